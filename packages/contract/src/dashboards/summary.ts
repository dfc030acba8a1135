import { z } from 'zod';
import { articleStatuses } from '../articles/articles';

/** Assessment statuses, in workflow order. */
/** `draft` → `pending_payment` → `awaiting_review` → `in_review` → `approved` or `declined`. */
export const assessmentStatuses = [
  'draft',
  'pending_payment',
  'awaiting_review',
  'in_review',
  'approved',
  'declined',
] as const;
export const assessmentStatus = z.enum(assessmentStatuses);
export type AssessmentStatus = z.infer<typeof assessmentStatus>;

const count = z.number().int().nonnegative();

/**
 * A count for each of `statuses`, every one present: an object with a property per status (rather than a record
 * keyed by an enum), so that the OpenAPI document names the properties it requires.
 */
function countsBy<Status extends string>(statuses: readonly Status[]) {
  return z.strictObject(
    Object.fromEntries(statuses.map((status) => [status, count])) as Record<Status, typeof count>,
  );
}

/** `GET /api/admin/summary`: the admin dashboard's tiles. */
export const adminSummary = z.object({
  patients: count,
  practitioners: count,
  activePractitioners: count,
  /** Every status is present, zero when none. */
  assessmentsByStatus: countsBy(assessmentStatuses),
  /** Scheduled appointments that have not started yet. */
  upcomingAppointments: count,
  prescriptions: count,
  /** Contact submissions with status 'new'. */
  newContactSubmissions: count,
});
export type AdminSummary = z.infer<typeof adminSummary>;

/** `GET /api/practitioner/summary`: counts for the signed-in practitioner (zeros for an admin without a practitioner profile). */
export const practitionerSummary = z.object({
  /**
   * The review queue: the paid assessments awaiting review, exactly what the queue lists by default
   * (docs/product/practitioner.md).
   */
  pendingAssessments: count,
  /** The assessments they are reviewing: exactly what the queue lists under 'In review by me'. */
  inReviewByMe: count,
  upcomingAppointments: count,
  unreadMessages: count,
});
export type PractitionerSummary = z.infer<typeof practitionerSummary>;

/** `GET /api/content-writer/summary`: the signed-in writer's own article counts for the dashboard. */
export const contentWriterSummary = z.object({
  totalArticles: count,
  /** Every status is present, zero when none. */
  articlesByStatus: countsBy(articleStatuses),
});
export type ContentWriterSummary = z.infer<typeof contentWriterSummary>;
