import {
  formatDate,
  formatDateTime,
  type PractitionerDetails,
  type ReviewStatistics,
  type ScheduleAppointment,
  type TimeOff,
  weekdayNames,
  weekdayOrder,
} from '@telehealth/contract';
import { AppointmentStatusBadge } from '@telehealth/forms';
import { Grid, Link, Stack, Text } from '@telehealth/ui';
import { DetailList } from '../../frames/DetailList';
import { RouterLink } from '../../frames/RouterLink';
import { SectionCard } from '../../frames/SectionCard';
import { RecordSection } from '../shared/RecordSection';
import { RecordTableSection } from '../shared/RecordTable';
import { useViewerZone } from '../shared/useViewerZone';

/** '2 h 5 min', '35 min', or '—' with nothing decided. */
function formatWait(seconds: number | null): string {
  if (seconds === null) return '—';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.round(hours / 24)} days`;
}

function ReviewCard({ id, title, statistics }: { id: string; title: string; statistics: ReviewStatistics }) {
  return (
    <SectionCard id={id} title={title} level={3}>
      <DetailList
        rows={[
          ['Approved', String(statistics.approved)],
          ['Declined', String(statistics.declined)],
          ['In review', String(statistics.inReview)],
          ['Average time to decide', formatWait(statistics.averageDecisionSeconds)],
        ]}
      />
    </SectionCard>
  );
}

/**
 * `/admin/practitioner-details/{practitionerId}` (docs/product/admin.md): the weekly hours and time off (in the
 * practitioner's timezone), appointments from two weeks ago to four weeks ahead, and review statistics.
 */
export function PractitionerWorkload({ details }: { details: PractitionerDetails }) {
  const zone = useViewerZone();
  const theirs = { timeZone: details.schedule.timezone };
  const days = weekdayOrder.map((weekday) => ({
    weekday,
    ranges: details.schedule.ranges.filter((range) => range.weekday === weekday),
  }));
  return (
    <Stack gap="large">
      <RecordSection title="Review statistics">
        <Grid columns={{ mobile: '1', tablet: '2' }} gap="medium">
          <ReviewCard
            id="reviews-month"
            title={`This month (since ${formatDate(details.reviews.monthStartsAt, theirs)})`}
            statistics={details.reviews.thisMonth}
          />
          <ReviewCard id="reviews-all" title="All time" statistics={details.reviews.allTime} />
        </Grid>
      </RecordSection>
      <SectionCard id="weekly-hours" title="Weekly hours">
        <Text
          tone="muted"
          size="small"
        >{`In the practitioner's timezone, ${details.schedule.timezone}.`}</Text>
        <DetailList
          rows={days.map(({ weekday, ranges }) => [
            weekdayNames[weekday],
            ranges.length ? ranges.map((range) => `${range.start}–${range.end}`).join(', ') : 'Unavailable',
          ])}
        />
      </SectionCard>
      <RecordTableSection
        title="Time off"
        rows={details.timeOff}
        rowKey={(entry) => entry.id}
        emptyTitle="No time off planned"
        columns={[
          {
            header: 'From',
            nowrap: true,
            cell: (entry: TimeOff) => formatDateTime(entry.startsAt, theirs),
          },
          { header: 'To', nowrap: true, cell: (entry: TimeOff) => formatDateTime(entry.endsAt, theirs) },
          { header: 'Reason', cell: (entry: TimeOff) => entry.reason ?? '—' },
        ]}
      />
      <RecordTableSection
        title="Appointments"
        note="From two weeks ago to four weeks ahead."
        rows={details.appointments}
        rowKey={(appointment) => appointment.id}
        emptyTitle="No appointments in these six weeks"
        columns={[
          {
            header: 'When',
            nowrap: true,
            cell: (appointment: ScheduleAppointment) => formatDateTime(appointment.startsAt, zone),
          },
          {
            header: 'Patient',
            cell: (appointment: ScheduleAppointment) => (
              <Link asChild>
                <RouterLink href={`/admin/patients/${appointment.patientId}`}>
                  {appointment.patientName}
                </RouterLink>
              </Link>
            ),
          },
          {
            header: 'Length',
            cell: (appointment: ScheduleAppointment) => `${appointment.durationMinutes} minutes`,
          },
          {
            header: 'Status',
            cell: (appointment: ScheduleAppointment) => (
              <AppointmentStatusBadge status={appointment.status} />
            ),
          },
        ]}
      />
    </Stack>
  );
}
