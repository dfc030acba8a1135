import { useAdminSummary } from '@telehealth/api';
import { Container, Heading, Stack } from '@telehealth/ui';
import { Greeting } from '../../features/session/Greeting';
import { SummaryTiles } from '../SummaryTiles';
import { useDocumentTitle } from '../useDocumentTitle';

export default function AdminDashboardPage() {
  const { data, error } = useAdminSummary();
  useDocumentTitle('Admin Dashboard');
  const tiles = data && [
    { label: 'Patients', value: data.patients },
    { label: 'Active practitioners', value: data.activePractitioners },
    {
      label: 'Assessments awaiting review',
      value: data.assessmentsByStatus.awaiting_review + data.assessmentsByStatus.in_review,
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
          <Greeting />
        </Stack>
        <SummaryTiles label="Service at a glance" tiles={tiles} error={error} />
      </Stack>
    </Container>
  );
}
