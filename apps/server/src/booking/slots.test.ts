import { describe, expect, it } from 'vitest';
import { clockHourStart, computeSlots, firstAvailableStarts, isSlot, type SlotInput } from './slots';

const MONDAY = 1;
const SUNDAY = 0;
const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

function input(overrides: Partial<SlotInput>): SlotInput {
  return {
    timeZone: 'Australia/Sydney',
    weekly: [{ weekday: MONDAY, startMinute: 9 * 60, endMinute: 10 * 60 }],
    timeOff: [],
    durationMinutes: 60,
    hourlyLimit: 4,
    existing: [],
    now: new Date('2026-03-28T00:00:00Z'),
    ...overrides,
  };
}

describe('slot engine across the April daylight-saving change (5 April 2026)', () => {
  const now = new Date('2026-03-28T00:00:00Z'); // Saturday; horizon ends 11 April
  it.each([
    // zone, Monday 30 March 9:00 (before), Monday 6 April 9:00 (after)
    ['Australia/Sydney', '2026-03-29T22:00:00.000Z', '2026-04-05T23:00:00.000Z'], // +11 -> +10
    ['Australia/Adelaide', '2026-03-29T22:30:00.000Z', '2026-04-05T23:30:00.000Z'], // +10:30 -> +9:30
    ['Australia/Brisbane', '2026-03-29T23:00:00.000Z', '2026-04-05T23:00:00.000Z'], // +10 all year
    ['Australia/Perth', '2026-03-30T01:00:00.000Z', '2026-04-06T01:00:00.000Z'], // +8 all year
    ['Australia/Darwin', '2026-03-29T23:30:00.000Z', '2026-04-05T23:30:00.000Z'], // +9:30 all year
  ])('%s: 9:00 local stays 9:00 local', (timeZone, before, after) => {
    expect(iso(computeSlots(input({ timeZone, now })))).toEqual([before, after]);
  });

  it('the repeated hour of the change day gives seven hourly slots from midnight to 6:00 in Sydney', () => {
    const slots = computeSlots(
      input({
        weekly: [{ weekday: SUNDAY, startMinute: 0, endMinute: 6 * 60 }],
        now: new Date('2026-04-02T00:00:00Z'),
        to: new Date('2026-04-06T00:00:00Z'),
      }),
    );
    expect(iso(slots)).toEqual([
      '2026-04-04T13:00:00.000Z', // 0:00 AEDT
      '2026-04-04T14:00:00.000Z',
      '2026-04-04T15:00:00.000Z', // 2:00 AEDT
      '2026-04-04T16:00:00.000Z', // 2:00 AEST, the hour again
      '2026-04-04T17:00:00.000Z',
      '2026-04-04T18:00:00.000Z',
      '2026-04-04T19:00:00.000Z', // 5:00 AEST
    ]);
  });
});

describe('slot engine across the October daylight-saving change (4 October 2026)', () => {
  const now = new Date('2026-09-26T00:00:00Z');
  it.each([
    ['Australia/Sydney', '2026-09-27T23:00:00.000Z', '2026-10-04T22:00:00.000Z'], // +10 -> +11
    ['Australia/Adelaide', '2026-09-27T23:30:00.000Z', '2026-10-04T22:30:00.000Z'], // +9:30 -> +10:30
    ['Australia/Brisbane', '2026-09-27T23:00:00.000Z', '2026-10-04T23:00:00.000Z'],
    ['Australia/Perth', '2026-09-28T01:00:00.000Z', '2026-10-05T01:00:00.000Z'],
    ['Australia/Darwin', '2026-09-27T23:30:00.000Z', '2026-10-04T23:30:00.000Z'],
  ])('%s: 9:00 local stays 9:00 local', (timeZone, before, after) => {
    expect(iso(computeSlots(input({ timeZone, now })))).toEqual([before, after]);
  });

  it('the skipped hour gives five slots from midnight to 6:00 in Sydney (2:00 does not exist)', () => {
    const slots = computeSlots(
      input({
        weekly: [{ weekday: SUNDAY, startMinute: 0, endMinute: 6 * 60 }],
        now: new Date('2026-10-01T00:00:00Z'),
        to: new Date('2026-10-05T00:00:00Z'),
      }),
    );
    expect(iso(slots)).toEqual([
      '2026-10-03T14:00:00.000Z', // 0:00 AEST
      '2026-10-03T15:00:00.000Z', // 1:00 AEST
      '2026-10-03T16:00:00.000Z', // 3:00 AEDT
      '2026-10-03T17:00:00.000Z',
      '2026-10-03T18:00:00.000Z', // 5:00 AEDT
    ]);
  });
});

describe('slot engine rules', () => {
  // Monday 6 April 2026 in Brisbane (+10): 9:00 local is 23:00Z on the 5th.
  const nineAm = new Date('2026-04-05T23:00:00Z');
  const at = (minutes: number) => new Date(nineAm.getTime() + minutes * 60_000);
  const brisbane = (overrides: Partial<SlotInput>) =>
    input({
      timeZone: 'Australia/Brisbane',
      now: new Date('2026-04-05T00:00:00Z'),
      to: new Date('2026-04-07T00:00:00Z'),
      ...overrides,
    });

  it('offers every duration step of a range', () => {
    const slots = computeSlots(brisbane({ durationMinutes: 15 }));
    expect(iso(slots)).toEqual([0, 15, 30, 45].map((m) => at(m).toISOString()));
  });

  it('lets at most `limit` appointments start in one clock hour', () => {
    const existing = [
      { startsAt: at(0), durationMinutes: 15 },
      { startsAt: at(30), durationMinutes: 15 },
    ];
    expect(computeSlots(brisbane({ durationMinutes: 15, hourlyLimit: 2, existing }))).toEqual([]);
    expect(iso(computeSlots(brisbane({ durationMinutes: 15, hourlyLimit: 3, existing })))).toEqual([
      at(15).toISOString(),
      at(45).toISOString(),
    ]);
  });

  it('counts the limit per local clock hour in a half-hour zone (Adelaide)', () => {
    // Monday 6 April, Adelaide +9:30: 9:00 local is 23:30Z on the 5th, 9:30 local is 00:00Z.
    const nine = new Date('2026-04-05T23:30:00Z');
    const slots = computeSlots(
      input({
        timeZone: 'Australia/Adelaide',
        weekly: [{ weekday: MONDAY, startMinute: 9 * 60, endMinute: 11 * 60 }],
        durationMinutes: 30,
        hourlyLimit: 1,
        existing: [{ startsAt: new Date('2026-04-06T00:00:00Z'), durationMinutes: 30 }],
        now: new Date('2026-04-05T00:00:00Z'),
        to: new Date('2026-04-07T00:00:00Z'),
      }),
    );
    // 9:00 shares the local hour 9-10 with the 9:30 booking (in UTC they are different hours); 10:00 and 10:30
    // are each still free in a new hour.
    expect(iso(slots)).toEqual(['2026-04-06T00:30:00.000Z', '2026-04-06T01:00:00.000Z']);
    expect(clockHourStart(new Date('2026-04-06T00:10:00Z'), 'Australia/Adelaide')).toBe(nine.getTime());
  });

  it('leaves out time off', () => {
    const slots = computeSlots(
      brisbane({ durationMinutes: 15, timeOff: [{ startsAt: at(15), endsAt: at(45) }] }),
    );
    expect(iso(slots)).toEqual([at(0).toISOString(), at(45).toISOString()]);
  });

  it('leaves out slots overlapping an existing appointment, even one of another length', () => {
    const slots = computeSlots(
      brisbane({
        durationMinutes: 30,
        weekly: [{ weekday: MONDAY, startMinute: 9 * 60, endMinute: 11 * 60 }],
        hourlyLimit: 4,
        existing: [{ startsAt: at(0), durationMinutes: 45 }],
      }),
    );
    expect(iso(slots)).toEqual([at(60).toISOString(), at(90).toISOString()]);
  });

  it('keeps a lead time of two hours', () => {
    const weekly = [{ weekday: MONDAY, startMinute: 9 * 60, endMinute: 12 * 60 }];
    const slots = computeSlots(brisbane({ weekly, now: at(-60) })); // 8:00 local
    expect(iso(slots)).toEqual([at(60).toISOString(), at(120).toISOString()]);
  });

  it('with no lead time (an admin’s) offers every start after now, never the one at now', () => {
    const weekly = [{ weekday: MONDAY, startMinute: 9 * 60, endMinute: 12 * 60 }];
    const slots = computeSlots(brisbane({ weekly, durationMinutes: 30, now: at(30), leadMinutes: 0 }));
    expect(iso(slots)).toEqual([60, 90, 120, 150].map((m) => at(m).toISOString()));
    const admin = (now: Date) => brisbane({ weekly, durationMinutes: 30, now, leadMinutes: 0 });
    expect(isSlot(admin(at(29)), at(30))).toBe(true);
    expect(isSlot(admin(at(31)), at(30))).toBe(false);
  });

  it('stops at a horizon of 14 days', () => {
    const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 540, endMinute: 600 }));
    const now = new Date('2026-04-05T20:00:00Z'); // 6:00 Monday local
    const slots = computeSlots(input({ timeZone: 'Australia/Brisbane', weekly: everyDay, now }));
    expect(slots).toHaveLength(14);
    expect(slots[0]?.toISOString()).toBe('2026-04-05T23:00:00.000Z');
    expect(slots.at(-1)?.toISOString()).toBe('2026-04-18T23:00:00.000Z');
    expect(slots.every((s) => s.getTime() < now.getTime() + 14 * 86_400_000)).toBe(true);
  });

  it('isSlot accepts a slot and refuses a time off the grid', () => {
    expect(isSlot(brisbane({ durationMinutes: 15 }), at(15))).toBe(true);
    expect(isSlot(brisbane({ durationMinutes: 15 }), at(20))).toBe(false);
  });
});

describe("'First available': one time per quarter hour", () => {
  // Monday 6 April 2026, 8:00 in Sydney (AEST, +10) is 22:00Z on the 5th.
  const eight = new Date('2026-04-05T22:00:00Z');
  const local = (hhmm: string) => {
    const [h, m] = hhmm.split(':').map(Number);
    return new Date(eight.getTime() + (((h ?? 0) - 8) * 60 + (m ?? 0)) * 60_000).getTime();
  };
  const sydney = (starts: number[]) =>
    starts.map((at) =>
      new Intl.DateTimeFormat('en-AU', {
        timeZone: 'Australia/Sydney',
        hour: 'numeric',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(at),
    );

  it('merges a 15- and a 20-minute grid into one even list, keeping the earliest start of each quarter', () => {
    const sarah = ['9:00', '9:15', '9:30', '9:45', '10:00'].map(local);
    const james = ['8:00', '8:20', '8:40', '9:00', '9:20', '9:40', '10:00'].map(local);
    expect(sydney(firstAvailableStarts([...sarah, ...james]))).toEqual([
      '08:00',
      '08:20',
      '08:40',
      '09:00',
      '09:15',
      '09:30',
      '09:45',
      '10:00',
    ]);
  });

  it('lets a later start of another grid through when the earlier one is taken', () => {
    const sarah = ['9:00', '9:30'].map(local); // 9:15 booked
    const james = ['9:00', '9:20', '9:40'].map(local);
    expect(sydney(firstAvailableStarts([...james, ...sarah]))).toEqual(['09:00', '09:20', '09:30']);
  });

  it('holds in a half-hour zone: Adelaide’s quarter hours are UTC’s', () => {
    // 9:00 and 9:10 in Adelaide (ACST, +9:30) share a quarter hour; 9:15 starts the next.
    const adelaideNine = new Date('2026-04-05T23:30:00Z').getTime();
    const starts = [0, 10, 15, 25].map((m) => adelaideNine + m * 60_000);
    expect(firstAvailableStarts(starts)).toEqual([adelaideNine, adelaideNine + 15 * 60_000]);
  });
});
