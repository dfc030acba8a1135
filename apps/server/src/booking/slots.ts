import { TZDate } from '@date-fns/tz';
import { PATIENT_BOOKING_LEAD_MINUTES } from '@telehealth/contract';

/**
 * The slot engine (docs/product/booking.md): a pure function from a practitioner's week, time off, duration, hourly
 * limit and existing appointments to the instants a patient may book. Zone arithmetic is @date-fns/tz's (`TZDate`), so
 * daylight-saving changes and half-hour zones (Adelaide, Darwin) follow the IANA database.
 */

/** One range of a weekday, in the practitioner's local wall-clock minutes (0 = midnight; end exclusive, ≤ 1440). */
export interface WeeklyRange {
  /** 0 = Sunday … 6 = Saturday, as `Date.getDay()`. */
  weekday: number;
  startMinute: number;
  endMinute: number;
}

export interface InstantRange {
  startsAt: Date;
  endsAt: Date;
}

export interface BookedAppointment {
  startsAt: Date;
  durationMinutes: number;
}

/** The patient's lead time, the default; an admin's is the contract's `ADMIN_BOOKING_LEAD_MINUTES`. */
export const BOOKING_LEAD_MINUTES = PATIENT_BOOKING_LEAD_MINUTES;
export const BOOKING_HORIZON_DAYS = 14;

export interface SlotInput {
  /** The practitioner's IANA zone; the weekly ranges and the clock hours of the limit are in it. */
  timeZone: string;
  weekly: readonly WeeklyRange[];
  timeOff: readonly InstantRange[];
  durationMinutes: number;
  /** At most this many appointments start in any clock hour (the practitioner's local hour). */
  hourlyLimit: number;
  /** Live (scheduled) appointments of the practitioner. */
  existing: readonly BookedAppointment[];
  now: Date;
  /**
   * Narrow the answer to [from, to); the lead time and the horizon still apply, and a start at or before `now` (one
   * that has started) is never a slot, whatever the lead.
   */
  from?: Date;
  to?: Date;
  /** Minutes a start must be ahead of `now`: the patient's 2 hours by default, 0 for an admin. */
  leadMinutes?: number;
  horizonDays?: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The instant of a local wall-clock time; a time inside a spring-forward gap moves forward, as TZDate does. */
export function zonedInstant(
  timeZone: string,
  year: number,
  month: number,
  day: number,
  minute: number,
): Date {
  return new Date(new TZDate(year, month, day, Math.floor(minute / 60), minute % 60, timeZone).getTime());
}

/** The instant the local clock hour holding `at` began (the repeated hour of a fall-back day counts twice). */
export function clockHourStart(at: Date, timeZone: string): number {
  const local = new TZDate(at.getTime(), timeZone);
  return at.getTime() - (local.getMinutes() * 60 + local.getSeconds()) * 1000 - local.getMilliseconds();
}

function overlaps(startA: number, endA: number, startB: number, endB: number): boolean {
  return startA < endB && startB < endA;
}

/** Every bookable start, as UTC instants in time order. */
export function computeSlots(input: SlotInput): Date[] {
  const lead = (input.leadMinutes ?? BOOKING_LEAD_MINUTES) * MINUTE;
  const horizon = (input.horizonDays ?? BOOKING_HORIZON_DAYS) * DAY;
  const duration = input.durationMinutes * MINUTE;
  if (duration <= 0 || input.hourlyLimit < 1) return [];
  // With no lead (an admin's), a start exactly at `now` has started: the first slot is the next millisecond's.
  const earliest = Math.max(
    input.now.getTime() + Math.max(lead, 1),
    input.from?.getTime() ?? Number.NEGATIVE_INFINITY,
  );
  const latest = Math.min(input.now.getTime() + horizon, input.to?.getTime() ?? Number.POSITIVE_INFINITY);
  if (earliest >= latest) return [];

  const startsPerHour = new Map<number, number>();
  for (const appointment of input.existing) {
    const hour = clockHourStart(appointment.startsAt, input.timeZone);
    startsPerHour.set(hour, (startsPerHour.get(hour) ?? 0) + 1);
  }
  const busy = [
    ...input.existing.map(
      (a) => [a.startsAt.getTime(), a.startsAt.getTime() + a.durationMinutes * MINUTE] as const,
    ),
    ...input.timeOff.map((t) => [t.startsAt.getTime(), t.endsAt.getTime()] as const),
  ];

  const found = new Set<number>();
  // Walk the practitioner's local calendar days from the day before `earliest` (a range may end after midnight
  // UTC) to the day of `latest`.
  const first = new TZDate(earliest - DAY, input.timeZone);
  let year = first.getFullYear();
  let month = first.getMonth();
  let day = first.getDate();
  for (let guard = 0; guard < 400; guard += 1) {
    const noon = new TZDate(year, month, day, 12, 0, input.timeZone);
    if (zonedInstant(input.timeZone, year, month, day, 0).getTime() >= latest) break;
    const weekday = noon.getDay();
    for (const range of input.weekly) {
      if (range.weekday !== weekday || range.endMinute <= range.startMinute) continue;
      const rangeStart = zonedInstant(input.timeZone, year, month, day, range.startMinute).getTime();
      const rangeEnd = zonedInstant(input.timeZone, year, month, day, range.endMinute).getTime();
      for (let start = rangeStart; start + duration <= rangeEnd; start += duration) {
        if (start < earliest || start >= latest) continue;
        if (busy.some(([s, e]) => overlaps(start, start + duration, s, e))) continue;
        const hour = clockHourStart(new Date(start), input.timeZone);
        if ((startsPerHour.get(hour) ?? 0) >= input.hourlyLimit) continue;
        found.add(start);
      }
    }
    const next = new TZDate(year, month, day + 1, 12, 0, input.timeZone);
    year = next.getFullYear();
    month = next.getMonth();
    day = next.getDate();
  }
  return [...found].sort((a, b) => a - b).map((ms) => new Date(ms));
}

/** Whether `startsAt` is one of the engine's slots (the booking check, run under the practitioner's lock). */
export function isSlot(input: SlotInput, startsAt: Date): boolean {
  const at = startsAt.getTime();
  return computeSlots({ ...input, from: new Date(at), to: new Date(at + 1) }).some(
    (slot) => slot.getTime() === at,
  );
}

/** 'First available' offers at most one time in each quarter hour of the clock (docs/product/booking.md). */
export const FIRST_AVAILABLE_STEP_MINUTES = 15;

/**
 * The starts 'First available' offers, from every practitioner's starts (UTC milliseconds, in any order, repeats
 * allowed): the earliest in each quarter hour of the clock, so that practitioners on different grids (15 and 20
 * minutes, say) make one even list instead of 9:00, 9:15, 9:20, 9:30, 9:40. Every zone's offset is a whole number
 * of quarter hours, so UTC's quarter hours are every zone's, Adelaide's and Darwin's included.
 */
export function firstAvailableStarts(starts: Iterable<number>): number[] {
  const step = FIRST_AVAILABLE_STEP_MINUTES * MINUTE;
  const earliest = new Map<number, number>();
  for (const at of starts) {
    const quarter = Math.floor(at / step);
    const kept = earliest.get(quarter);
    if (kept === undefined || at < kept) earliest.set(quarter, at);
  }
  return [...earliest.values()].sort((a, b) => a - b);
}
