import { usePractitionerSummary } from '@telehealth/api';
import { Container, Heading, Stack } from '@telehealth/ui';
import { Greeting } from '../../features/session/Greeting';
import { SummaryTiles } from '../SummaryTiles';
import { useDocumentTitle } from '../useDocumentTitle';

export default function PractitionerDashboardPage() {
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
          <Greeting />
        </Stack>
        <SummaryTiles label="Your work at a glance" tiles={tiles} error={error} />
      </Stack>
    </Container>
  );
}
