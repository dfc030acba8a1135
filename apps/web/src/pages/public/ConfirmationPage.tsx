import { bookingMessages } from '@telehealth/contract';
import { Container, Heading, Stack, Text } from '@telehealth/ui';
import { RouterLink } from '../../frames/RouterLink';
import { useDocumentTitle } from '../useDocumentTitle';

/** After booking (docs/product/booking.md): thanks the patient and says what happens next. */
export default function ConfirmationPage() {
  useDocumentTitle('Confirmation');
  return (
    <Container>
      <Stack gap="medium" paddingY="large">
        <Heading level={1}>{bookingMessages.confirmationTitle}</Heading>
        <Text>{bookingMessages.confirmationNextSteps}</Text>
        <Text>
          You can reschedule or cancel up to 24 hours before it starts from{' '}
          <RouterLink href="/dashboard/appointments">your appointments</RouterLink>.
        </Text>
      </Stack>
    </Container>
  );
}
