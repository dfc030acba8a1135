import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatLongDate,
  formatLongDateTime,
  formatMessageTime,
  formatShortWeekdayDate,
  formatTime,
  formatTimeWithZone,
  formatWeekdayDate,
  safeTimeZone,
} from './format';

const sydney = { timeZone: 'Australia/Sydney' };
const perth = { timeZone: 'Australia/Perth' };
// 5 March 2026, 16:07 in Sydney (daylight saving, UTC+11); 13:07 in Perth (UTC+8).
const afternoon = '2026-03-05T05:07:00.000Z';
// 4:00 am in Sydney: the chat once showed it as '04:00 am'.
const early = '2026-03-04T17:00:00.000Z';

describe('format', () => {
  it("writes the contact list's dd/MM/yyyy HH:mm in the given zone", () => {
    expect(formatDateTime(afternoon, sydney)).toBe('05/03/2026 16:07');
    expect(formatDateTime(afternoon, perth)).toBe('05/03/2026 13:07');
    expect(formatDateTime('2026-11-22T13:00:00.000Z', sydney)).toBe('23/11/2026 00:00');
  });

  it('writes times as Australians do: no leading zero, lower-case am and pm, plain spaces', () => {
    expect(formatTime(afternoon, sydney)).toBe('4:07 pm');
    expect(formatTime(early, sydney)).toBe('4:00 am');
    expect(formatTimeWithZone(afternoon, sydney)).toBe('4:07 pm AEDT');
    expect(formatTimeWithZone('2026-07-01T01:00:00.000Z', sydney)).toBe('11:00 am AEST');
  });

  it('writes long dates', () => {
    expect(formatLongDate(afternoon, sydney)).toBe('5 March 2026');
    expect(formatWeekdayDate(afternoon, sydney)).toBe('Thursday 5 March 2026');
    expect(formatShortWeekdayDate(afternoon, sydney)).toBe('Thu 5 Mar 2026');
    expect(formatLongDateTime(afternoon, sydney)).toBe('5 March 2026 at 4:07 pm');
  });

  it('gives a chat time alone today, with the day this year, and with the year before', () => {
    const now = { ...sydney, now: '2026-03-05T09:00:00.000Z' };
    expect(formatMessageTime(early, { ...sydney, now: early })).toBe('4:00 am');
    expect(formatMessageTime(afternoon, now)).toBe('4:07 pm');
    expect(formatMessageTime('2026-01-02T01:30:00.000Z', now)).toBe('2 Jan, 12:30 pm');
    expect(formatMessageTime('2025-12-31T01:30:00.000Z', now)).toBe('31 Dec 2025, 12:30 pm');
  });

  it('uses the viewer zone for "today": 11 pm in Perth is still today there', () => {
    const late = '2026-03-05T15:00:00.000Z'; // 11 pm in Perth, 2 am on the 6th in Sydney
    const now = '2026-03-05T15:30:00.000Z';
    expect(formatMessageTime(late, { ...perth, now })).toBe('11:00 pm');
    expect(formatMessageTime(late, { ...sydney, now })).toBe('2:00 am');
  });

  it('leaves an unreadable date as it was given, and falls back to Sydney for an unknown zone', () => {
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(formatLongDate(Number.NaN)).toBe('');
    expect(formatMessageTime('nope', { now: afternoon })).toBe('');
    expect(safeTimeZone('Mars/Olympus')).toBe('Australia/Sydney');
    expect(safeTimeZone(null)).toBe('Australia/Sydney');
    expect(safeTimeZone('Australia/Perth')).toBe('Australia/Perth');
  });
});
