import type { MockRequest } from '@telehealth/api';
import type { AdminReports } from '@telehealth/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../tooling/test/axe.ts';
import { users } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';

const reports: AdminReports = {
  from: '2026-08-31',
  to: '2026-09-01',
  timeZone: 'Australia/Sydney',
  revenue: [
    { day: '2026-08-31', payments: 2, grossCents: 8000, refundedCents: 0, netCents: 8000 },
    { day: '2026-09-01', payments: 1, grossCents: 2000, refundedCents: 2000, netCents: 0 },
  ],
  assessments: [
    { type: 'erectile_dysfunction', approved: 3, declined: 1, pending: 2, total: 6 },
    { type: 'weight_loss', approved: 0, declined: 0, pending: 1, total: 1 },
    { type: 'contraception', approved: 0, declined: 0, pending: 0, total: 0 },
  ],
  appointments: [
    {
      practitionerId: 1,
      practitionerName: 'Dr Sarah Chen',
      scheduled: 2,
      completed: 4,
      cancelled: 1,
      rescheduled: 0,
      no_show: 1,
      total: 8,
    },
  ],
  funnel: [
    { stage: 'started', count: 10 },
    { stage: 'paid', count: 5 },
    { stage: 'approved', count: 3 },
  ],
};

describe('/admin/reports', () => {
  it('shows each report as a table with its CSV file, for the range in the address', async () => {
    const asked: Record<string, string>[] = [];
    const { container } = renderRoute('/admin/reports?from=2026-08-31&to=2026-09-01', {
      '/api/user': users.admin,
      '/api/admin/reports': (request: MockRequest) => {
        asked.push(request.query);
        return reports;
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    const revenue = await screen.findByRole('region', { name: 'Revenue by day' });
    const revenueTable = within(revenue).getByRole('table');
    expect(
      within(revenueTable).getByRole('row', { name: /31 Aug 2 \$80\.00 \$0\.00 \$80\.00/ }),
    ).toBeVisible();
    expect(within(revenue).getByRole('link', { name: 'Download CSV of Revenue by day' })).toHaveAttribute(
      'href',
      '/api/admin/reports.csv?report=revenue&from=2026-08-31&to=2026-09-01',
    );
    const funnel = screen.getByRole('region', { name: 'Started → paid → approved' });
    expect(within(funnel).getByRole('row', { name: 'Paid 5 50%' })).toBeVisible();
    const appointments = screen.getByRole('region', { name: 'Appointments per practitioner' });
    expect(within(appointments).getByRole('row', { name: /Dr Sarah Chen 2 4 1 0 1 8/ })).toBeVisible();
    expect(asked[0]).toEqual({ from: '2026-08-31', to: '2026-09-01' });
    await expectNoAxeViolations(container);
  });

  it('asks again for a new range, and refuses a reversed one before asking', async () => {
    const asked: Record<string, string>[] = [];
    renderRoute('/admin/reports?from=2026-08-31&to=2026-09-01', {
      '/api/user': users.admin,
      '/api/admin/reports': (request: MockRequest) => {
        asked.push(request.query);
        return reports;
      },
    });
    await screen.findByRole('region', { name: 'Revenue by day' });
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-09-05');
    await userEvent.click(screen.getByRole('button', { name: 'Show reports' }));
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(
      'The start date must be on or before the end date.',
    );
    await userEvent.clear(from);
    await userEvent.type(from, '2026-08-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show reports' }));
    await vi.waitFor(() => expect(asked.at(-1)).toEqual({ from: '2026-08-01', to: '2026-09-01' }));
  });

  it('says so when the reports cannot be loaded', async () => {
    renderRoute('/admin/reports', {
      '/api/user': users.admin,
      '/api/admin/reports': { status: 500, body: { message: 'Something went wrong' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load the reports");
  });
});
