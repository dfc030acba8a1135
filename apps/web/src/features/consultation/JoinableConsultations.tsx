import {
  consultationWindow,
  formatDate,
  formatTimeWithZone,
  type PatientAppointment,
} from '@telehealth/contract';
import { Card, Heading, Inline, Stack, Text } from '@telehealth/ui';
import { useId } from 'react';
import { ConsultationEntry } from './ConsultationEntry';

/** Whether the appointment's room is open now or still to open: Join shows (on or off) for it. */
export function isJoinable(appointment: PatientAppointment, now: Date = new Date()): boolean {
  const endsAt = new Date(new Date(appointment.startsAt).getTime() + appointment.durationMinutes * 60_000);
  const { state } = consultationWindow({ ...appointment, endsAt }, now);
  return state === 'open' || state === 'early';
}

export interface JoinableConsultationsProps {
  /** The patient's appointments; those whose room has closed, or never opens, are left out. */
  appointments: readonly PatientAppointment[];
  timeZone: string;
  /** A heading over the list, in a card of its own (the appointments page); none inside another card. */
  title?: string;
}

/**
 * The patient's consultations still to be held, each with Join consultation (docs/product/consultations.md, On
 * screen): when, with whom, and the button, on from 10 minutes before the start until 30 minutes after the end.
 */
export function JoinableConsultations({ appointments, timeZone, title }: JoinableConsultationsProps) {
  const headingId = useId();
  const now = new Date();
  const joinable = appointments.filter((appointment) => isJoinable(appointment, now));
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
