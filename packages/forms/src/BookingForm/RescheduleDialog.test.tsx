import type { PatientAppointment } from '@telehealth/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { RescheduleDialog } from './RescheduleDialog';

vi.setConfig({ testTimeout: 20_000 });

const appointment: PatientAppointment = {
  id: 4,
  assessmentId: 3,
  practitionerId: 1,
  practitionerName: 'Sarah Chen',
  startsAt: '2026-03-05T22:30:00.000Z',
  durationMinutes: 15,
  status: 'scheduled',
  previousAppointmentId: null,
  canChange: true,
};
const slots = [{ startsAt: '2026-03-08T22:00:00.000Z', practitionerIds: [1] }];

describe('RescheduleDialog', () => {
  it('picks a new day and time and submits it; a refusal stays open with the message', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new Error('Appointments can only be changed up to 24 hours before they start.'))
      .mockResolvedValueOnce(undefined);
    render(
      <RescheduleDialog
        appointment={appointment}
        onClose={onClose}
        slots={slots}
        timeZone="Australia/Sydney"
        onSubmit={onSubmit}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule appointment' });
    expect(dialog).toHaveTextContent('Currently Fri 06/03/2026 at 9:30 am AEDT with Dr. Sarah Chen.');
    await expectNoAxeViolations(dialog);
    await user.click(screen.getByRole('radio', { name: 'Mon 09/03/2026' }));
    await user.click(screen.getByRole('radio', { name: '9:00 am AEDT' }));
    await user.click(screen.getByRole('button', { name: 'Reschedule' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Appointments can only be changed up to 24 hours before they start.',
    );
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reschedule' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenLastCalledWith('2026-03-08T22:00:00.000Z');
  });
});
