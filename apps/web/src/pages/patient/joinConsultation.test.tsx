import type { PatientAppointment } from '@telehealth/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../tooling/test/axe.ts';
import { users } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';

// Join consultation on the patient's pages (docs/product/consultations.md, On screen), the clock set at the
// window's edges: 2:00 pm to 2:15 pm in Sydney (04:00 to 04:15 UTC), open from 1:50 pm until 2:45 pm.

const appointment: PatientAppointment = {
  id: 9,
  assessmentId: 5,
  practitionerId: 1,
  practitionerName: 'Sarah Chen',
  startsAt: '2026-09-01T04:00:00.000Z',
  durationMinutes: 15,
  status: 'scheduled',
  previousAppointmentId: null,
  canChange: false,
};
const page = (items: PatientAppointment[]) => ({ items, total: items.length, limit: 50, offset: 0 });
/** The lists as the server splits them: upcoming until the start, past from then on. */
const mine = (items: PatientAppointment[]) => ({
  '/api/appointments/mine': ({ query }: { query: Record<string, string> }) =>
    page(
      items.filter((item) =>
        query.when === 'past'
          ? new Date(item.startsAt).getTime() < Date.now()
          : new Date(item.startsAt).getTime() >= Date.now(),
      ),
    ),
});

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('/dashboard/appointments', () => {
  it('shows Join consultation off, with the time it opens, before the window', async () => {
    vi.setSystemTime(new Date('2026-09-01T03:49:59.000Z'));
    const { container } = renderRoute('/dashboard/appointments', {
      '/api/user': users.patient,
      ...mine([appointment]),
    });
    const section = await screen.findByRole('region', { name: 'Video consultations' });
    const join = within(section).getByRole('button', { name: /^Join consultation/ });
    expect(join).toHaveAttribute('aria-disabled', 'true');
    expect(join).toHaveAccessibleDescription('Opens at 1:50 pm');
    await expectNoAxeViolations(container);
  });

  it('links to the room while it is open, also once the appointment has started (a past one)', async () => {
    vi.setSystemTime(new Date('2026-09-01T04:44:00.000Z'));
    renderRoute('/dashboard/appointments', { '/api/user': users.patient, ...mine([appointment]) });
    const section = await screen.findByRole('region', { name: 'Video consultations' });
    expect(within(section).getByRole('link', { name: /^Join consultation/ })).toHaveAttribute(
      'href',
      '/consultations/9',
    );
  });

  it('offers nothing once the room has closed, or for a cancelled appointment', async () => {
    vi.setSystemTime(new Date('2026-09-01T04:45:00.000Z'));
    renderRoute('/dashboard/appointments', {
      '/api/user': users.patient,
      ...mine([
        appointment,
        { ...appointment, id: 10, startsAt: '2026-09-02T04:00:00.000Z', status: 'cancelled' },
      ]),
    });
    expect(await screen.findByRole('heading', { name: 'Past' })).toBeInTheDocument();
    await screen.findAllByRole('article');
    expect(screen.queryByRole('region', { name: 'Video consultations' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Join consultation/)).not.toBeInTheDocument();
  });
});

describe('/dashboard', () => {
  const summary = {
    nextAppointment: {
      id: 9,
      startsAt: appointment.startsAt,
      durationMinutes: 15,
      practitionerName: 'Dr Sarah Chen',
    },
    assessments: [],
    latestPrescription: null,
    unreadMessages: 0,
  };

  it('shows Join consultation with the next appointment, from 10 minutes before its start', async () => {
    vi.setSystemTime(new Date('2026-09-01T03:50:00.000Z'));
    const { container } = renderRoute('/dashboard', {
      '/api/user': users.patient,
      '/api/patient/summary': summary,
      ...mine([appointment]),
    });
    const card = await screen.findByRole('region', { name: 'Next appointment' });
    expect(await within(card).findByRole('link', { name: 'Join consultation' })).toHaveAttribute(
      'href',
      '/consultations/9',
    );
    await expectNoAxeViolations(container);
  });

  it('keeps Join consultation for an appointment under way, which is no longer the next one', async () => {
    vi.setSystemTime(new Date('2026-09-01T04:20:00.000Z'));
    renderRoute('/dashboard', {
      '/api/user': users.patient,
      '/api/patient/summary': { ...summary, nextAppointment: null },
      ...mine([appointment]),
    });
    const card = await screen.findByRole('region', { name: 'Next appointment' });
    expect(await within(card).findByRole('link', { name: /^Join consultation/ })).toHaveAttribute(
      'href',
      '/consultations/9',
    );
  });
});
