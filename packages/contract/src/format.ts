/**
 * Dates and times as Australians write them, from `Intl.DateTimeFormat` presets: one module for the web app and
 * the server's emails. Pure: every function takes the time zone to show (the viewer's own when left out) and,
 * where "today" matters, the current time.
 */

/** Anything a date can be read from: an ISO string, epoch milliseconds or a Date. */
export type DateInput = Date | string | number;

export interface ZoneOption {
  /** An IANA time zone such as 'Australia/Perth'; the runtime's own zone when left out. */
  timeZone?: string | undefined;
}

export const formatLocale = 'en-AU';

/** The zone used when a user's zone is unknown or invalid (the business is in Sydney). */
export const fallbackTimeZone = 'Australia/Sydney';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(formatLocale, options);
    formatters.set(key, cached);
  }
  return cached;
}

/** Whether `timeZone` is a zone this runtime knows. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatter({ timeZone });
    return true;
  } catch {
    return false;
  }
}

/** `timeZone` when it is a valid zone, else `fallback` (Sydney). */
export function safeTimeZone(timeZone: string | null | undefined, fallback = fallbackTimeZone): string {
  return timeZone && isValidTimeZone(timeZone) ? timeZone : fallback;
}

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// ICU puts a narrow or non-breaking space before 'am'/'pm' in some versions: one plain space everywhere.
const oddSpaces = /[\u00a0\u202f]/g;

function format(value: DateInput, options: Intl.DateTimeFormatOptions, zone: ZoneOption): string {
  const date = toDate(value);
  if (!date) return typeof value === 'string' ? value : '';
  const withZone = zone.timeZone ? { ...options, timeZone: zone.timeZone } : options;
  return formatter(withZone).format(date).replace(oddSpaces, ' ');
}

const time = { hour: 'numeric', minute: '2-digit', hour12: true } as const;

/** '05/03/2026 16:07': the contact list's 'dd/MM/yyyy HH:mm'. */
export function formatDateTime(value: DateInput, zone: ZoneOption = {}): string {
  const date = toDate(value);
  if (!date) return typeof value === 'string' ? value : '';
  const parts = formatter({
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(zone.timeZone ? { timeZone: zone.timeZone } : {}),
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/** '05/03/2026': the `dd/MM/yyyy` of every date shown to patients and staff. */
export function formatDate(value: DateInput, zone: ZoneOption = {}): string {
  return formatDateTime(value, zone).slice(0, 10);
}

/** '5 March 2026' */
export function formatLongDate(value: DateInput, zone: ZoneOption = {}): string {
  return format(value, { day: 'numeric', month: 'long', year: 'numeric' }, zone);
}

/** 'Thursday 5 March 2026' */
export function formatWeekdayDate(value: DateInput, zone: ZoneOption = {}): string {
  return format(value, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, zone);
}

/** 'Sat 10 May 2025': SMS-short, with no comma. */
export function formatShortWeekdayDate(value: DateInput, zone: ZoneOption = {}): string {
  return format(value, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }, zone).replace(
    ',',
    '',
  );
}

/** '4:07 pm' */
export function formatTime(value: DateInput, zone: ZoneOption = {}): string {
  return format(value, time, zone);
}

/** '4:07 pm AEDT': for emails, read far from the zone they were written in. */
export function formatTimeWithZone(value: DateInput, zone: ZoneOption = {}): string {
  return format(value, { ...time, timeZoneName: 'short' }, zone);
}

/** '5 March 2026 at 4:07 pm' */
export function formatLongDateTime(value: DateInput, zone: ZoneOption = {}): string {
  return format(value, { day: 'numeric', month: 'long', year: 'numeric', ...time }, zone);
}

function dayKey(date: Date, zone: ZoneOption): string {
  return formatDate(date, zone);
}

/**
 * A chat message's time: '4:07 pm' today, '5 Mar, 4:07 pm' earlier this year, '5 Mar 2025, 4:07 pm' before.
 * `now` is the current time (a parameter, so the answer never depends on when a test runs).
 */
export function formatMessageTime(value: DateInput, options: ZoneOption & { now: DateInput }): string {
  const date = toDate(value);
  const now = toDate(options.now);
  if (!date || !now) return '';
  const zone = { timeZone: options.timeZone };
  if (dayKey(date, zone) === dayKey(now, zone)) return formatTime(date, zone);
  const sameYear = dayKey(date, zone).slice(6) === dayKey(now, zone).slice(6);
  return format(
    date,
    { day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }), ...time },
    zone,
  );
}

/** AUD cents as '$5.00' (en-AU). */
export function formatAud(cents: number): string {
  return new Intl.NumberFormat(formatLocale, { style: 'currency', currency: 'AUD' }).format(cents / 100);
}
