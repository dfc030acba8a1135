import {
  type AdminReports,
  type AssessmentOutcomeRow,
  assessmentTypes,
  calendarDayIn,
  type DashboardCharts,
  type FunnelStep,
  funnelStages,
  type OutcomeDay,
  type PractitionerAppointmentsRow,
  REPORT_TIME_ZONE,
  type ReportRange,
  type RevenueDay,
  reportRangeIssue,
  resolveReportRange,
} from '@telehealth/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';

/**
 * The figures of `/admin/reports` and the dashboard's charts (docs/product/admin.md). Each figure is one SQL query: the
 * database groups, counts and sums; this module only renames columns. Days are calendar days in the clinic's zone
 * (`REPORT_TIME_ZONE`), every day of a range is present (zero when nothing happened), money is in cents. The
 * definitions are written out in apps/server/README.md ("Reports").
 */

/** A complete, checked range from a query: the last 30 days (to today in the clinic's zone) unless given. */
export function reportRange(query: Partial<ReportRange>, now: Date): ReportRange {
  const range = resolveReportRange(query, calendarDayIn(now, REPORT_TIME_ZONE));
  // The contract checked a range given whole; one completed here (only `from`, after today) is checked now.
  const issue = reportRangeIssue(range);
  if (issue) throw new HttpError(400, issue.message, { errorType: 'validation', field: issue.field });
  return range;
}

/** Rows as both drivers answer them (PGlite and node-postgres both give `{ rows }`). */
async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** `count(*)` and `sum()` arrive as bigint: text from node-postgres, a number or bigint from PGlite. */
const num = (value: unknown): number => Number(value ?? 0);

/**
 * The instants a range covers: from local midnight of `from` to local midnight after `to`, as timestamptz. Written
 * as bounds on the raw column (not on its local date) so that the indexes on it serve the query.
 */
function bounds(range: ReportRange, timeZone: string) {
  return {
    start: sql`((${range.from}::date)::timestamp at time zone ${timeZone})`,
    end: sql`((${range.to}::date + 1)::timestamp at time zone ${timeZone})`,
  };
}

/** Aggregates by name: `{ payments: sql`count(*)` }`. */
type Aggregates = Record<string, SQL>;

/**
 * One row per day of the range, oldest first, zero where nothing happened (`generate_series` and a left join): each
 * aggregate over the rows of `table` whose `column` falls on that day in `timeZone`. A row finds its day with
 * `width_bucket` over the days' local midnights (a binary search of the range's instants), not by converting each
 * row's instant to local time: on 10,000 patients' year of payments that conversion was a third of the query.
 */
function perDay(
  range: ReportRange,
  timeZone: string,
  source: { table: SQL; column: SQL; where: SQL; aggregates: Aggregates },
): SQL {
  const { start, end } = bounds(range, timeZone);
  const names = Object.keys(source.aggregates);
  const grouped = names.map((name) => sql`${source.aggregates[name]} as ${sql.identifier(name)}`);
  const filled = names.map(
    (name) => sql`coalesce(grouped.${sql.identifier(name)}, 0) as ${sql.identifier(name)}`,
  );
  // Day n of the range (from 1) is bucket n: from its local midnight to the next one. The midnights are computed
  // date by date, so a day of 23 or 25 hours (daylight saving) is cut where the clinic's clocks say.
  return sql`with days as (
      select d::date as day, row_number() over (order by d) as bucket
      from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as d
    ),
    midnights as (
      select array_agg((d::date)::timestamp at time zone ${timeZone} order by d) as edges
      from generate_series(${range.from}::date, ${range.to}::date + 1, interval '1 day') as d
    ),
    grouped as (
      select width_bucket(${source.column}, (select edges from midnights)) as bucket,
        ${sql.join(grouped, sql`, `)}
      from ${source.table}
      where ${source.where} and ${source.column} >= ${start} and ${source.column} < ${end}
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as day, ${sql.join(filled, sql`, `)}
    from days left join grouped on grouped.bucket = days.bucket
    order by days.day`;
}

/**
 * Revenue by day: payments that went through (succeeded, or succeeded and were refunded since) by the day of
 * `paid_at`. A refund counts against the day its payment was taken (the schema keeps no refund time): gross is
 * everything taken, refunded the part given back, net what was kept.
 */
export async function revenueByDay(
  db: Db,
  range: ReportRange,
  timeZone = REPORT_TIME_ZONE,
): Promise<RevenueDay[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    perDay(range, timeZone, {
      table: sql`payments`,
      column: sql`paid_at`,
      where: sql`status in ('succeeded', 'refunded')`,
      aggregates: {
        payments: sql`count(*)`,
        gross: sql`sum(amount_cents)`,
        refunded: sql`coalesce(sum(amount_cents) filter (where status = 'refunded'), 0)`,
      },
    }),
  );
  return rows.map((row) => {
    const grossCents = num(row.gross);
    const refundedCents = num(row.refunded);
    return {
      day: String(row.day),
      payments: num(row.payments),
      grossCents,
      refundedCents,
      netCents: grossCents - refundedCents,
    };
  });
}

/** What a submitted assessment's status says of its outcome: decided, or pending (awaiting payment or review). */
const outcomeCounts: Aggregates = {
  approved: sql`count(a.id) filter (where a.status = 'approved')`,
  declined: sql`count(a.id) filter (where a.status = 'declined')`,
  pending: sql`count(a.id) filter (where a.status not in ('approved', 'declined'))`,
};
const outcomeColumns = sql.join(
  Object.entries(outcomeCounts).map(([name, count]) => sql`${count} as ${sql.identifier(name)}`),
  sql`, `,
);

/** Assessments submitted in the range, per type (every type, in the contract's order) and outcome. */
export async function assessmentsByTypeAndOutcome(
  db: Db,
  range: ReportRange,
  timeZone = REPORT_TIME_ZONE,
): Promise<AssessmentOutcomeRow[]> {
  const { start, end } = bounds(range, timeZone);
  const types = sql.join(
    assessmentTypes.map((type, order) => sql`(${type}::text, ${order}::int)`),
    sql`, `,
  );
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    // The range's assessments are grouped first and the three types joined to the groups (not every assessment
    // joined to the types): half the time on a year of 10,000 patients.
    sql`select t.type, coalesce(g.approved, 0) as approved, coalesce(g.declined, 0) as declined,
        coalesce(g.pending, 0) as pending, coalesce(g.total, 0) as total
      from (values ${types}) as t(type, ord)
      left join (
        select a.type, ${outcomeColumns}, count(*) as total
        from assessments a
        where a.submitted_at >= ${start} and a.submitted_at < ${end}
        group by a.type
      ) as g on g.type = t.type
      order by t.ord`,
  );
  return rows.map((row) => ({
    type: row.type as AssessmentOutcomeRow['type'],
    approved: num(row.approved),
    declined: num(row.declined),
    pending: num(row.pending),
    total: num(row.total),
  }));
}

/**
 * Appointments starting in the range, per practitioner and status: every active practitioner (zeros included) and
 * any inactive one with appointments in the range, by name.
 */
export async function appointmentsPerPractitioner(
  db: Db,
  range: ReportRange,
  timeZone = REPORT_TIME_ZONE,
): Promise<PractitionerAppointmentsRow[]> {
  const { start, end } = bounds(range, timeZone);
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select p.id, p.name,
        count(ap.id) filter (where ap.status = 'scheduled') as scheduled,
        count(ap.id) filter (where ap.status = 'completed') as completed,
        count(ap.id) filter (where ap.status = 'cancelled') as cancelled,
        count(ap.id) filter (where ap.status = 'rescheduled') as rescheduled,
        count(ap.id) filter (where ap.status = 'no_show') as no_show,
        count(ap.id) as total
      from practitioners p
      left join appointments ap
        on ap.practitioner_id = p.id and ap.starts_at >= ${start} and ap.starts_at < ${end}
      group by p.id
      having p.is_active or count(ap.id) > 0
      order by lower(p.name), p.id`,
  );
  return rows.map((row) => ({
    practitionerId: num(row.id),
    practitionerName: String(row.name),
    scheduled: num(row.scheduled),
    completed: num(row.completed),
    cancelled: num(row.cancelled),
    rescheduled: num(row.rescheduled),
    no_show: num(row.no_show),
    total: num(row.total),
  }));
}

/** The funnel: assessments started (created) in the range, of those the paid ones, of those the approved ones. */
export async function funnel(db: Db, range: ReportRange, timeZone = REPORT_TIME_ZONE): Promise<FunnelStep[]> {
  const { start, end } = bounds(range, timeZone);
  const [row] = await rowsOf<Record<FunnelStep['stage'], unknown>>(
    db,
    sql`select count(*) as started,
        count(*) filter (where paid) as paid,
        count(*) filter (where paid and status = 'approved') as approved
      from assessments
      where created_at >= ${start} and created_at < ${end}`,
  );
  return funnelStages.map((stage) => ({ stage, count: num(row?.[stage]) }));
}

/** Assessments submitted each day of the range, by outcome, every day present. */
export async function outcomesByDay(
  db: Db,
  range: ReportRange,
  timeZone = REPORT_TIME_ZONE,
): Promise<OutcomeDay[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    perDay(range, timeZone, {
      table: sql`assessments a`,
      column: sql`a.submitted_at`,
      where: sql`true`,
      aggregates: outcomeCounts,
    }),
  );
  return rows.map((row) => ({
    day: String(row.day),
    approved: num(row.approved),
    declined: num(row.declined),
    pending: num(row.pending),
  }));
}

/** The four reports of one range (PGlite runs one query at a time, so they run one after the other). */
export async function reports(db: Db, range: ReportRange): Promise<AdminReports> {
  return {
    ...range,
    timeZone: REPORT_TIME_ZONE,
    revenue: await revenueByDay(db, range),
    assessments: await assessmentsByTypeAndOutcome(db, range),
    appointments: await appointmentsPerPractitioner(db, range),
    funnel: await funnel(db, range),
  };
}

/** The dashboard's two charts: payments and assessments by outcome, over the last 30 days. */
export async function dashboardCharts(db: Db, to: string | undefined, now: Date): Promise<DashboardCharts> {
  const range = reportRange(to ? { to } : {}, now);
  return {
    ...range,
    timeZone: REPORT_TIME_ZONE,
    payments: await revenueByDay(db, range),
    assessments: await outcomesByDay(db, range),
  };
}
