import type { AssessmentType } from '@telehealth/contract';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { assessments, users } from '../db/schema';

/**
 * The review queue, defined once (docs/product/practitioner.md): the queue's list, its total and the practitioner
 * dashboard's counts all read these conditions, so a count never disagrees with the list beside it.
 *
 * - `awaiting_review`: paid and waiting for a practitioner, whoever they are (unpaid, drafts, decided and claimed
 *   ones are not waiting).
 * - `in_review`: in review by the caller (`me`); an admin without a practitioner profile (`me` null) sees every
 *   review in progress.
 */
export type ReviewQueueView = 'awaiting_review' | 'in_review';

export function reviewQueueWhere(
  view: ReviewQueueView,
  me: number | null,
  type?: AssessmentType | undefined,
): SQL | undefined {
  const conditions: SQL[] = [eq(assessments.status, view)];
  if (view === 'awaiting_review') conditions.push(eq(assessments.paid, true));
  if (view === 'in_review' && me !== null) conditions.push(eq(assessments.practitionerId, me));
  if (type) conditions.push(eq(assessments.type, type));
  return and(...conditions);
}

/** How many the queue lists in `view`: the same rows (with their patient) as the list, counted. */
export async function reviewQueueCount(
  db: Db,
  view: ReviewQueueView,
  me: number | null,
  type?: AssessmentType | undefined,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(assessments)
    .innerJoin(users, eq(users.id, assessments.patientId))
    .where(reviewQueueWhere(view, me, type));
  return Number(row?.n ?? 0);
}
