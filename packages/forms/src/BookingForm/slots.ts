import { type AvailabilitySlot, formatDateTime, formatTimeWithZone } from '@telehealth/contract';

export interface SlotDay {
  /** 'dd/MM/yyyy' in the viewer's zone. */
  key: string;
  /** 'Thu 05/03/2026' */
  label: string;
  slots: AvailabilitySlot[];
}

const weekday = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-AU', { weekday: 'short', timeZone }).format(new Date(iso));

/** The slots grouped by the viewer's local day, in time order. */
export function slotDays(slots: readonly AvailabilitySlot[], timeZone: string): SlotDay[] {
  const days = new Map<string, SlotDay>();
  for (const slot of [...slots].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    const key = formatDateTime(slot.startsAt, { timeZone }).slice(0, 10);
    const day = days.get(key) ?? { key, label: `${weekday(slot.startsAt, timeZone)} ${key}`, slots: [] };
    day.slots.push(slot);
    days.set(key, day);
  }
  return [...days.values()];
}

/** Parts of the day the times are grouped in: before noon, noon to 5 pm, from 5 pm (docs/product/booking.md). */
export const dayPeriods = ['Morning', 'Afternoon', 'Evening'] as const;
export type DayPeriod = (typeof dayPeriods)[number];

/** The part of the viewer's day a slot starts in. */
export function slotPeriod(iso: string, timeZone: string): DayPeriod {
  const hour = Number(
    new Intl.DateTimeFormat('en-AU', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(new Date(iso)),
  );
  if (hour < 12) return 'Morning';
  return hour < 17 ? 'Afternoon' : 'Evening';
}

/** '9:00 am AEDT': the zone's short name, since patient and practitioner may be in different zones. */
export function slotTimeLabel(iso: string, timeZone: string): string {
  return formatTimeWithZone(iso, { timeZone });
}

/** 'Thu 05/03/2026 at 9:00 am AEDT' */
export function slotLabel(iso: string, timeZone: string): string {
  const day = formatDateTime(iso, { timeZone }).slice(0, 10);
  return `${weekday(iso, timeZone)} ${day} at ${slotTimeLabel(iso, timeZone)}`;
}
