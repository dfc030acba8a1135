import {
  PRACTITIONER_DETAILS_FUTURE_DAYS,
  PRACTITIONER_DETAILS_PAST_DAYS,
  type PractitionerDetails,
  type ReviewStatistics,
} from '@telehealth/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { assessments } from '../db/schema';
import { availability, calendar, timeOffList } from '../practitioner';
import { practitionerById } from './staff';

const DAY_MS = 86_400_000;

interface StatisticsRow extends Record<string, unknown> {
  month_starts_at: string | Date;
  approved_all: number | string;
  declined_all: number | string;
  in_review_all: number | string;
  average_all: number | string | null;
  approved_month: number | string;
  declined_month: number | string;
  in_review_month: number | string;
  average_month: number | string | null;
}

const decided = sql`${assessments.status} in ('approved', 'declined') and ${assessments.submittedAt} is not null and ${assessments.decidedAt} is not null`;
const decisionSeconds = sql`extract(epoch from ${assessments.decidedAt} - ${assessments.submittedAt})`;

function statistics(
  approved: number | string,
  declined: number | string,
  inReview: number | string,
  average: number | string | null,
): ReviewStatistics {
  return {
    approved: Number(approved),
    declined: Number(declined),
    inReview: Number(inReview),
    averageDecisionSeconds: average === null ? null : Math.round(Number(average)),
  };
}

/**
 * The review statistics of a practitioner, all time and for the calendar month so far in their timezone, in one
 * pass over their assessments (`assessments_practitioner_status_idx`). Approved and declined count decisions by
 * `decided_at`; in review counts what they hold in review now, by `submitted_at`; the average runs from submission
 * to decision.
 */
async function reviewStatistics(db: Db, practitionerId: number, timeZone: string, now: Date) {
  const monthStart = sql`(date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${timeZone}) at time zone ${timeZone})`;
  const inMonth = sql`${assessments.decidedAt} >= ${monthStart}`;
  const result = await db.execute<StatisticsRow>(sql`
    select
      ${monthStart} as month_starts_at,
      count(*) filter (where ${assessments.status} = 'approved') as approved_all,
      count(*) filter (where ${assessments.status} = 'declined') as declined_all,
      count(*) filter (where ${assessments.status} = 'in_review') as in_review_all,
      avg(${decisionSeconds}) filter (where ${decided}) as average_all,
      count(*) filter (where ${assessments.status} = 'approved' and ${inMonth}) as approved_month,
      count(*) filter (where ${assessments.status} = 'declined' and ${inMonth}) as declined_month,
      count(*) filter (where ${assessments.status} = 'in_review' and ${assessments.submittedAt} >= ${monthStart}) as in_review_month,
      avg(${decisionSeconds}) filter (where ${decided} and ${inMonth}) as average_month
    from ${assessments}
    where ${assessments.practitionerId} = ${practitionerId}`);
  // PGlite and node-postgres both answer `{ rows }`.
  const [row] = (result as unknown as { rows: StatisticsRow[] }).rows;
  if (!row) throw new Error('The statistics query answered no row');
  return {
    monthStartsAt: new Date(row.month_starts_at).toISOString(),
    thisMonth: statistics(row.approved_month, row.declined_month, row.in_review_month, row.average_month),
    allTime: statistics(row.approved_all, row.declined_all, row.in_review_all, row.average_all),
  };
}

/**
 * `/admin/practitioner-details/{practitionerId}`: the practitioner, their week and time off, their appointments from
 * 14 days ago to 28 days ahead (the practitioner calendar's 42-day window), and their review statistics. Built from
 * the practitioner area's own functions, so the admin sees the schedule the practitioner does.
 */
export async function practitionerDetails(db: Db, id: number, now: Date): Promise<PractitionerDetails> {
  const practitioner = await practitionerById(db, id, now);
  const { userId } = practitioner;
  const schedule = await availability(db, userId);
  const [timeOff, appointments, reviews] = await Promise.all([
    timeOffList(db, userId, now),
    calendar(db, userId, {
      from: new Date(now.getTime() - PRACTITIONER_DETAILS_PAST_DAYS * DAY_MS),
      to: new Date(now.getTime() + PRACTITIONER_DETAILS_FUTURE_DAYS * DAY_MS),
    }),
    reviewStatistics(db, id, schedule.timezone, now),
  ]);
  return { practitioner, schedule, timeOff: timeOff.items, appointments: appointments.items, reviews };
}
