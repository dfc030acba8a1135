import { api } from '@telehealth/api';
import { Container, Heading, Spinner, Stack } from '@telehealth/ui';
import { lazy, Suspense } from 'react';
import { Greeting } from '../../features/session/Greeting';
import { SummaryTiles } from '../SummaryTiles';
import { useDocumentTitle } from '../useDocumentTitle';

// recharts loads with the charts, after the tiles: the dashboard's first paint does not wait for it.
const DashboardCharts = lazy(() => import('../../features/reports/DashboardCharts'));

export default function AdminDashboardPage() {
  const { data, error } = api.dashboards.adminSummary.useQuery();
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
        <Suspense fallback={<Spinner label="Loading charts" showLabel />}>
          <DashboardCharts />
        </Suspense>
      </Stack>
    </Container>
  );
}
