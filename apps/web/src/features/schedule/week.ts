import { TZDate } from '@date-fns/tz';
import { addDays, format, isValid, parseISO, startOfWeek } from 'date-fns';

/** The Monday (00:00 in `timeZone`) of the week holding the calendar date `day` reads as. */
export function mondayOf(day: Date, timeZone: string): TZDate {
  return startOfWeek(new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), timeZone), {
    weekStartsOn: 1,
  });
}

/** The instants a week's appointments are asked between: its Monday 00:00 to the next Monday, in the zone. */
export function weekRange(day: Date, timeZone: string): { from: string; to: string } {
  const monday = mondayOf(day, timeZone);
  // TZDate writes its own offset; the API is asked in UTC.
  const utc = (date: Date) => new Date(date.getTime()).toISOString();
  return { from: utc(monday), to: utc(addDays(monday, 7)) };
}

/** `?week=2026-11-23` as a local calendar date; today when absent or not a date. */
export function dayOfParam(value: string | null, today: Date): Date {
  if (value && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const parsed = parseISO(value);
    if (isValid(parsed)) return parsed;
  }
  return today;
}

/** The address form of a calendar date. */
export function paramOfDay(day: Date): string {
  return format(day, 'yyyy-MM-dd');
}

/** The instants of one calendar day in `timeZone`: its midnight to the next. */
export function dayRange(day: Date, timeZone: string): { from: string; to: string } {
  const midnight = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), timeZone);
  return {
    from: new Date(midnight.getTime()).toISOString(),
    to: new Date(addDays(midnight, 1).getTime()).toISOString(),
  };
}
