import { api, useUser } from '@telehealth/api';
import { DEFAULT_TIMEZONE, formatTime, type ScheduleAppointment } from '@telehealth/contract';
import { Container, Heading, Stack } from '@telehealth/ui';
import { ConsultationEntry } from '../../features/consultation/ConsultationEntry';
import { TodayAppointments } from '../../features/schedule/TodayAppointments';
import { Greeting } from '../../features/session/Greeting';
import { SummaryTiles } from '../SummaryTiles';
import { useDocumentTitle } from '../useDocumentTitle';

/** Start consultation beside each of today's appointments (docs/product/consultations.md, On screen). */
function startConsultation(timeZone: string) {
  return {
    timeZone,
    appointmentAction: (item: ScheduleAppointment) => (
      <ConsultationEntry
        appointment={item}
        label="Start consultation"
        context={`with ${item.patientName} at ${formatTime(item.startsAt, { timeZone })}`}
        timeZone={timeZone}
      />
    ),
  };
}

export default function PractitionerDashboardPage() {
  const { data, error } = api.dashboards.practitionerSummary.useQuery();
  const { user } = useUser();
  useDocumentTitle('Practitioner Dashboard');
  const tiles = data && [
    { label: 'Review queue', value: data.pendingAssessments },
    { label: 'In review by me', value: data.inReviewByMe },
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
        {user ? <TodayAppointments {...startConsultation(user.timezone || DEFAULT_TIMEZONE)} /> : null}
      </Stack>
    </Container>
  );
}
