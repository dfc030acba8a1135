import { api } from '@telehealth/api';
import { appointmentOutcomeLabels, formatTime, type ScheduleAppointment } from '@telehealth/contract';
import { Button, Heading, Inline, Link, LoadState, Stack, Text } from '@telehealth/ui';
import { Calendar, WeekAgenda, type WeekAgendaItem } from '@telehealth/ui/calendar';
import { addDays } from 'date-fns';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { RouterLink } from '../../frames/RouterLink';
import { thrownMessage, useAction } from '../shared/useAction';
import { dayOfParam, mondayOf, paramOfDay, weekRange } from './week';

const statusWords: Record<ScheduleAppointment['status'], string> = {
  scheduled: 'Scheduled',
  completed: 'Completed',
  no_show: 'No-show',
  cancelled: 'Cancelled',
  rescheduled: 'Rescheduled',
};
const tones: Record<ScheduleAppointment['status'], WeekAgendaItem['tone']> = {
  scheduled: 'info',
  completed: 'positive',
  no_show: 'critical',
  cancelled: 'neutral',
  rescheduled: 'neutral',
};

export interface WeekScheduleProps {
  /** The practitioner's timezone: the week and its times are theirs. */
  timeZone: string;
  /** What each appointment offers besides its marks (the page's Start consultation). */
  appointmentAction?: (item: ScheduleAppointment) => ReactNode;
}

/**
 * A week of the practitioner's appointments (the week kept in `?week=`): a calendar to pick the week, the week's
 * days, and on each appointment that has started, 'Completed' and 'No-show'.
 */
export function WeekSchedule({ timeZone, appointmentAction }: WeekScheduleProps) {
  const [params, setParams] = useSearchParams();
  const now = new Date();
  const day = dayOfParam(params.get('week'), now);
  // The week shown stays while the next one loads.
  const { data, error } = api.practitioner.practitionerAppointments.useQuery(
    { query: weekRange(day, timeZone) },
    { keepPreviousData: true },
  );
  const outcome = api.practitioner.setAppointmentOutcome.useMutation();
  const goTo = (next: Date) =>
    setParams((current) => ({ ...Object.fromEntries(current), week: paramOfDay(next) }));
  const monday = mondayOf(day, timeZone);

  const mark = useAction(
    (item: ScheduleAppointment, status: 'completed' | 'no_show') =>
      outcome.trigger({ params: { id: item.id }, body: { status } }),
    {
      success: (_, _item, status) => ({
        title: `Marked ${appointmentOutcomeLabels[status].toLowerCase()}`,
        tone: 'positive',
      }),
      failure: (error) => ({
        title: 'The appointment was not marked',
        description: thrownMessage(error),
        tone: 'critical',
      }),
    },
  );

  const items: WeekAgendaItem[] = (data?.items ?? []).map((item) => {
    const time = formatTime(item.startsAt, { timeZone });
    const started = new Date(item.startsAt).getTime() <= now.getTime();
    return {
      id: item.id,
      startsAt: item.startsAt,
      title: item.patientName,
      meta: `${item.durationMinutes} min · ${statusWords[item.status]}`,
      tone: tones[item.status],
      actions: (
        <Inline gap="xsmall">
          {appointmentAction?.(item)}
          {item.status === 'scheduled' && started
            ? (['completed', 'no_show'] as const).map((status) => (
                <Button
                  key={status}
                  size="sm"
                  variant="outline"
                  disabled={outcome.isMutating}
                  aria-label={`Mark ${item.patientName} at ${time} ${appointmentOutcomeLabels[status].toLowerCase()}`}
                  onClick={() => void mark(item, status)}
                >
                  {appointmentOutcomeLabels[status]}
                </Button>
              ))
            : null}
          <Link asChild>
            <RouterLink href={`/practitioner/messages?with=${item.patientId}`}>
              {`Message ${item.patientName}`}
            </RouterLink>
          </Link>
        </Inline>
      ),
    };
  });
  // The agenda draws its own week of placeholders while the appointments load.
  const agenda = (loading: boolean) => (
    <WeekAgenda
      weekStart={day}
      timeZone={timeZone}
      items={items}
      isLoading={loading}
      label="Appointments this week"
      headingLevel={4}
    />
  );

  return (
    <Stack gap="large">
      <Inline gap="large" align="start">
        <Calendar
          label="Choose a week"
          selectedWeek={day}
          defaultMonth={day}
          onSelect={(picked) => picked && goTo(picked)}
        />
        <Stack gap="small">
          <Button variant="outline" size="sm" onClick={() => goTo(addDays(day, -7))}>
            Previous week
          </Button>
          <Button variant="outline" size="sm" onClick={() => goTo(now)}>
            This week
          </Button>
          <Button variant="outline" size="sm" onClick={() => goTo(addDays(day, 7))}>
            Next week
          </Button>
        </Stack>
      </Inline>
      <Stack gap="small">
        <Heading level={3} size="small">
          {`Week of ${monday.getDate()} ${monday.toLocaleString('en-AU', { month: 'long', year: 'numeric' })}`}
        </Heading>
        <Text tone="muted">{`Times are in ${timeZone}.`}</Text>
        <LoadState
          data={data}
          error={error}
          errorTitle="Your appointments could not be loaded"
          placeholder={agenda(true)}
        >
          {() => agenda(false)}
        </LoadState>
      </Stack>
    </Stack>
  );
}
