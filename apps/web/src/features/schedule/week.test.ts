import { describe, expect, it } from 'vitest';
import { dayOfParam, paramOfDay, weekRange } from './week';

describe('the schedule week', () => {
  it('runs Monday to Monday in the practitioner’s zone, across a daylight-saving change', () => {
    // Sydney moves to UTC+11 on Sunday 4 October 2026: the week starts at +10 and ends at +11.
    expect(weekRange(new Date(2026, 9, 1), 'Australia/Sydney')).toEqual({
      from: '2026-09-27T14:00:00.000Z',
      to: '2026-10-04T13:00:00.000Z',
    });
    expect(weekRange(new Date(2026, 10, 29), 'Australia/Perth')).toEqual({
      from: '2026-11-22T16:00:00.000Z',
      to: '2026-11-29T16:00:00.000Z',
    });
  });

  it('reads the week from the address, and today when it is not a date', () => {
    const today = new Date(2026, 10, 25);
    expect(paramOfDay(dayOfParam('2026-12-03', today))).toBe('2026-12-03');
    expect(dayOfParam('not-a-date', today)).toBe(today);
    expect(dayOfParam(null, today)).toBe(today);
  });
});
