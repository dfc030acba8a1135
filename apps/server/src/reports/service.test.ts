import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { createTestDatabase, type TestDatabase } from '../test/helpers';
import { insertReportFixture, REPORT_FIXTURE_RANGE } from '../test/report-fixture';
import { reportCsv } from './csv';
import * as service from './service';

// Every figure below is worked out by hand from the rows of test/report-fixture.ts (Sydney is UTC+10 in June).
let database: TestDatabase;
let ids: Awaited<ReturnType<typeof insertReportFixture>>['practitionerIds'];
const range = REPORT_FIXTURE_RANGE;
const zeroDay = (day: string) => ({ day, payments: 0, grossCents: 0, refundedCents: 0, netCents: 0 });

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  ({ practitionerIds: ids } = await insertReportFixture(database.db));
});
afterAll(async () => {
  await database?.dispose();
});

describe('revenue by day', () => {
  it('counts payments by their Sydney day, every day present, refunds against the day they were taken', async () => {
    expect(await service.revenueByDay(database.db, range)).toEqual([
      // 5000 at 10:00 and 3000 at midnight (the first instant of the range); 2500 at 23:30 on 31 May is outside.
      { day: '2020-06-01', payments: 2, grossCents: 8000, refundedCents: 0, netCents: 8000 },
      // 4000 paid at 23:30 UTC on 1 June (09:30 on 2 June), 6000 at 23:59 and refunded since.
      { day: '2020-06-02', payments: 2, grossCents: 10_000, refundedCents: 6000, netCents: 4000 },
      zeroDay('2020-06-03'),
      zeroDay('2020-06-04'),
      zeroDay('2020-06-05'),
      zeroDay('2020-06-06'),
      // 1000 at 23:59; 1500 at midnight starting 8 June is outside; failed and pending payments never count.
      { day: '2020-06-07', payments: 1, grossCents: 1000, refundedCents: 0, netCents: 1000 },
    ]);
  });

  it('counts the days of another zone when asked: 23:30 UTC is still 1 June in Perth (UTC+8)', async () => {
    const perth = await service.revenueByDay(
      database.db,
      { from: '2020-06-01', to: '2020-06-02' },
      'Australia/Perth',
    );
    // Perth's 1 June runs 16:00 UTC on 31 May to 16:00 UTC on 1 June: 5000 (08:00) only; 3000 is 22:00 on 31 May.
    // Its 2 June: 4000 (07:30) and 6000 (21:59, refunded).
    expect(perth.map((day) => [day.day, day.grossCents, day.refundedCents])).toEqual([
      ['2020-06-01', 5000, 0],
      ['2020-06-02', 10_000, 6000],
    ]);
  });

  it("cuts the days where Sydney's clocks say across daylight saving: days of 23 and 25 hours", async () => {
    const [patient] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'patient'))
      .limit(1);
    if (!patient) throw new Error('the report fixture has a patient');
    const paidAt = [
      // 5 April 2020 ran 25 hours (03:00 AEDT became 02:00 AEST): 13:00 UTC on 4 April to 14:00 UTC on 5 April.
      '2020-04-04T12:59:00Z', // 23:59 on 4 April (AEDT)
      '2020-04-04T13:00:00Z', // midnight starting 5 April
      '2020-04-05T13:30:00Z', // 23:30 on 5 April (AEST), 24½ hours after its midnight
      '2020-04-05T14:00:00Z', // midnight starting 6 April
      // 4 October 2020 ran 23 hours (02:00 AEST became 03:00 AEDT): 14:00 UTC on 3 October to 13:00 UTC on 4th.
      '2020-10-03T13:59:00Z', // 23:59 on 3 October (AEST)
      '2020-10-04T12:30:00Z', // 23:30 on 4 October (AEDT)
      '2020-10-04T13:00:00Z', // midnight starting 5 October
    ];
    await database.db.insert(payments).values(
      paidAt.map((instant, index) => ({
        userId: patient.id,
        status: 'succeeded' as const,
        amountCents: 100 * (index + 1),
        subtotalCents: 100 * (index + 1),
        provider: 'fixture',
        providerRef: `daylight-saving-${index}`,
        paidAt: new Date(instant),
        createdAt: new Date(instant),
      })),
    );
    const grossOf = async (from: string, to: string) =>
      (await service.revenueByDay(database.db, { from, to })).map((day) => [day.day, day.grossCents]);
    expect(await grossOf('2020-04-04', '2020-04-06')).toEqual([
      ['2020-04-04', 100],
      ['2020-04-05', 200 + 300],
      ['2020-04-06', 400],
    ]);
    expect(await grossOf('2020-10-03', '2020-10-05')).toEqual([
      ['2020-10-03', 500],
      ['2020-10-04', 600],
      ['2020-10-05', 700],
    ]);
  });

  it('answers a range without payments with zeros, one row a day', async () => {
    const empty = await service.revenueByDay(database.db, { from: '2019-12-30', to: '2020-01-02' });
    expect(empty).toEqual(['2019-12-30', '2019-12-31', '2020-01-01', '2020-01-02'].map(zeroDay));
  });
});

describe('assessments by type and outcome', () => {
  it('counts assessments submitted in the range, every type present', async () => {
    expect(await service.assessmentsByTypeAndOutcome(database.db, range)).toEqual([
      // Approved, declined by a red flag, awaiting review; the one submitted on 8 June is outside.
      { type: 'erectile_dysfunction', approved: 1, declined: 1, pending: 1, total: 3 },
      // Approved (submitted 00:30 on 1 June), awaiting payment, in review, declined after paying; not the draft.
      { type: 'weight_loss', approved: 1, declined: 1, pending: 2, total: 4 },
      { type: 'contraception', approved: 0, declined: 0, pending: 0, total: 0 },
    ]);
  });

  it('counts each day of the dashboard chart by outcome', async () => {
    expect(await service.outcomesByDay(database.db, range)).toEqual([
      { day: '2020-06-01', approved: 2, declined: 1, pending: 0 },
      { day: '2020-06-02', approved: 0, declined: 0, pending: 1 },
      { day: '2020-06-03', approved: 0, declined: 0, pending: 1 },
      { day: '2020-06-04', approved: 0, declined: 0, pending: 1 },
      { day: '2020-06-05', approved: 0, declined: 1, pending: 0 },
      { day: '2020-06-06', approved: 0, declined: 0, pending: 0 },
      { day: '2020-06-07', approved: 0, declined: 0, pending: 0 },
    ]);
  });
});

describe('appointments per practitioner', () => {
  it('counts appointments starting in the range by status: active practitioners and any with appointments', async () => {
    const zero = { scheduled: 0, completed: 0, cancelled: 0, rescheduled: 0, no_show: 0 };
    const rows = await service.appointmentsPerPractitioner(database.db, range);
    expect(rows).toEqual([
      // Two outside the range (00:00 on 8 June, 23:00 on 31 May) are left out.
      {
        practitionerId: ids.alice,
        practitionerName: 'Alice Able',
        ...zero,
        scheduled: 1,
        completed: 2,
        cancelled: 1,
        no_show: 1,
        total: 5,
      },
      {
        practitionerId: ids.bob,
        practitionerName: 'Bob Brown',
        ...zero,
        scheduled: 1,
        rescheduled: 1,
        total: 2,
      },
      // Inactive, but with an appointment; inactive Carol Cole has none and is not listed.
      { practitionerId: ids.dan, practitionerName: 'Dan Dale', ...zero, completed: 1, total: 1 },
      { practitionerId: expect.any(Number), practitionerName: 'Eve Evans', ...zero, total: 0 },
    ]);
  });
});

describe('the funnel', () => {
  it('follows the assessments started in the range: of those paid, of those approved', async () => {
    // Started: A1, A2, A3, A5, A6, A7, A10 (A4 began on 31 May, A8 on 8 June in Sydney).
    // Paid: A1, A3, A7, A10. Approved of those: A1.
    expect(await service.funnel(database.db, range)).toEqual([
      { stage: 'started', count: 7 },
      { stage: 'paid', count: 4 },
      { stage: 'approved', count: 1 },
    ]);
  });
});

describe('the range', () => {
  const now = new Date('2020-06-07T23:30:00Z'); // 09:30 on 8 June in Sydney

  it('defaults to the last 30 days to today in Sydney', () => {
    expect(service.reportRange({}, now)).toEqual({ from: '2020-05-10', to: '2020-06-08' });
    expect(service.reportRange({ to: '2020-06-07' }, now)).toEqual({ from: '2020-05-09', to: '2020-06-07' });
  });

  it('refuses a start after the default end, naming the field', () => {
    const error = (() => {
      try {
        service.reportRange({ from: '2020-06-09' }, now);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    expect((error as HttpError).body).toMatchObject({
      message: 'The start date must be on or before the end date.',
      field: 'to',
    });
  });

  it('gives the dashboard the 30 days to today', async () => {
    const charts = await service.dashboardCharts(database.db, undefined, now);
    expect([charts.from, charts.to, charts.timeZone]).toEqual([
      '2020-05-10',
      '2020-06-08',
      'Australia/Sydney',
    ]);
    expect(charts.payments).toHaveLength(30);
    expect(charts.assessments).toHaveLength(30);
    // Every net amount of the fixture, the 2500 of 31 May and the 1500 of 8 June included.
    expect(charts.payments.reduce((sum, day) => sum + day.netCents, 0)).toBe(
      2500 + 8000 + 4000 + 1000 + 1500,
    );
    expect(charts.assessments.at(-1)).toEqual({ day: '2020-06-08', approved: 1, declined: 0, pending: 0 });
  });
});

describe('the CSV files', () => {
  it('writes each report with its header row, dollars for money', async () => {
    const lines = async (kind: 'revenue' | 'assessments' | 'appointments' | 'funnel') =>
      (await reportCsv(database.db, kind, range)).split('\r\n');
    const revenue = await lines('revenue');
    expect(revenue[0]).toBe('day,payments,gross_aud,refunded_aud,net_aud');
    expect(revenue.slice(1, 3)).toEqual([
      '"2020-06-01",2,"80.00","0.00","80.00"',
      '"2020-06-02",2,"100.00","60.00","40.00"',
    ]);
    // Seven days and the final line end.
    expect(revenue).toHaveLength(9);
    expect(revenue.at(-1)).toBe('');
    expect((await lines('assessments')).slice(0, 2)).toEqual([
      'type,approved,declined,pending,total',
      '"Erectile dysfunction",1,1,1,3',
    ]);
    expect((await lines('appointments')).slice(0, 2)).toEqual([
      'practitioner,scheduled,completed,cancelled,rescheduled,no_show,total',
      '"Alice Able",1,2,1,0,1,5',
    ]);
    expect(await lines('funnel')).toEqual([
      'stage,assessments',
      '"Started",7',
      '"Paid",4',
      '"Approved",1',
      '',
    ]);
  });
});
