import type { MockRequest } from '@telehealth/api';
import type { AdminAppointment, BookableAssessment } from '@telehealth/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../tooling/test/axe.ts';
import { users } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';

const admin = {
  '/api/user': users.admin,
  '/api/admin/practitioners': { items: [], total: 0, page: 1, pageSize: 100 },
};
const appointment: AdminAppointment = {
  id: 5,
  startsAt: '2030-02-03T00:00:00.000Z',
  durationMinutes: 15,
  status: 'scheduled',
  patient: { id: 41, name: 'Ada Lovelace', email: 'ada@example.com' },
  practitioner: { id: 2, name: 'Dr Sarah Chen' },
  assessmentId: 7,
  assessmentType: 'weight_loss',
  previousAppointmentId: null,
  canChange: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('/admin/appointments', () => {
  it('filters by date range in the address and cancels after asking', async () => {
    const asked: Record<string, string>[] = [];
    const calls: string[] = [];
    const { container, router } = renderRoute('/admin/appointments', {
      ...admin,
      '/api/admin/appointments': ({ query }: MockRequest) => {
        asked.push(query);
        return { items: [appointment], total: 1, page: 1, pageSize: 20 };
      },
      'POST /api/admin/appointments/5/cancel': () => {
        calls.push('cancel');
        return { ...appointment, status: 'cancelled', canChange: false };
      },
    });
    expect(await screen.findByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/admin/patients/41',
    );
    await expectNoAxeViolations(container);
    await userEvent.type(screen.getByLabelText('From'), '2030-02-01');
    await userEvent.type(screen.getByLabelText('To'), '2030-02-28');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2030-02-01&to=2030-02-28'));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ from: '2030-02-01', to: '2030-02-28' }));
    await userEvent.click(screen.getByRole('button', { name: /^Cancel the appointment of Ada Lovelace/ }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel appointment' }));
    expect(await screen.findByText('Appointment cancelled')).toBeInTheDocument();
    expect(calls).toEqual(['cancel']);
  });
});

describe('/admin/create-appointment', () => {
  it("books a patient's paid assessment with the reviewing practitioner on the slot engine", async () => {
    const bookable: BookableAssessment = {
      id: 7,
      type: 'weight_loss',
      status: 'in_review',
      submittedAt: '2026-02-01T00:00:00.000Z',
      patient: { id: 41, name: 'Ada Lovelace', email: 'ada@example.com' },
      practitionerId: 2,
    };
    const sent: unknown[] = [];
    const asked: Record<string, string>[] = [];
    const { router } = renderRoute('/admin/create-appointment', {
      ...admin,
      '/api/admin/appointments/bookable-assessments': { items: [bookable], total: 1, page: 1, pageSize: 20 },
      '/api/practitioners/bookable': [
        { id: 2, name: 'Dr Sarah Chen', specialization: '', durationMinutes: 15 },
        { id: 3, name: 'Dr James Lee', specialization: '', durationMinutes: 15 },
      ],
      '/api/availability': ({ query }: MockRequest) => {
        asked.push(query);
        return { slots: [{ startsAt: '2030-02-03T00:00:00.000Z', practitionerIds: [2] }] };
      },
      'POST /api/admin/appointments': ({ options }: MockRequest) => {
        sent.push(options.body);
        return appointment;
      },
      '/api/admin/appointments': { items: [appointment], total: 1, page: 1, pageSize: 20 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Ada Lovelace, assessment #7' }));
    expect(await screen.findByText(/Ada Lovelace \(ada@example.com\): assessment #7/)).toBeInTheDocument();
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ practitionerId: '2' }));
    const days = await screen.findByRole('radiogroup', { name: 'Day' });
    await userEvent.click(within(days).getAllByRole('radio')[0] as HTMLElement);
    const times = await screen.findByRole('radiogroup', { name: 'Time' });
    await userEvent.click(within(times).getAllByRole('radio')[0] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Book appointment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/appointments'));
    expect(sent).toEqual([
      { patientId: 41, assessmentId: 7, practitionerId: 2, startsAt: '2030-02-03T00:00:00.000Z' },
    ]);
  });

  it('is also at /admin/appointments/create, narrowed to one patient from their record', async () => {
    const asked: Record<string, string>[] = [];
    const { container } = renderRoute('/admin/appointments/create?patientId=41', {
      ...admin,
      '/api/admin/appointments/bookable-assessments': ({ query }: MockRequest) => {
        asked.push(query);
        return { items: [], total: 0, page: 1, pageSize: 20 };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Book Appointment' })).toBeInTheDocument();
    expect(
      await screen.findByText('No paid assessments without an appointment match this search.'),
    ).toBeInTheDocument();
    expect(asked.at(-1)).toMatchObject({ patientId: '41' });
    await expectNoAxeViolations(container);
  });
});
