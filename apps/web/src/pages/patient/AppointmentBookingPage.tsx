import { useBookAppointment } from '@telehealth/api';
import { Alert, Container, Heading, Stack, Text } from '@telehealth/ui';
import { useNavigate, useParams } from 'react-router';
import { SlotBooking } from '../../features/booking/SlotBooking';
import { RouterLink } from '../../frames/RouterLink';
import { useDocumentTitle } from '../useDocumentTitle';

/** Journeys §3: after payment, a practitioner (or 'First available'), a day, then a time; then /confirmation. */
export default function AppointmentBookingPage() {
  useDocumentTitle('Appointment confirmation');
  const assessmentId = Number(useParams().assessmentId);
  const navigate = useNavigate();
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
        ) : (
          <SlotBooking
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
