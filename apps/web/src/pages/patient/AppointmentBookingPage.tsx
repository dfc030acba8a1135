import { useAvailability, useBookAppointment, useBookablePractitioners } from '@telehealth/api';
import { BookingForm, type PractitionerChoice } from '@telehealth/forms';
import { Alert, Container, Heading, Spinner, Stack, Text } from '@telehealth/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useViewerTimeZone } from '../../features/booking/useViewerTimeZone';
import { RouterLink } from '../../frames/RouterLink';
import { useDocumentTitle } from '../useDocumentTitle';

/** Journeys §3: after payment, a practitioner (or 'First available'), a day, then a time; then /confirmation. */
export default function AppointmentBookingPage() {
  useDocumentTitle('Appointment confirmation');
  const assessmentId = Number(useParams().assessmentId);
  const navigate = useNavigate();
  const timeZone = useViewerTimeZone();
  const [practitioner, setPractitioner] = useState<PractitionerChoice>('first');
  const practitioners = useBookablePractitioners();
  const slots = useAvailability(practitioner === 'first' ? null : practitioner);
  const book = useBookAppointment();
  const validId = Number.isInteger(assessmentId) && assessmentId > 0;
  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Stack gap="small">
          <Heading level={1}>Book your consultation</Heading>
          <Text tone="muted">Choose a practitioner, a day and a time. Times are shown in your timezone.</Text>
        </Stack>
        {!validId ? (
          <Alert tone="critical" title="No assessment was chosen.">
            <RouterLink href="/dashboard">Go to your dashboard</RouterLink>
          </Alert>
        ) : practitioners.isLoading ? (
          <Spinner label="Loading practitioners" />
        ) : practitioners.error || !practitioners.data ? (
          <Alert tone="critical">Failed to load practitioners. Please try again.</Alert>
        ) : (
          <BookingForm
            practitioners={practitioners.data}
            practitioner={practitioner}
            onPractitionerChange={setPractitioner}
            slots={slots.data?.slots}
            slotsError={slots.error ? 'Failed to load available times. Please try again.' : null}
            timeZone={timeZone}
            onSubmit={async (choice) => {
              await book.trigger({ assessmentId, ...choice });
              navigate('/confirmation');
            }}
          />
        )}
      </Stack>
    </Container>
  );
}
