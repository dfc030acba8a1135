import { consultationWindow, formatDate, formatTime } from '@telehealth/contract';
import { Button, Stack, Text } from '@telehealth/ui';
import { useEffect, useId, useState } from 'react';
import { RouterLink } from '../../frames/RouterLink';

/** The appointment as the entry reads it: its booked start, its length and its status. */
export interface ConsultationEntryAppointment {
  id: number;
  startsAt: string;
  durationMinutes: number;
  status: 'scheduled' | 'completed' | 'no_show' | 'cancelled' | 'rescheduled';
}

export interface ConsultationEntryProps {
  appointment: ConsultationEntryAppointment;
  /** 'Join consultation' for the patient, 'Start consultation' for the practitioner. */
  label: 'Join consultation' | 'Start consultation';
  /** Who the consultation is with and when, appended to the button's name when a list holds several. */
  context?: string;
  /** The viewer's IANA zone: the opening time is theirs. */
  timeZone: string;
  /**
   * Before the window: the button, off, with the time it opens ('disabled', the default), or nothing ('hidden',
   * where a narrow place such as a week's day column has no room for it).
   */
  beforeOpening?: 'disabled' | 'hidden';
}

/** Where the room of an appointment is. */
export function consultationPath(appointmentId: number): string {
  return `/consultations/${appointmentId}`;
}

/** 'Opens at 2:50 pm' on the opening's own day (in the viewer's zone), else 'Opens on 04/09/2026 at 10:50 am'. */
export function opensAtWords(opensAt: Date, now: Date, timeZone: string): string {
  const time = formatTime(opensAt, { timeZone });
  const day = formatDate(opensAt, { timeZone });
  return day === formatDate(now, { timeZone }) ? `Opens at ${time}` : `Opens on ${day} at ${time}`;
}

/** The instant the consultation's window next changes (its opening, then its close), or null when it has closed. */
function nextEdge(opensAt: Date, closesAt: Date, now: number): number | null {
  if (now < opensAt.getTime()) return opensAt.getTime();
  if (now < closesAt.getTime()) return closesAt.getTime();
  return null;
}

/** The longest a browser timer may wait (about 24.8 days); a longer wait is taken in steps. */
const longestTimer = 2_147_483_647;

/**
 * Join or Start for an appointment, by the room's window (docs/product/consultations.md, On screen): a link to the
 * room while it is open; before, the button shows but does nothing, with the time it opens, which a screen reader
 * reads with it (`aria-disabled` keeps it in the tab order, where `disabled` would hide it); afterwards, nothing.
 * It turns itself on and off at the window's edges.
 */
export function ConsultationEntry({
  appointment,
  label,
  context,
  timeZone,
  beforeOpening = 'disabled',
}: ConsultationEntryProps) {
  const hintId = useId();
  const [now, setNow] = useState(() => Date.now());
  const endsAt = new Date(new Date(appointment.startsAt).getTime() + appointment.durationMinutes * 60_000);
  const room = consultationWindow(
    { startsAt: appointment.startsAt, endsAt, status: appointment.status },
    new Date(now),
  );
  const edge = nextEdge(room.opensAt, room.closesAt, now);
  useEffect(() => {
    if (edge === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(longestTimer, Math.max(0, edge - now)));
    return () => clearTimeout(timer);
  }, [edge, now]);

  const name = context ? `${label} ${context}` : undefined;
  if (room.state === 'open')
    return (
      <Button asChild size="sm">
        <RouterLink href={consultationPath(appointment.id)} aria-label={name}>
          {label}
        </RouterLink>
      </Button>
    );
  if (room.state !== 'early' || beforeOpening === 'hidden') return null;
  return (
    <Stack gap="xsmall" align="start">
      <Button size="sm" variant="outline" aria-disabled="true" aria-label={name} aria-describedby={hintId}>
        {label}
      </Button>
      <Text id={hintId} size="small" tone="muted">
        {opensAtWords(room.opensAt, new Date(now), timeZone)}
      </Text>
    </Stack>
  );
}
