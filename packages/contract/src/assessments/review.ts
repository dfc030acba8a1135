import { z } from 'zod';
import { assessmentStatus } from '../summary';
import { safeString } from '../text';
import { assessmentType } from './questionnaire';
import { assessmentDeclineReason, pageNumber } from './wire';

// ---- the practitioner's review queue and decisions (journeys §5)

export const reviewMessages = {
  claimed: 'Another practitioner is already reviewing this assessment.',
  notAwaitingReview: 'This assessment is not waiting for review.',
  decided: 'This assessment has already been decided.',
  notYours: 'Only the practitioner reviewing this assessment, or an admin, can decide it.',
  notInReview: 'Start the review before deciding this assessment.',
  reasonRequired: 'A reason is required to decline an assessment',
  reasonTooLong: 'Use 2000 characters or fewer.',
  noPractitionerProfile: 'Your account has no practitioner profile.',
} as const;

export const REVIEW_QUEUE_PAGE_SIZE = 50;

/** The queue's filter: what is waiting (default), what I am reviewing, or both. */
export const reviewQueueStatuses = ['awaiting_review', 'in_review'] as const;

/** `GET /api/practitioner/assessments?type&status&page`. */
export const reviewQueueQuery = z.object({
  type: assessmentType.optional(),
  status: z
    .enum(reviewQueueStatuses, { error: 'Choose awaiting_review or in_review.' })
    .default('awaiting_review'),
  page: pageNumber,
});
export type ReviewQueueQuery = z.input<typeof reviewQueueQuery>;

/**
 * One row of the queue: no answers and no name, only what choosing the next review needs (the patient's age from
 * their date of birth, when known).
 */
export const reviewQueueItem = z.object({
  id: z.number().int().positive(),
  type: assessmentType,
  status: assessmentStatus,
  submittedAt: z.string().nullable(),
  patientAge: z.number().int().nonnegative().nullable(),
  /** In review by the caller. */
  mine: z.boolean(),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItem>;

export const reviewQueuePage = z.object({
  items: z.array(reviewQueueItem),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type ReviewQueuePage = z.infer<typeof reviewQueuePage>;

/** `POST /api/practitioner/assessments/{id}/decline`. */
export const declineAssessmentInput = z.object({
  reason: safeString()
    .trim()
    .min(1, { message: reviewMessages.reasonRequired })
    .max(2000, { message: reviewMessages.reasonTooLong }),
});
export type DeclineAssessmentInput = z.input<typeof declineAssessmentInput>;

/** A claim's or a decision's answer: where the assessment stands. */
export const reviewState = z.object({
  id: z.number().int().positive(),
  status: assessmentStatus,
  practitionerId: z.number().int().positive().nullable(),
  declineReason: assessmentDeclineReason.nullable(),
  decisionNotes: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type ReviewState = z.infer<typeof reviewState>;
