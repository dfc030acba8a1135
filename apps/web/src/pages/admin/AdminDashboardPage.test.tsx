import { mockFailure } from '@telehealth/api';
import type { DashboardCharts } from '@telehealth/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../tooling/test/axe.ts';
import { users } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';

const summary = {
  patients: 120,
  practitioners: 3,
  activePractitioners: 3,
  assessmentsByStatus: {
    draft: 1,
    pending_payment: 2,
    awaiting_review: 4,
    in_review: 1,
    approved: 30,
    declined: 5,
  },
  upcomingAppointments: 7,
  prescriptions: 25,
  newContactSubmissions: 2,
};
const charts: DashboardCharts = {
  from: '2026-02-01',
  to: '2026-02-02',
  timeZone: 'Australia/Sydney',
  payments: [
    { day: '2026-02-01', payments: 2, grossCents: 9900, refundedCents: 0, netCents: 9900 },
    { day: '2026-02-02', payments: 1, grossCents: 4950, refundedCents: 4950, netCents: 0 },
  ],
  assessments: [
    { day: '2026-02-01', approved: 2, declined: 1, pending: 0 },
    { day: '2026-02-02', approved: 0, declined: 0, pending: 3 },
  ],
};
const admin = { '/api/user': users.admin, '/api/admin/summary': summary };

describe('/admin', () => {
  it('shows the tiles and the two charts of the last 30 days, each summarised for assistive technology', async () => {
    const { container } = renderRoute('/admin', { ...admin, '/api/admin/dashboard-charts': charts });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('figure', { name: 'Payments, last 30 days' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Assessments by outcome, last 30 days' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Payments, last 30 days, 2 points, 1 Feb to 2 Feb. Taken: total $99.00, highest $99.00 (1 Feb).',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: /^Assessments by outcome.*Approved: total 2.*Declined: total 1.*Pending: total 3/,
      }),
    ).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('keeps the tiles when the charts fail', async () => {
    renderRoute('/admin', { ...admin, '/api/admin/dashboard-charts': mockFailure(500, 'Charts down') });
    expect(await screen.findByText('Charts down')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Service at a glance' })).toBeInTheDocument();
  });
});
