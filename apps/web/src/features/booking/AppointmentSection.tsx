import { api } from '@telehealth/api';
import { APPOINTMENTS_PAGE_SIZE, type PatientAppointment } from '@telehealth/contract';
import { AppointmentList } from '@telehealth/forms';
import { Button, EmptyState, Heading, Inline, LoadState, Stack, Text } from '@telehealth/ui';
import { useState } from 'react';
import { serverError, useAction } from '../shared/useAction';

export interface AppointmentSectionProps {
  when: 'upcoming' | 'past';
  timeZone: string;
  onReschedule: (appointment: PatientAppointment) => void;
}

const titles = { upcoming: 'Upcoming', past: 'Past' } as const;
const empty = {
  upcoming: 'You have no upcoming appointments.',
  past: 'You have no past appointments.',
} as const;

/** One list of the appointments page, with its loading, empty and error states and 50 a page. */
export function AppointmentSection({ when, timeZone, onReschedule }: AppointmentSectionProps) {
  const [offset, setOffset] = useState(0);
  const { data, error, isLoading, mutate } = api.booking.myAppointments.useQuery({ query: { when, offset } });
  const cancel = api.booking.cancelAppointment.useMutation();
  const headingId = `appointments-${when}`;

  const cancelAppointment = useAction(
    (appointment: PatientAppointment) => cancel.trigger({ params: { id: appointment.id } }),
    {
      success: { title: 'Appointment cancelled', tone: 'positive' },
      failure: serverError('Failed to cancel the appointment.'),
      rethrow: true,
    },
  );

  return (
    <Stack as="section" gap="medium" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {titles[when]}
      </Heading>
      <LoadState
        pending={isLoading}
        data={data ?? null}
        error={error}
        errorTitle="Failed to load appointments. Please try again."
        describeError={() => (
          <Button variant="outline" size="sm" onClick={() => mutate()}>
            Try again
          </Button>
        )}
        loadingLabel={`Loading ${when} appointments`}
        loadingIndicator="spinner"
        empty={<EmptyState headingLevel={3} title={empty[when]} />}
        isEmpty={(page) => page.items.length === 0}
      >
        {(data) => (
          <>
            <AppointmentList
              appointments={data.items}
              timeZone={timeZone}
              onReschedule={onReschedule}
              onCancel={cancelAppointment}
            />
            {data.total > APPOINTMENTS_PAGE_SIZE ? (
              <Inline gap="small" justify="between">
                <Text tone="muted">
                  {offset + 1}–{Math.min(offset + data.items.length, data.total)} of {data.total}
                </Text>
                <Inline gap="small">
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={offset === 0}
                    onClick={() => setOffset(Math.max(0, offset - APPOINTMENTS_PAGE_SIZE))}
                  >
                    Previous
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={offset + APPOINTMENTS_PAGE_SIZE >= data.total}
                    onClick={() => setOffset(offset + APPOINTMENTS_PAGE_SIZE)}
                  >
                    Next
                  </Button>
                </Inline>
              </Inline>
            ) : null}
          </>
        )}
      </LoadState>
    </Stack>
  );
}
