import type { AvailabilitySlot, PatientAppointment } from '@telehealth/contract';
import { Button, Dialog, Inline, Stack } from '@telehealth/ui';
import { type CSSProperties, type FormEvent, useState } from 'react';
import { FormError } from '../internal/FormError';
import { FormShell, SubmitButton } from '../internal/FormShell';
import { useServerSubmit } from '../internal/useServerSubmit';
import { SlotPicker } from './SlotPicker';
import { slotLabel } from './slots';

export interface RescheduleDialogProps {
  /** The appointment to move; the dialog is open while it is set. */
  appointment: PatientAppointment | null;
  onClose: () => void;
  /** The practitioner's slots; undefined while loading. */
  slots: readonly AvailabilitySlot[] | undefined;
  slotsError?: string | null;
  timeZone: string;
  /** Moves the appointment; a rejection's `message` is shown and the dialog stays open. */
  onSubmit: (startsAt: string) => unknown;
}

/** A modal day-then-time picker for a new time; focus is trapped inside and returns to the opener on close. */
/**
 * The form stands between the dialog and its header, body and footer: it lays them out as the dialog would (a column
 * that may shrink), so a long list of times scrolls in the body and the buttons stay on screen.
 */
const dialogForm: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 'inherit', minHeight: 0 };

export function RescheduleDialog({
  appointment,
  onClose,
  slots,
  slotsError,
  timeZone,
  onSubmit,
}: RescheduleDialogProps) {
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const { failure, setFailure, pending: busy, run } = useServerSubmit();
  // Another appointment starts with a clean choice (state adjusted during render, not in an effect).
  const [shownId, setShownId] = useState(appointment?.id);
  if (shownId !== appointment?.id) {
    setShownId(appointment?.id);
    setStartsAt(null);
    setFailure(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!startsAt) return;
    // A refusal keeps the dialog open with its message.
    if (await run(() => onSubmit(startsAt))) onClose();
  }

  return (
    <Dialog.Root open={appointment !== null} onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <Dialog.Content size="lg">
        <FormShell onSubmit={submit} submitting={busy} scope={false} style={dialogForm}>
          <Dialog.Header>
            <Dialog.Title>Reschedule appointment</Dialog.Title>
            <Dialog.Description>
              {appointment
                ? `Currently ${slotLabel(appointment.startsAt, timeZone)} with Dr. ${appointment.practitionerName}. Choose a new day and time.`
                : ''}
            </Dialog.Description>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="large">
              <SlotPicker
                slots={slots}
                timeZone={timeZone}
                value={startsAt}
                onChange={setStartsAt}
                error={slotsError ?? null}
                disabled={busy}
              />
              <FormError message={failure} />
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Inline gap="small" justify="end">
              <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
                Keep current time
              </Button>
              <SubmitButton disabled={!startsAt} busyLabel="Rescheduling...">
                Reschedule
              </SubmitButton>
            </Inline>
          </Dialog.Footer>
        </FormShell>
      </Dialog.Content>
    </Dialog.Root>
  );
}
