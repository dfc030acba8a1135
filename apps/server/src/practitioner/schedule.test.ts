import { describe, expect, it } from 'vitest';
import { fitsWeek, insideTimeOff, outsideWeek, rangesOfRows, rowsOfRanges } from './schedule';

const at = (iso: string, durationMinutes = 15) => ({ startsAt: new Date(iso), durationMinutes });
const nineToFive = (weekday: number) => ({ weekday, startMinute: 9 * 60, endMinute: 17 * 60 });

describe('fitsWeek', () => {
  it("reads the appointment's local weekday and time in the practitioner's zone", () => {
    // Monday 2 March 2026, 9:00 in Sydney (UTC+11) is Sunday 22:00 UTC.
    expect(fitsWeek(at('2026-03-01T22:00:00Z'), [nineToFive(1)], 'Australia/Sydney')).toBe(true);
    expect(fitsWeek(at('2026-03-01T21:59:00Z'), [nineToFive(1)], 'Australia/Sydney')).toBe(false);
    // It must end inside the range too: 16:50 + 15 minutes runs past 17:00.
    expect(fitsWeek(at('2026-03-02T05:50:00Z'), [nineToFive(1)], 'Australia/Sydney')).toBe(false);
    expect(fitsWeek(at('2026-03-02T05:45:00Z'), [nineToFive(1)], 'Australia/Sydney')).toBe(true);
  });

  it('follows daylight saving and half-hour zones', () => {
    // Sydney leaves daylight saving on Sunday 5 April 2026: Monday 6 April 9:00 is 23:00 UTC (UTC+10).
    expect(fitsWeek(at('2026-04-05T23:00:00Z'), [nineToFive(1)], 'Australia/Sydney')).toBe(true);
    expect(fitsWeek(at('2026-04-05T22:00:00Z'), [nineToFive(1)], 'Australia/Sydney')).toBe(false);
    // Darwin is UTC+9:30 all year: Monday 9:00 is Sunday 23:30 UTC.
    expect(fitsWeek(at('2026-03-01T23:30:00Z'), [nineToFive(1)], 'Australia/Darwin')).toBe(true);
    expect(fitsWeek(at('2026-03-01T23:15:00Z'), [nineToFive(1)], 'Australia/Darwin')).toBe(false);
  });

  it('a range to 24:00 holds an appointment ending at midnight', () => {
    const evening = { weekday: 1, startMinute: 20 * 60, endMinute: 24 * 60 };
    // Monday 23:45 in Brisbane (UTC+10) is 13:45 UTC.
    expect(fitsWeek(at('2026-03-02T13:45:00Z'), [evening], 'Australia/Brisbane')).toBe(true);
    expect(fitsWeek(at('2026-03-02T13:50:00Z'), [evening], 'Australia/Brisbane')).toBe(false);
  });
});

describe('outsideWeek and insideTimeOff', () => {
  it('lists only what falls out', () => {
    const inHours = at('2026-03-01T22:00:00Z');
    const sunday = at('2026-03-01T01:00:00Z');
    expect(outsideWeek([inHours, sunday], [nineToFive(1)], 'Australia/Sydney')).toEqual([sunday]);
    expect(outsideWeek([inHours], [], 'Australia/Sydney')).toEqual([inHours]);
  });

  it('counts an overlap of any minute, not a touch', () => {
    const appointment = at('2026-03-02T00:00:00Z');
    const off = (from: string, to: string) => ({ startsAt: new Date(from), endsAt: new Date(to) });
    expect(insideTimeOff([appointment], off('2026-03-02T00:14:00Z', '2026-03-02T02:00:00Z'))).toHaveLength(1);
    expect(insideTimeOff([appointment], off('2026-03-02T00:15:00Z', '2026-03-02T02:00:00Z'))).toHaveLength(0);
    expect(insideTimeOff([appointment], off('2026-03-01T20:00:00Z', '2026-03-02T00:00:00Z'))).toHaveLength(0);
  });
});

describe('ranges', () => {
  it('sorts Monday first, then by start, and round-trips minutes', () => {
    const rows = [
      { weekday: 0, startMinute: 600, endMinute: 660 },
      { weekday: 1, startMinute: 780, endMinute: 1440 },
      { weekday: 1, startMinute: 540, endMinute: 720 },
    ];
    const ranges = rangesOfRows(rows);
    expect(ranges).toEqual([
      { weekday: 1, start: '09:00', end: '12:00' },
      { weekday: 1, start: '13:00', end: '24:00' },
      { weekday: 0, start: '10:00', end: '11:00' },
    ]);
    expect(rangesOfRows(rowsOfRanges(ranges))).toEqual(ranges);
  });
});
