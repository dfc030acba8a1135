import type { PatientAppointment } from '@telehealth/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { AppointmentList } from './AppointmentList';

vi.setConfig({ testTimeout: 20_000 });

const base: PatientAppointment = {
  id: 1,
  assessmentId: 3,
  practitionerId: 1,
  practitionerName: 'Sarah Chen',
  startsAt: '2026-03-05T22:30:00.000Z', // Friday 6 March 2026, 9:30 am AEDT
  durationMinutes: 15,
  status: 'scheduled',
  previousAppointmentId: null,
  canChange: true,
};

function renderList(appointments: PatientAppointment[], onCancel = vi.fn()) {
  const onReschedule = vi.fn();
  const view = render(
    <AppointmentList
      appointments={appointments}
      timeZone="Australia/Sydney"
      onReschedule={onReschedule}
      onCancel={onCancel}
    />,
  );
  return { ...view, onReschedule, onCancel };
}

describe('AppointmentList', () => {
  it('shows each appointment in dd/MM/yyyy and h:mm am with the zone, the practitioner and the status', async () => {
    const { container } = renderList([base, { ...base, id: 2, status: 'completed', canChange: false }]);
    const cards = screen.getAllByRole('article', { name: 'Appointment 06/03/2026 at 9:30 am AEDT' });
    expect(cards).toHaveLength(2);
    expect(screen.getAllByText('Dr. Sarah Chen · 15 minutes')).toHaveLength(2);
    expect(screen.getByText('Scheduled')).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('offers Reschedule and Cancel only while changes are allowed, else the 24-hour rule', () => {
    const { onReschedule } = renderList([{ ...base, canChange: false }]);
    expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();
    expect(
      screen.getByText('Appointments can only be changed up to 24 hours before they start.'),
    ).toBeInTheDocument();
    expect(onReschedule).not.toHaveBeenCalled();
  });

  it('opens the reschedule flow', async () => {
    const user = userEvent.setup();
    const { onReschedule } = renderList([base]);
    await user.click(screen.getByRole('button', { name: 'Reschedule' }));
    expect(onReschedule).toHaveBeenCalledWith(base);
  });

  it('asks before cancelling: focus moves into the dialog, Escape backs out and focus returns', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn(async () => undefined);
    renderList([base], onCancel);
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await user.click(cancel);
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel appointment' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to cancel your appointment on 06/03/2026 at 9:30 am AEDT with Dr. Sarah Chen?',
    );
    expect(screen.getByRole('button', { name: 'Keep appointment' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel appointment' })).toHaveFocus();
    await user.tab();
    // Focus stays trapped inside the dialog.
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(cancel).toHaveFocus();
    expect(onCancel).not.toHaveBeenCalled();

    await user.click(cancel);
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    expect(onCancel).toHaveBeenCalledWith(base);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
