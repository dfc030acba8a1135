import { TZDate } from '@date-fns/tz';
import { type AvailabilityRange, minutesOfTime, timeOfMinutes, weekdayOrder } from '@telehealth/contract';
import { type WeeklyRange, zonedInstant } from '../booking';

/**
 * The schedule's pure rules: ranges between the wire ('HH:MM') and the table (minutes), and which booked
 * appointments a new week or a time off leaves out. Zone arithmetic is @date-fns/tz's, as in the slot engine, so
 * a range means the same wall-clock hours here as there (daylight saving and half-hour zones included).
 */

const MINUTE = 60_000;

export interface TimedAppointment {
  startsAt: Date;
  durationMinutes: number;
}

/** The table's rows as the wire's ranges: Monday first (the editor's order), then by start. */
export function rangesOfRows(rows: readonly WeeklyRange[]): AvailabilityRange[] {
  const dayIndex = (weekday: number) => (weekdayOrder as readonly number[]).indexOf(weekday);
  return [...rows]
    .sort((a, b) => dayIndex(a.weekday) - dayIndex(b.weekday) || a.startMinute - b.startMinute)
    .map((row) => ({
      weekday: row.weekday,
      start: timeOfMinutes(row.startMinute),
      end: timeOfMinutes(row.endMinute),
    }));
}

/** The wire's ranges as the table's minutes. */
export function rowsOfRanges(ranges: readonly AvailabilityRange[]): WeeklyRange[] {
  return ranges.map((range) => ({
    weekday: range.weekday,
    startMinute: minutesOfTime(range.start),
    endMinute: minutesOfTime(range.end),
  }));
}

/**
 * Whether an appointment lies entirely inside one range of its local weekday: the range's instants on the
 * appointment's local date are computed as the slot engine computes them, so every slot the engine offered under
 * the same week passes.
 */
export function fitsWeek(
  appointment: TimedAppointment,
  weekly: readonly WeeklyRange[],
  timeZone: string,
): boolean {
  const start = appointment.startsAt.getTime();
  const end = start + appointment.durationMinutes * MINUTE;
  const local = new TZDate(start, timeZone);
  const [year, month, day, weekday] = [
    local.getFullYear(),
    local.getMonth(),
    local.getDate(),
    local.getDay(),
  ];
  return weekly.some(
    (range) =>
      range.weekday === weekday &&
      zonedInstant(timeZone, year, month, day, range.startMinute).getTime() <= start &&
      end <= zonedInstant(timeZone, year, month, day, range.endMinute).getTime(),
  );
}

/** The appointments a new week leaves outside its hours. */
export function outsideWeek<T extends TimedAppointment>(
  appointments: readonly T[],
  weekly: readonly WeeklyRange[],
  timeZone: string,
): T[] {
  return appointments.filter((appointment) => !fitsWeek(appointment, weekly, timeZone));
}

/** The appointments that overlap a time off [startsAt, endsAt). */
export function insideTimeOff<T extends TimedAppointment>(
  appointments: readonly T[],
  timeOff: { startsAt: Date; endsAt: Date },
): T[] {
  return appointments.filter((appointment) => {
    const start = appointment.startsAt.getTime();
    const end = start + appointment.durationMinutes * MINUTE;
    return start < timeOff.endsAt.getTime() && timeOff.startsAt.getTime() < end;
  });
}
