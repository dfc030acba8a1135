import { adminReports, dashboardCharts, reportMessages } from '@telehealth/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payments, practitioners, users } from '../db/schema';
import { insertReportFixture, REPORT_FIXTURE_RANGE } from '../test/report-fixture';
import { createTestServer, type Role, roles, type TestServer } from '../test/server';

// The harness clock stands at 2026-03-02T00:00Z: 11:00 on 2 March in Sydney.
let h: TestServer<Role>;
const FIXTURE_QUERY = `from=${REPORT_FIXTURE_RANGE.from}&to=${REPORT_FIXTURE_RANGE.to}`;
/** A name a spreadsheet would run as a formula, were it written bare. */
const FORMULA_NAME = '=HYPERLINK("http://attacker.example","Open")';

beforeAll(async () => {
  h = await createTestServer({ dataDir: true, signIn: roles });
  await insertReportFixture(h.database.db, { prefix: 'routes' });
  const [user] = await h.database.db
    .insert(users)
    .values({
      email: 'formula@example.org',
      passwordHash: 'not-a-login',
      firstName: 'Formula',
      lastName: 'Name',
      role: 'practitioner',
      isPractitioner: true,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('the practitioner was not inserted');
  await h.database.db.insert(practitioners).values({ userId: user.id, name: FORMULA_NAME, isActive: true });
}, 60_000);

afterAll(async () => {
  await h?.close();
});

const calls = [
  { method: 'GET', url: '/api/admin/reports' },
  { method: 'GET', url: '/api/admin/reports.csv?report=revenue' },
  { method: 'GET', url: '/api/admin/dashboard-charts' },
] as const;

describe('access', () => {
  it.each(calls)('$url answers 401 anonymous and 403 to every other role', async (call) => {
    expect((await h.as(null, call)).statusCode).toBe(401);
    for (const role of ['practitioner', 'writer', 'patient'] as const)
      expect((await h.as(role, call)).statusCode).toBe(403);
    expect((await h.as('admin', call)).statusCode).toBe(200);
  });
});

describe('GET /api/admin/reports', () => {
  it('answers the four reports of a range, computed in the clinic zone', async () => {
    const response = await h.as('admin', { method: 'GET', url: `/api/admin/reports?${FIXTURE_QUERY}` });
    expect(response.statusCode).toBe(200);
    const body = adminReports.parse(response.json());
    expect([body.from, body.to, body.timeZone]).toEqual(['2020-06-01', '2020-06-07', 'Australia/Sydney']);
    expect(body.revenue.map((day) => day.netCents)).toEqual([8000, 4000, 0, 0, 0, 0, 1000]);
    expect(body.revenue[1]).toEqual({
      day: '2020-06-02',
      payments: 2,
      grossCents: 10_000,
      refundedCents: 6000,
      netCents: 4000,
    });
    expect(body.assessments.map((row) => [row.type, row.total])).toEqual([
      ['erectile_dysfunction', 3],
      ['weight_loss', 4],
      ['contraception', 0],
    ]);
    expect(body.funnel).toEqual([
      { stage: 'started', count: 7 },
      { stage: 'paid', count: 4 },
      { stage: 'approved', count: 1 },
    ]);
    const byName = new Map(body.appointments.map((row) => [row.practitionerName, row]));
    expect(byName.get('Alice Able')).toMatchObject({ completed: 2, cancelled: 1, no_show: 1, total: 5 });
    expect(byName.get('Dan Dale')?.total).toBe(1);
    expect(byName.has('Carol Cole')).toBe(false);
    // The demo's practitioners are active and had nothing in June 2020.
    expect(byName.get('Dr Sarah Chen')?.total ?? 0).toBe(0);
  });

  it('defaults to the last 30 days to today in Sydney', async () => {
    const body = (await h.as('admin', { method: 'GET', url: '/api/admin/reports' })).json();
    expect([body.from, body.to]).toEqual(['2026-02-01', '2026-03-02']);
    expect(body.revenue).toHaveLength(30);
  });

  it.each([
    ['from=2026-03-02&to=2026-03-01', reportMessages.rangeOrder, 'to'],
    ['from=2025-01-01&to=2026-01-02', reportMessages.rangeTooLong, 'from'],
    ['from=2026-02-30&to=2026-03-01', 'Use a date as YYYY-MM-DD.', 'from'],
    ['to=yesterday', 'Use a date as YYYY-MM-DD.', 'to'],
    // Only a start, after today: the range it completes to ends before it starts.
    ['from=2026-03-03', reportMessages.rangeOrder, 'to'],
  ])('refuses %s with 400 naming the field', async (query, message, field) => {
    const response = await h.as('admin', { method: 'GET', url: `/api/admin/reports?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, field });
  });

  it('takes 366 days', async () => {
    const response = await h.as('admin', {
      method: 'GET',
      url: '/api/admin/reports?from=2025-03-02&to=2026-03-02',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().revenue).toHaveLength(366);
  });
});

describe('GET /api/admin/reports.csv', () => {
  it('sends a report as a CSV download with its header row and rows, and records the export', async () => {
    const response = await h.as('admin', {
      method: 'GET',
      url: `/api/admin/reports.csv?report=revenue&${FIXTURE_QUERY}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="revenue-2020-06-01-to-2020-06-07.csv"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.split('\r\n')).toEqual([
      'day,payments,gross_aud,refunded_aud,net_aud',
      '"2020-06-01",2,"80.00","0.00","80.00"',
      '"2020-06-02",2,"100.00","60.00","40.00"',
      '"2020-06-03",0,"0.00","0.00","0.00"',
      '"2020-06-04",0,"0.00","0.00","0.00"',
      '"2020-06-05",0,"0.00","0.00","0.00"',
      '"2020-06-06",0,"0.00","0.00","0.00"',
      '"2020-06-07",1,"10.00","0.00","10.00"',
      '',
    ]);
    const entries = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'report.export'), eq(auditLog.targetId, 'revenue')));
    expect(entries.map((entry) => entry.details)).toContainEqual({ from: '2020-06-01', to: '2020-06-07' });
  });

  it('writes a name that starts like a formula as inert text', async () => {
    const response = await h.as('admin', {
      method: 'GET',
      url: `/api/admin/reports.csv?report=appointments&${FIXTURE_QUERY}`,
    });
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('practitioner,scheduled,completed,cancelled,rescheduled,no_show,total');
    expect(lines).toContain(`"'=HYPERLINK(""http://attacker.example"",""Open"")",0,0,0,0,0,0`);
    expect(response.body).not.toContain('\r\n"=HYPERLINK');
  });

  it('sends the funnel and the assessments', async () => {
    const funnel = await h.as('admin', {
      method: 'GET',
      url: `/api/admin/reports.csv?report=funnel&${FIXTURE_QUERY}`,
    });
    expect(funnel.body).toBe('stage,assessments\r\n"Started",7\r\n"Paid",4\r\n"Approved",1\r\n');
    const assessments = await h.as('admin', {
      method: 'GET',
      url: `/api/admin/reports.csv?report=assessments&${FIXTURE_QUERY}`,
    });
    expect(assessments.body.split('\r\n').slice(0, 4)).toEqual([
      'type,approved,declined,pending,total',
      '"Erectile dysfunction",1,1,1,3',
      '"Weight loss",1,1,2,4',
      '"Contraception",0,0,0,0',
    ]);
  });

  it.each([
    ['report=patients', reportMessages.unknownReport, 'report'],
    ['from=2020-06-01', reportMessages.unknownReport, 'report'],
    ['report=revenue&from=2020-06-08&to=2020-06-07', reportMessages.rangeOrder, 'to'],
    ['report=revenue&from=2020-13-01', 'Use a date as YYYY-MM-DD.', 'from'],
    ['report=funnel&from=2019-01-01&to=2020-06-07', reportMessages.rangeTooLong, 'from'],
  ])('refuses %s with 400 naming the field', async (query, message, field) => {
    const response = await h.as('admin', { method: 'GET', url: `/api/admin/reports.csv?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, field });
  });
});

describe('GET /api/admin/dashboard-charts', () => {
  it('answers the last 30 days; a payment at 23:30 UTC yesterday counts today in Sydney', async () => {
    const before = dashboardCharts.parse(
      (await h.as('admin', { method: 'GET', url: '/api/admin/dashboard-charts' })).json(),
    );
    expect([before.from, before.to]).toEqual(['2026-02-01', '2026-03-02']);
    expect(before.payments).toHaveLength(30);
    expect(before.assessments).toHaveLength(30);
    const [patient] = await h.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'patient@example.com'));
    if (!patient) throw new Error('the demo patient is missing');
    await h.database.db.insert(payments).values({
      userId: patient.id,
      status: 'succeeded',
      amountCents: 4200,
      provider: 'fixture',
      providerRef: 'dashboard-edge',
      paidAt: new Date('2026-03-01T23:30:00Z'),
    });
    const after = dashboardCharts.parse(
      (await h.as('admin', { method: 'GET', url: '/api/admin/dashboard-charts' })).json(),
    );
    const [todayBefore, todayAfter] = [before.payments.at(-1), after.payments.at(-1)];
    expect(todayAfter?.day).toBe('2026-03-02');
    expect((todayAfter?.payments ?? 0) - (todayBefore?.payments ?? 0)).toBe(1);
    expect((todayAfter?.netCents ?? 0) - (todayBefore?.netCents ?? 0)).toBe(4200);
    // The day before (1 March in Sydney) did not change.
    expect(after.payments.at(-2)).toEqual(before.payments.at(-2));
  });

  it('answers the 30 days to the day the viewer names, and refuses a day that does not exist', async () => {
    const named = dashboardCharts.parse(
      (await h.as('admin', { method: 'GET', url: '/api/admin/dashboard-charts?to=2026-01-31' })).json(),
    );
    expect([named.from, named.to]).toEqual(['2026-01-02', '2026-01-31']);
    expect(named.payments.map((day) => day.day).at(-1)).toBe('2026-01-31');
    const bad = await h.as('admin', { method: 'GET', url: '/api/admin/dashboard-charts?to=2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'to' });
  });
});
