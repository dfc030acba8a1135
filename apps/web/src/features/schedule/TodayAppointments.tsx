import { TZDate } from '@date-fns/tz';
import { api } from '@telehealth/api';
import { formatTime, type ScheduleAppointment } from '@telehealth/contract';
import { Card, EmptyState, Heading, Inline, Link, List, LoadState, Stack, Text } from '@telehealth/ui';
import type { ReactNode } from 'react';
import { RouterLink } from '../../frames/RouterLink';
import { dayRange } from './week';

export interface TodayAppointmentsProps {
  /** The practitioner's zone: their day and its times. */
  timeZone: string;
  /** What each appointment offers beside it (the page's Start consultation). */
  appointmentAction?: (item: ScheduleAppointment) => ReactNode;
}

/** Today's appointments (the practitioner's day, in their zone), soonest first, for the dashboard. */
export function TodayAppointments({ timeZone, appointmentAction }: TodayAppointmentsProps) {
  const today = new TZDate(Date.now(), timeZone);
  const { data, error, isLoading } = api.practitioner.practitionerAppointments.useQuery(
    { query: dayRange(new Date(today.getFullYear(), today.getMonth(), today.getDate()), timeZone) },
    { keepPreviousData: true },
  );
  const items = (data?.items ?? []).filter((item) => item.status !== 'cancelled');
  return (
    <Card as="section" aria-labelledby="today-heading">
      <Stack gap="medium">
        <Heading level={2} size="small" id="today-heading">
          Today’s appointments
        </Heading>
        <LoadState
          // A day kept from before (while today's loads) is not today's.
          data={isLoading ? undefined : data}
          error={error}
          errorTitle="Today’s appointments could not be loaded"
          loadingLabel="Loading today’s appointments"
          skeletonLines={3}
          empty={<EmptyState title="No appointments today" />}
          isEmpty={() => items.length === 0}
        >
          {() => (
            <List>
              {items.map((item) => (
                <li key={item.id}>
                  <Inline gap="medium" justify="between">
                    <Text>{`${formatTime(item.startsAt, { timeZone })} · ${item.patientName} · ${item.durationMinutes} min`}</Text>
                    {appointmentAction?.(item)}
                  </Inline>
                </li>
              ))}
            </List>
          )}
        </LoadState>
        <Link asChild>
          <RouterLink href="/practitioner/schedule">Open your schedule</RouterLink>
        </Link>
      </Stack>
    </Card>
  );
}
