import type { ScheduleAppointment } from '@telehealth/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../tooling/test/axe.ts';
import { users } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';

// Start consultation on the practitioner's day and week (docs/product/consultations.md, On screen): 2:00 pm to
// 2:15 pm in Sydney (04:00 to 04:15 UTC), open from 1:50 pm until 2:45 pm.

const item: ScheduleAppointment = {
  id: 9,
  startsAt: '2026-09-01T04:00:00.000Z',
  durationMinutes: 15,
  status: 'scheduled',
  patientId: 4,
  patientName: 'Sam Taylor',
  assessmentId: null,
};
const answers = {
  '/api/user': users.practitioner,
  '/api/practitioner/summary': {
    pendingAssessments: 0,
    inReviewByMe: 0,
    upcomingAppointments: 1,
    unreadMessages: 0,
  },
  '/api/practitioner/appointments': { timezone: 'Australia/Sydney', items: [item] },
  '/api/practitioner/availability': { timezone: 'Australia/Sydney', ranges: [] },
  '/api/practitioner/time-off': { items: [] },
};

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('Start consultation', () => {
  it('is off on the dashboard before the window, with the time it opens', async () => {
    vi.setSystemTime(new Date('2026-09-01T03:49:00.000Z'));
    const { container } = renderRoute('/practitioner', answers);
    const start = await screen.findByRole('button', {
      name: 'Start consultation with Sam Taylor at 2:00 pm',
    });
    expect(start).toHaveAttribute('aria-disabled', 'true');
    expect(start).toHaveAccessibleDescription('Opens at 1:50 pm');
    await expectNoAxeViolations(container);
  });

  it('links to the room from the schedule while it is open', async () => {
    vi.setSystemTime(new Date('2026-09-01T04:30:00.000Z'));
    renderRoute('/practitioner/schedule', answers);
    expect(
      await screen.findByRole('link', { name: 'Start consultation with Sam Taylor at 2:00 pm' }),
    ).toHaveAttribute('href', '/consultations/9');
  });

  it('waits on the schedule’s narrow day columns until the room opens', async () => {
    vi.setSystemTime(new Date('2026-09-01T03:49:00.000Z'));
    renderRoute('/practitioner/schedule', answers);
    expect(await screen.findByRole('link', { name: 'Message Sam Taylor' })).toBeInTheDocument();
    expect(screen.queryByText(/Start consultation/)).not.toBeInTheDocument();
  });

  it('is gone from the dashboard once the room has closed', async () => {
    vi.setSystemTime(new Date('2026-09-01T04:45:00.000Z'));
    renderRoute('/practitioner', answers);
    expect(await screen.findByText('2:00 pm · Sam Taylor · 15 min')).toBeInTheDocument();
    expect(screen.queryByText(/Start consultation/)).not.toBeInTheDocument();
  });
});
