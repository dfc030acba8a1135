import { api } from '@telehealth/api';
import { type AssessmentBooking, bookingMessages, formatWeekdayDate } from '@telehealth/contract';
import { slotTimeLabel } from '@telehealth/forms';
import { Alert, LoadState, Stack, Text } from '@telehealth/ui';
import type { ReactNode } from 'react';
import { RouterLink } from '../../frames/RouterLink';
import { useViewerTimeZone } from '../shared/useViewerTimeZone';

export interface AssessmentBookingStateProps {
  assessmentId: number;
  /** What to show while the assessment can be booked: the slots. */
  children: ReactNode;
}

const dashboardLink = <RouterLink href="/dashboard">Go to your dashboard</RouterLink>;

/** Why it cannot be booked, with the next step: paying, or the dashboard. */
function NotBookable({ state }: { state: Extract<AssessmentBooking, { state: 'notBookable' }> }) {
  return (
    <Alert tone="caution" title={bookingMessages.notBookableTitle}>
      <Stack gap="small">
        <Text>{state.message}</Text>
        {state.reason === 'not_paid' ? (
          <RouterLink href={`/checkout/${state.assessmentId}`}>Pay for your assessment</RouterLink>
        ) : (
          dashboardLink
        )}
      </Stack>
    </Alert>
  );
}

/** The appointment the assessment already has, with the way to change it. */
function AlreadyBooked({ state }: { state: Extract<AssessmentBooking, { state: 'booked' }> }) {
  const timeZone = useViewerTimeZone();
  const { appointment } = state;
  const when = `${formatWeekdayDate(appointment.startsAt, { timeZone })} at ${slotTimeLabel(appointment.startsAt, timeZone)}`;
  return (
    <Alert tone="info" title={bookingMessages.alreadyBookedTitle}>
      <Stack gap="small">
        <Text>
          With Dr. {appointment.practitionerName} on {when}, for {appointment.durationMinutes} minutes.
        </Text>
        <RouterLink href="/dashboard/appointments">
          View, reschedule or cancel it in your appointments
        </RouterLink>
      </Stack>
    </Alert>
  );
}

/**
 * The booking page's first answer (docs/product/booking.md): the slots only for an assessment that can be booked;
 * otherwise at once, before any time is chosen, that it was not found, why it cannot be booked, or the appointment
 * it already has.
 */
export function AssessmentBookingState({ assessmentId, children }: AssessmentBookingStateProps) {
  // An assessment that is not the patient's (a 404) reads as none.
  const { data, error, isLoading } = api.booking.assessmentBooking.useQuery(
    { params: { assessmentId } },
    { tolerate: { 404: null } },
  );
  return (
    <LoadState
      pending={isLoading}
      data={data}
      error={error}
      errorTitle="Failed to load your assessment. Please try again."
      describeError={() => dashboardLink}
      loadingLabel="Loading your assessment"
      loadingIndicator="spinner"
      empty={
        <Alert tone="critical" title={bookingMessages.assessmentNotFound}>
          {dashboardLink}
        </Alert>
      }
    >
      {(booking) =>
        booking.state === 'notBookable' ? (
          <NotBookable state={booking} />
        ) : booking.state === 'booked' ? (
          <AlreadyBooked state={booking} />
        ) : (
          children
        )
      }
    </LoadState>
  );
}
