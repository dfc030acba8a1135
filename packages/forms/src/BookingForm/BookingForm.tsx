import { type AvailabilitySlot, type BookablePractitioner, bookingMessages } from '@telehealth/contract';
import { RadioGroup, Stack } from '@telehealth/ui';
import { type FormEvent, useState } from 'react';
import { FormError } from '../internal/FormError';
import { FormShell, SubmitButton } from '../internal/FormShell';
import { useServerSubmit } from '../internal/useServerSubmit';
import { SlotPicker } from './SlotPicker';

/** The practitioner choice: 'first' for 'First available', else a practitioner id. */
export type PractitionerChoice = 'first' | number;

export interface BookingFormProps {
  practitioners: readonly BookablePractitioner[];
  practitioner: PractitionerChoice;
  onPractitionerChange: (choice: PractitionerChoice) => void;
  /** Slots for the current practitioner choice; undefined while loading. */
  slots: readonly AvailabilitySlot[] | undefined;
  slotsError?: string | null;
  /** The viewer's IANA zone (profile timezone, else the browser's). */
  timeZone: string;
  /** Books the chosen slot; a rejection's `message` is shown (e.g. the 409 for a slot taken meanwhile). */
  onSubmit: (choice: { practitionerId: number; startsAt: string }) => unknown;
  submitLabel?: string;
  disabled?: boolean;
}

/** A practitioner (or 'First available'), a day, then a time; then 'Book appointment'. */
export function BookingForm({
  practitioners,
  practitioner,
  onPractitionerChange,
  slots,
  slotsError,
  timeZone,
  onSubmit,
  submitLabel = 'Book appointment',
  disabled,
}: BookingFormProps) {
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const { failure, pending: submitting, run } = useServerSubmit();
  const slot = slots?.find((s) => s.startsAt === startsAt);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const practitionerId = practitioner === 'first' ? slot?.practitionerIds[0] : practitioner;
    if (!startsAt || practitionerId === undefined) return;
    // A refused time (taken meanwhile) is cleared along with showing why.
    if (!(await run(() => onSubmit({ practitionerId, startsAt })))) setStartsAt(null);
  }

  const off = disabled || submitting;
  return (
    <FormShell onSubmit={submit} submitting={submitting} scope={false} aria-label="Book a consultation">
      <Stack gap="large">
        <RadioGroup
          label="Practitioner"
          options={[
            { value: 'first', label: bookingMessages.firstAvailable },
            ...practitioners.map((p) => ({
              value: String(p.id),
              label: `Dr. ${p.name}`,
              description: `${p.specialization} · ${p.durationMinutes} minutes`,
            })),
          ]}
          value={String(practitioner)}
          onValueChange={(value) => {
            setStartsAt(null);
            onPractitionerChange(value === 'first' ? 'first' : Number(value));
          }}
          disabled={off}
        />
        <SlotPicker
          slots={slots}
          timeZone={timeZone}
          value={startsAt}
          onChange={setStartsAt}
          error={slotsError ?? null}
          disabled={off}
        />
        <FormError message={failure} />
        <div>
          <SubmitButton disabled={disabled || !startsAt} busyLabel="Booking...">
            {submitLabel}
          </SubmitButton>
        </div>
      </Stack>
    </FormShell>
  );
}
