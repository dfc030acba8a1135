import { usePractitionerSummary, useUser } from '@telehealth/api';
import { Container, Heading, Stack, Text } from '@telehealth/ui';
import { SummaryTiles } from '../SummaryTiles';
import { useDocumentTitle } from '../useDocumentTitle';

export default function PractitionerDashboardPage() {
  const { user } = useUser();
  const { data, error } = usePractitionerSummary();
  useDocumentTitle('Practitioner Dashboard');
  const tiles = data && [
    { label: 'Assessments to review', value: data.pendingAssessments },
    { label: 'Upcoming appointments', value: data.upcomingAppointments },
    { label: 'Unread messages', value: data.unreadMessages },
  ];
  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Stack gap="xsmall">
          <Heading level={1}>Practitioner Dashboard</Heading>
          {user ? <Text tone="muted">Welcome back, {user.firstName}.</Text> : null}
        </Stack>
        <SummaryTiles label="Your work at a glance" tiles={tiles} error={error} />
      </Stack>
    </Container>
  );
}
