import { api } from '@telehealth/api';
import { BookingForm, type PractitionerChoice } from '@telehealth/forms';
import { LoadState } from '@telehealth/ui';
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
  const practitioners = api.booking.bookablePractitioners.useQuery();
  const [chosen, setChosen] = useState<PractitionerChoice | null>(null);
  const bookable = practitioners.data?.some((practitioner) => practitioner.id === preferred)
    ? preferred
    : null;
  const practitioner = chosen ?? bookable ?? 'first';
  // No practitioner asks every one ('First available').
  const slots = api.booking.availability.useQuery(
    practitioners.data === undefined
      ? null
      : { query: { practitionerId: practitioner === 'first' ? undefined : practitioner } },
  );
  return (
    <LoadState
      pending={practitioners.isLoading}
      data={practitioners.data}
      error={practitioners.error}
      describeError={() => 'Failed to load practitioners. Please try again.'}
      loadingLabel="Loading practitioners"
      loadingIndicator="spinner"
    >
      {(choices) => (
        <BookingForm
          practitioners={choices}
          practitioner={practitioner}
          onPractitionerChange={setChosen}
          slots={slots.data?.slots}
          slotsError={slots.error ? 'Failed to load available times. Please try again.' : null}
          timeZone={timeZone}
          onSubmit={onSubmit}
        />
      )}
    </LoadState>
  );
}
