import type { WeekAgendaItem } from './WeekAgenda';

/** Monday 24 November 2025, as a calendar date. */
export const sampleWeekStart = new Date(2025, 10, 24);
/** Wednesday of that week, midday in Sydney. */
export const sampleToday = new Date('2025-11-26T01:00:00Z');
export const sampleTimeZone = 'Australia/Sydney';

/** A week of appointments, as UTC instants (Sydney is UTC+11 in November). */
export const sampleItems: WeekAgendaItem[] = [
  // 09:30 Monday in Sydney is still Sunday in UTC.
  {
    id: 1,
    startsAt: '2025-11-23T22:30:00Z',
    title: 'Alex Citizen',
    meta: 'Video consultation',
    tone: 'positive',
  },
  { id: 2, startsAt: '2025-11-24T03:00:00Z', title: 'Sam Nguyen', meta: 'Phone consultation', tone: 'info' },
  { id: 3, startsAt: '2025-11-23T23:15:00Z', title: 'Jordan Lee', meta: 'Follow-up' },
  {
    id: 4,
    startsAt: '2025-11-26T05:45:00Z',
    title: 'Priya Sharma',
    meta: 'Cancelled by patient',
    tone: 'critical',
  },
  { id: 5, startsAt: '2025-11-28T00:00:00Z', title: 'Chris Taylor', meta: 'Video consultation' },
  // Outside the week: Monday 1 December in Sydney.
  { id: 6, startsAt: '2025-11-30T13:30:00Z', title: 'Dana Brown' },
];
