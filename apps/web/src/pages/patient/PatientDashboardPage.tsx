import { Container, Heading, Stack } from '@telehealth/ui';
import { Greeting } from '../../features/session/Greeting';
import { useDocumentTitle } from '../useDocumentTitle';

export default function PatientDashboardPage() {
  useDocumentTitle('My Dashboard');
  return (
    <Container>
      <Stack gap="small" paddingY="large">
        <Heading level={1}>My Dashboard</Heading>
        <Greeting />
      </Stack>
    </Container>
  );
}
