/** A report day ('2026-03-02', a calendar day in the clinic's zone) as an axis names it: '2 Mar'. */
const dayFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', timeZone: 'UTC' });

export function dayLabel(day: string): string {
  // Read as the calendar date it is (midnight UTC, shown in UTC), so no zone can move it to another day.
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}
