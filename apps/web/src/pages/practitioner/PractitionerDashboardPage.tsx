import { useUser } from '@telehealth/api';
import { Container, Heading, Stack, Text } from '@telehealth/ui';
import { useDocumentTitle } from '../useDocumentTitle';

export default function PractitionerDashboardPage() {
  const { user } = useUser();
  useDocumentTitle('Practitioner Dashboard');
  return (
    <Container>
      <Stack gap="small" paddingY="large">
        <Heading level={1}>Practitioner Dashboard</Heading>
        {user ? <Text tone="muted">Welcome back, {user.firstName}.</Text> : null}
      </Stack>
    </Container>
  );
}
