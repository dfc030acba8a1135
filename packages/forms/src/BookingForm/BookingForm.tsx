import { type AvailabilitySlot, type BookablePractitioner, bookingMessages } from '@telehealth/contract';
import { Alert, Button, RadioGroup, Stack } from '@telehealth/ui';
import { type FormEvent, useState } from 'react';
import { fallbackSubmitMessage } from '../internal/serverError';
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
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const slot = slots?.find((s) => s.startsAt === startsAt);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const practitionerId = practitioner === 'first' ? slot?.practitionerIds[0] : practitioner;
    if (!startsAt || practitionerId === undefined) return;
    setSubmitting(true);
    setError(null);
    try {
      await onSubmit({ practitionerId, startsAt });
    } catch (failure) {
      setError((failure as { message?: string } | null)?.message || fallbackSubmitMessage);
      setStartsAt(null);
    } finally {
      setSubmitting(false);
    }
  }

  const off = disabled || submitting;
  return (
    <form onSubmit={submit} aria-label="Book a consultation" noValidate>
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
        {error ? <Alert tone="critical">{error}</Alert> : null}
        <div>
          <Button type="submit" disabled={disabled || !startsAt} busy={submitting}>
            {submitting ? 'Booking...' : submitLabel}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
