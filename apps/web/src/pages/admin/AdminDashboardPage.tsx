import { useAdminSummary, useUser } from '@telehealth/api';
import { Container, Heading, Stack, Text } from '@telehealth/ui';
import { SummaryTiles } from '../SummaryTiles';
import { useDocumentTitle } from '../useDocumentTitle';

export default function AdminDashboardPage() {
  const { user } = useUser();
  const { data, error } = useAdminSummary();
  useDocumentTitle('Admin Dashboard');
  const tiles = data && [
    { label: 'Patients', value: data.patients },
    { label: 'Active practitioners', value: data.activePractitioners },
    {
      label: 'Assessments awaiting review',
      value: data.assessmentsByStatus.pending + data.assessmentsByStatus.in_review,
    },
    { label: 'Upcoming appointments', value: data.upcomingAppointments },
    { label: 'Prescriptions', value: data.prescriptions },
    { label: 'New contact submissions', value: data.newContactSubmissions },
  ];
  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Stack gap="xsmall">
          <Heading level={1}>Admin Dashboard</Heading>
          {user ? <Text tone="muted">Welcome back, {user.firstName}.</Text> : null}
        </Stack>
        <SummaryTiles label="Service at a glance" tiles={tiles} error={error} />
      </Stack>
    </Container>
  );
}
