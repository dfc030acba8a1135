import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** An instant as the practitioner reads it in their timezone: 'Mon 2 Mar 2026, 9:30 am'. */
export function formatInZone(instant: string | Date, timeZone: string): string {
  return format(new TZDate(new Date(instant).getTime(), timeZone), 'EEE d MMM yyyy, h:mm aaa');
}

/** The ISO instant of a wall-clock date and time in a timezone; '' when either is missing or malformed. */
export function instantOf(date: string, time: string, timeZone: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !clock) return '';
  const zoned = new TZDate(
    Number(day[1]),
    Number(day[2]) - 1,
    Number(day[3]),
    Number(clock[1]),
    Number(clock[2]),
    timeZone,
  );
  return Number.isNaN(zoned.getTime()) ? '' : new Date(zoned.getTime()).toISOString();
}
