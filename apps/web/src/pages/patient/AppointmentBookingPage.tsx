import { api } from '@telehealth/api';
import { Alert, Container, Heading, Stack, Text } from '@telehealth/ui';
import { useNavigate } from 'react-router';
import { AssessmentBookingState } from '../../features/booking/AssessmentBookingState';
import { SlotBooking } from '../../features/booking/SlotBooking';
import { RouterLink } from '../../frames/RouterLink';
import { useDocumentTitle } from '../useDocumentTitle';
import { useIdParam } from '../useIdParam';

/**
 * Booking: after payment, a practitioner (or 'First available'), a day, then a time; then /confirmation. An
 * assessment that cannot be booked, or is booked already, says so at once (docs/product/booking.md).
 */
export default function AppointmentBookingPage() {
  useDocumentTitle('Appointment confirmation');
  const assessmentId = useIdParam('assessmentId');
  const navigate = useNavigate();
  const book = api.booking.bookAppointment.useMutation();
  const validId = assessmentId !== null;
  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Heading level={1}>Book your consultation</Heading>
        {!validId ? (
          <Alert tone="critical" title="No assessment was chosen.">
            <RouterLink href="/dashboard">Go to your dashboard</RouterLink>
          </Alert>
        ) : (
          <AssessmentBookingState assessmentId={assessmentId}>
            <Text tone="muted">
              Choose a practitioner, a day and a time. Times are shown in your timezone.
            </Text>
            <SlotBooking
              onSubmit={async (choice) => {
                await book.trigger({ body: { assessmentId, ...choice } });
                navigate('/confirmation');
              }}
            />
          </AssessmentBookingState>
        )}
      </Stack>
    </Container>
  );
}
