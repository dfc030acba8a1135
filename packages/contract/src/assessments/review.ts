import { z } from 'zod';
import { assessmentStatus } from '../summary';
import { safeString } from '../text';
import { answerValue, assessmentType } from './questionnaire';
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
  prescriberRequired: 'Add your prescriber number and signature to your profile before prescribing.',
  itemsRequired: 'Choose at least one medicine to prescribe.',
  tooManyItems: 'Prescribe at most 10 medicines at once.',
  variantRequired: 'Choose a medicine from the catalogue.',
  variantUnknown: 'This medicine is not in the catalogue, or is no longer available.',
  variantTwice: 'Each medicine can be prescribed once on a prescription.',
  instructionsRequired: 'Instructions are required',
  instructionsTooLong: 'Use 1000 characters or fewer.',
  quantity: 'Quantity must be a whole number from 1 to 1000',
  repeats: 'Repeats must be a whole number from 0 to 11',
  notFound: 'Assessment not found',
  prescriptionNotFound: 'Prescription not found',
} as const;

/** Limits of one approval (journeys §5). */
export const prescribingLimits = { maxItems: 10, maxQuantity: 1000, maxRepeats: 11 } as const;

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
  /** The prescription an approval created. */
  prescriptionId: z.number().int().positive().nullable(),
});
export type ReviewState = z.infer<typeof reviewState>;

const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int({ message }).min(min, { message }).max(max, { message });

/** One medicine of an approval: a catalogue variant, with the practitioner's instructions, quantity and repeats. */
export const prescribeItemInput = z.object({
  variantId: wholeNumber(reviewMessages.variantRequired, 1, 2_147_483_647),
  instructions: safeString({ error: reviewMessages.instructionsRequired })
    .trim()
    .min(1, { message: reviewMessages.instructionsRequired })
    .max(1000, { message: reviewMessages.instructionsTooLong }),
  quantity: wholeNumber(reviewMessages.quantity, 1, prescribingLimits.maxQuantity),
  repeats: wholeNumber(reviewMessages.repeats, 0, prescribingLimits.maxRepeats),
});
export type PrescribeItemInput = z.input<typeof prescribeItemInput>;

/** `POST /api/practitioner/assessments/{id}/approve`. */
export const approveAssessmentInput = z.object({
  items: z
    .array(prescribeItemInput, { error: reviewMessages.itemsRequired })
    .min(1, { message: reviewMessages.itemsRequired })
    .max(prescribingLimits.maxItems, { message: reviewMessages.tooManyItems })
    .superRefine((items, ctx) => {
      const seen = new Set<number>();
      items.forEach((item, index) => {
        if (seen.has(item.variantId))
          ctx.addIssue({ code: 'custom', message: reviewMessages.variantTwice, path: [index, 'variantId'] });
        seen.add(item.variantId);
      });
    }),
});
export type ApproveAssessmentInput = z.input<typeof approveAssessmentInput>;

/** `GET /api/practitioner/medications`: the active catalogue a practitioner prescribes from. */
export const prescribableMedication = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  genericName: z.string().nullable(),
  variants: z.array(
    z.object({
      id: z.number().int().positive(),
      strength: z.string(),
      form: z.string(),
      /** The pack size the catalogue sells. */
      quantity: z.number().int().positive(),
    }),
  ),
});
export type PrescribableMedication = z.infer<typeof prescribableMedication>;

/**
 * `GET /api/practitioner/assessments/{id}`: what the review needs and no more. The patient's name (it prints on the
 * prescription), age and date of birth; their id opens the conversation; the answers, highlighted on the client
 * with `reviewHighlights`.
 */
export const reviewDetail = z.object({
  id: z.number().int().positive(),
  type: assessmentType,
  status: assessmentStatus,
  questionnaireVersion: z.number().int().positive(),
  submittedAt: z.string().nullable(),
  practitionerId: z.number().int().positive().nullable(),
  /** Assigned to the caller. */
  mine: z.boolean(),
  patient: z.object({
    id: z.number().int().positive(),
    name: z.string(),
    dateOfBirth: z.string().nullable(),
    age: z.number().int().nonnegative().nullable(),
  }),
  answers: z.record(z.string(), answerValue),
  declineReason: assessmentDeclineReason.nullable(),
  decisionNotes: z.string().nullable(),
  decidedAt: z.string().nullable(),
  prescriptionId: z.number().int().positive().nullable(),
});
export type ReviewDetail = z.infer<typeof reviewDetail>;
