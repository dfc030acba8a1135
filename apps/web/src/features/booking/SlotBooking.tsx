import { useAvailability, useBookablePractitioners } from '@telehealth/api';
import { BookingForm, type PractitionerChoice } from '@telehealth/forms';
import { Alert, Spinner } from '@telehealth/ui';
import { useState } from 'react';
import { useViewerTimeZone } from '../shared/useViewerTimeZone';

export interface SlotBookingProps {
  /** The practitioner chosen at first when they are bookable (the one reviewing the assessment); else 'First available'. */
  preferred?: number | null;
  /** Books the chosen slot; a rejection's `message` is shown on the form (the 409 for a slot taken meanwhile). */
  onSubmit: (choice: { practitionerId: number; startsAt: string }) => Promise<unknown>;
}

/**
 * A practitioner (or 'First available'), a day, then a time, from the slot engine, in the viewer's timezone: the
 * patient's booking after payment and the admin's booking for a patient (docs/product/booking.md).
 */
export function SlotBooking({ preferred = null, onSubmit }: SlotBookingProps) {
  const timeZone = useViewerTimeZone();
  const practitioners = useBookablePractitioners();
  const [chosen, setChosen] = useState<PractitionerChoice | null>(null);
  const bookable = practitioners.data?.some((practitioner) => practitioner.id === preferred)
    ? preferred
    : null;
  const practitioner = chosen ?? bookable ?? 'first';
  const slots = useAvailability(practitioner === 'first' ? null : practitioner, {
    enabled: practitioners.data !== undefined,
  });
  if (practitioners.isLoading) return <Spinner label="Loading practitioners" />;
  if (practitioners.error || !practitioners.data)
    return <Alert tone="critical">Failed to load practitioners. Please try again.</Alert>;
  return (
    <BookingForm
      practitioners={practitioners.data}
      practitioner={practitioner}
      onPractitionerChange={setChosen}
      slots={slots.data?.slots}
      slotsError={slots.error ? 'Failed to load available times. Please try again.' : null}
      timeZone={timeZone}
      onSubmit={onSubmit}
    />
  );
}
