import type { ScheduleAppointment } from '@telehealth/contract';
import { Alert, Button, Stack } from '@telehealth/ui';
import { formatInZone } from './zonedTime';

/**
 * Booked appointments a schedule change leaves out (availability, time off): the server's message, each
 * appointment's time in the practitioner's timezone with the patient's name, and the button that sends the change
 * again with `confirm` when it was not saved yet.
 */
export function ScheduleConflicts({
  conflicts,
  timeZone,
  title,
  message,
  confirmLabel,
  onConfirm,
  busy,
}: {
  conflicts: readonly ScheduleAppointment[];
  timeZone: string;
  title: string;
  message?: string | undefined;
  /** The button that saves anyway; none once saved. */
  confirmLabel?: string | undefined;
  onConfirm?: (() => void) | undefined;
  busy?: boolean | undefined;
}) {
  return (
    <Alert tone="caution" title={title}>
      <Stack gap="small">
        {message ? <p>{message}</p> : null}
        <ul aria-label="Booked appointments">
          {conflicts.map((appointment) => (
            <li key={appointment.id}>
              {formatInZone(appointment.startsAt, timeZone)}: {appointment.patientName}
            </li>
          ))}
        </ul>
        {confirmLabel && onConfirm ? (
          <div>
            <Button type="button" variant="solid" tone="caution" busy={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        ) : null}
      </Stack>
    </Alert>
  );
}
