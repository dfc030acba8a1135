import { TZDate } from '@date-fns/tz';
import { api } from '@telehealth/api';
import { formatTime } from '@telehealth/contract';
import { Card, EmptyState, Heading, Link, List, LoadState, Stack, Text } from '@telehealth/ui';
import { RouterLink } from '../../frames/RouterLink';
import { dayRange } from './week';

/** Today's appointments (the practitioner's day, in their zone), soonest first, for the dashboard. */
export function TodayAppointments({ timeZone }: { timeZone: string }) {
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
                  <Text>{`${formatTime(item.startsAt, { timeZone })} · ${item.patientName} · ${item.durationMinutes} min`}</Text>
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
