import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  calendarDayIn,
  defaultReportRange,
  reportCsvQuery,
  reportMessages,
  reportRangeDays,
  reportRangeQuery,
  resolveReportRange,
} from './reports';

function firstIssue(result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) {
  const issue = result.error?.issues[0];
  return issue ? { message: issue.message, path: issue.path.join('.') } : null;
}

describe('report days', () => {
  it('counts a day in the clinic zone: 23:30 UTC is the next morning in Sydney', () => {
    expect(calendarDayIn(new Date('2026-03-09T23:30:00Z'))).toBe('2026-03-10');
    expect(calendarDayIn(new Date('2026-03-09T12:59:00Z'))).toBe('2026-03-09');
    expect(calendarDayIn(new Date('2026-03-09T23:30:00Z'), 'Australia/Perth')).toBe('2026-03-10');
    expect(calendarDayIn(new Date('2026-03-09T15:30:00Z'), 'Australia/Perth')).toBe('2026-03-09');
  });

  it('moves across months and leap days, and counts both ends', () => {
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(reportRangeDays('2026-03-01', '2026-03-01')).toBe(1);
    expect(reportRangeDays('2026-01-01', '2026-12-31')).toBe(365);
    expect(reportRangeDays('2026-03-02', '2026-03-01')).toBe(0);
  });

  it('defaults to the last 30 days, today included, and completes a half range', () => {
    expect(defaultReportRange('2026-03-30')).toEqual({ from: '2026-03-01', to: '2026-03-30' });
    expect(resolveReportRange({ to: '2026-02-10' }, '2026-03-30')).toEqual({
      from: '2026-01-12',
      to: '2026-02-10',
    });
    expect(resolveReportRange({ from: '2026-03-20' }, '2026-03-30')).toEqual({
      from: '2026-03-20',
      to: '2026-03-30',
    });
  });
});

describe('reportRangeQuery', () => {
  it('accepts a range of one day up to 366 days, and no range at all', () => {
    expect(reportRangeQuery.parse({})).toEqual({});
    expect(reportRangeQuery.parse({ from: '2026-03-01', to: '2026-03-01' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-01',
    });
    expect(reportRangeQuery.safeParse({ from: '2027-01-01', to: '2028-01-01' }).success).toBe(true);
  });

  it('names the field of a backwards range, a long range and a bad date', () => {
    expect(firstIssue(reportRangeQuery.safeParse({ from: '2026-03-02', to: '2026-03-01' }))).toEqual({
      message: reportMessages.rangeOrder,
      path: 'to',
    });
    expect(firstIssue(reportRangeQuery.safeParse({ from: '2026-01-01', to: '2027-01-02' }))).toEqual({
      message: reportMessages.rangeTooLong,
      path: 'from',
    });
    expect(firstIssue(reportRangeQuery.safeParse({ from: '2026-02-30' }))).toEqual({
      message: 'Use a date as YYYY-MM-DD.',
      path: 'from',
    });
    expect(firstIssue(reportRangeQuery.safeParse({ to: '1/3/2026' }))?.path).toBe('to');
  });
});

describe('reportCsvQuery', () => {
  it('knows the four reports', () => {
    for (const report of ['revenue', 'assessments', 'appointments', 'funnel'])
      expect(reportCsvQuery.safeParse({ report }).success).toBe(true);
    expect(firstIssue(reportCsvQuery.safeParse({ report: 'patients' }))).toEqual({
      message: reportMessages.unknownReport,
      path: 'report',
    });
    expect(firstIssue(reportCsvQuery.safeParse({}))?.path).toBe('report');
  });
});
