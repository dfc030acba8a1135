import {
  consultationWindow,
  formatDate,
  formatTimeWithZone,
  type PatientAppointment,
} from '@telehealth/contract';
import { Card, Heading, Inline, Stack, Text } from '@telehealth/ui';
import { useId } from 'react';
import { ConsultationEntry } from './ConsultationEntry';

function windowState(appointment: PatientAppointment, now: Date) {
  const endsAt = new Date(new Date(appointment.startsAt).getTime() + appointment.durationMinutes * 60_000);
  return consultationWindow({ ...appointment, endsAt }, now).state;
}

export interface JoinableConsultationsProps {
  /** The patient's upcoming appointments: each still to open gets Join (off until it opens). */
  upcoming?: readonly PatientAppointment[];
  /** The patient's past ones (started): only those under way, whose room is still open. */
  past?: readonly PatientAppointment[];
  timeZone: string;
  /** A heading over the list, in a card of its own (the appointments page); none inside another card. */
  title?: string;
}

/**
 * The patient's consultations still to be held, each with Join consultation (docs/product/consultations.md, On
 * screen): when, with whom, and the button, on from 10 minutes before the start until 30 minutes after the end.
 */
export function JoinableConsultations({
  upcoming = [],
  past = [],
  timeZone,
  title,
}: JoinableConsultationsProps) {
  const headingId = useId();
  const now = new Date();
  const joinable = [
    ...past.filter((appointment) => windowState(appointment, now) === 'open'),
    ...upcoming.filter((appointment) => ['open', 'early'].includes(windowState(appointment, now))),
  ];
  if (joinable.length === 0) return null;
  const list = (
    <Stack as="ul" gap="medium" aria-label="Video consultations">
      {joinable.map((appointment) => {
        const when = `${formatDate(appointment.startsAt, { timeZone })} at ${formatTimeWithZone(appointment.startsAt, { timeZone })}`;
        return (
          <li key={appointment.id}>
            <Inline gap="medium" justify="between" align="center">
              <Text>{`Dr. ${appointment.practitionerName} · ${when}`}</Text>
              <ConsultationEntry
                appointment={appointment}
                label="Join consultation"
                context={`with Dr. ${appointment.practitionerName} on ${when}`}
                timeZone={timeZone}
              />
            </Inline>
          </li>
        );
      })}
    </Stack>
  );
  if (!title) return list;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack gap="medium">
        <Heading level={2} size="small" id={headingId}>
          {title}
        </Heading>
        {list}
      </Stack>
    </Card>
  );
}
