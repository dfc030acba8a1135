import {
  type AdminSummary,
  articleStatuses,
  assessmentStatuses,
  type ContentWriterSummary,
  type PractitionerSummary,
} from '@telehealth/contract';
import { and, count, eq, gte } from 'drizzle-orm';
import { reviewQueueCount } from '../assessments';
import type { Db } from '../db/client';
import {
  appointments,
  articles,
  assessments,
  contactSubmissions,
  messages,
  practitioners,
  prescriptions,
  users,
} from '../db/schema';

/** Counts keyed by every status, zero where a status has no rows. */
function byStatus<S extends string>(
  statuses: readonly S[],
  rows: { status: string; n: number }[],
): Record<S, number> {
  const result = Object.fromEntries(statuses.map((status) => [status, 0])) as Record<S, number>;
  for (const row of rows) if (row.status in result) result[row.status as S] = row.n;
  return result;
}

/** The admin dashboard's counts. */
export async function adminSummary(db: Db, now: Date): Promise<AdminSummary> {
  const [patientCount] = await db.select({ n: count() }).from(users).where(eq(users.role, 'patient'));
  const [practitionerCounts] = await db.select({ n: count() }).from(practitioners);
  const [activeCount] = await db
    .select({ n: count() })
    .from(practitioners)
    .where(eq(practitioners.isActive, true));
  const assessmentRows = await db
    .select({ status: assessments.status, n: count() })
    .from(assessments)
    .groupBy(assessments.status);
  const [upcoming] = await db
    .select({ n: count() })
    .from(appointments)
    .where(and(eq(appointments.status, 'scheduled'), gte(appointments.startsAt, now)));
  const [prescriptionCount] = await db.select({ n: count() }).from(prescriptions);
  const [newContacts] = await db
    .select({ n: count() })
    .from(contactSubmissions)
    .where(eq(contactSubmissions.status, 'new'));
  return {
    patients: patientCount?.n ?? 0,
    practitioners: practitionerCounts?.n ?? 0,
    activePractitioners: activeCount?.n ?? 0,
    assessmentsByStatus: byStatus(assessmentStatuses, assessmentRows),
    upcomingAppointments: upcoming?.n ?? 0,
    prescriptions: prescriptionCount?.n ?? 0,
    newContactSubmissions: newContacts?.n ?? 0,
  };
}

/** The practitioner dashboard's counts for the signed-in user (zeros for an admin without a practitioner profile). */
export async function practitionerSummary(db: Db, userId: number, now: Date): Promise<PractitionerSummary> {
  const [profile] = await db
    .select({ id: practitioners.id })
    .from(practitioners)
    .where(eq(practitioners.userId, userId))
    .limit(1);
  const [unread] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.receiverId, userId), eq(messages.isRead, false)));
  // An admin without a practitioner profile has no queue of their own.
  if (!profile)
    return {
      pendingAssessments: 0,
      inReviewByMe: 0,
      upcomingAppointments: 0,
      unreadMessages: unread?.n ?? 0,
    };
  // The review queue's own definition, so each count is the length of the list it names.
  const [pending, inReviewByMe] = await Promise.all([
    reviewQueueCount(db, 'awaiting_review', profile.id),
    reviewQueueCount(db, 'in_review', profile.id),
  ]);
  const [upcoming] = await db
    .select({ n: count() })
    .from(appointments)
    .where(
      and(
        eq(appointments.practitionerId, profile.id),
        eq(appointments.status, 'scheduled'),
        gte(appointments.startsAt, now),
      ),
    );
  return {
    pendingAssessments: pending,
    inReviewByMe,
    upcomingAppointments: upcoming?.n ?? 0,
    unreadMessages: unread?.n ?? 0,
  };
}

/** The content writer dashboard's counts of their own articles, by status. */
export async function contentWriterSummary(db: Db, authorId: number): Promise<ContentWriterSummary> {
  const rows = await db
    .select({ status: articles.status, n: count() })
    .from(articles)
    .where(eq(articles.authorId, authorId))
    .groupBy(articles.status);
  const articlesByStatus = byStatus(articleStatuses, rows);
  return {
    totalArticles: Object.values(articlesByStatus).reduce((sum, n) => sum + n, 0),
    articlesByStatus,
  };
}
