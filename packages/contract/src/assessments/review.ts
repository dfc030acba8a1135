import { z } from 'zod';
import { assessmentStatus } from '../dashboards/summary';
import { safeString } from '../text';
import { wholeNumber } from '../validation';
import { type AssessmentType, answerValue, assessmentType } from './questionnaire';
import { assessmentDeclineReason, pageNumber } from './wire';

// ---- the practitioner's review queue and decisions (docs/product/assessments.md)

export const reviewMessages = {
  claimed: 'Another practitioner is already reviewing this assessment.',
  alreadyReviewing: 'You are already reviewing this assessment.',
  notAwaitingReview: 'This assessment is not waiting for review.',
  decided: 'This assessment has already been decided.',
  notYours: 'Only the practitioner reviewing this assessment, or an admin, can decide it.',
  notInReview: 'Start the review before deciding this assessment.',
  reasonRequired: 'A reason is required to decline an assessment',
  reasonTooLong: 'Use 2000 characters or fewer.',
  noPractitionerProfile: 'Your account has no practitioner profile.',
  prescriberRequired: 'Add your prescriber number and signature to your profile before prescribing.',
  practiceRequired:
    'Add your AHPRA registration number, practice address and practice phone to your profile before prescribing.',
  itemsRequired: 'Choose at least one medicine to prescribe.',
  tooManyItems: 'Prescribe at most 10 medicines at once.',
  variantRequired: 'Choose a medicine from the catalogue.',
  variantUnknown: 'This medicine is not in the catalogue, or is no longer available.',
  wrongAssessmentType: 'This medicine is not prescribed for this assessment type.',
  noMedicinesForType: (type: string) =>
    `No medicine in the catalogue may be prescribed for ${type.toLowerCase()} yet. An admin chooses what each medicine is prescribed for.`,
  variantTwice: 'Each medicine can be prescribed once on a prescription.',
  instructionsRequired: 'Instructions are required',
  instructionsTooLong: 'Use 1000 characters or fewer.',
  quantity: 'Quantity must be a whole number from 1 to 1000',
  repeats: 'Repeats must be a whole number from 0 to 11',
  notFound: 'Assessment not found',
  prescriptionNotFound: 'Prescription not found',
} as const;

/** The practice details a prescription prints so that a pharmacist can check and reach its prescriber. */
const practiceDetailLabels = {
  ahpraNumber: 'AHPRA registration number',
  practiceAddress: 'practice address',
  practicePhone: 'practice phone',
} as const;

/** 'a', 'a and b', 'a, b and c'. */
function spokenList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * What stops a practitioner prescribing, in words that name what is missing (docs/product/practitioner.md), first
 * things first; empty when nothing does. A missing prescriber number or signature is the spec's
 * `prescriberRequired`; missing practice details are named one by one ('Add your practice phone to your profile
 * before prescribing.'), all three being `practiceRequired`. The server refuses an approval with the first.
 */
export function prescribingRefusals(prescriber: {
  prescriberNumber: string | null;
  hasSignature: boolean;
  ahpraNumber: string | null;
  practiceAddress: string | null;
  practicePhone: string | null;
}): string[] {
  const refusals: string[] = [];
  if (!prescriber.prescriberNumber?.trim() || !prescriber.hasSignature)
    refusals.push(reviewMessages.prescriberRequired);
  const missing = (Object.keys(practiceDetailLabels) as (keyof typeof practiceDetailLabels)[])
    .filter((key) => !prescriber[key]?.trim())
    .map((key) => practiceDetailLabels[key]);
  if (missing.length > 0)
    refusals.push(`Add your ${spokenList(missing)} to your profile before prescribing.`);
  return refusals;
}

/** Limits of one approval (docs/product/assessments.md). */
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

/**
 * `POST /api/practitioner/assessments/{id}/claim`: where the assessment stands. Claiming one the caller already
 * reviews is no error (a second tab, a double click): it answers the same state with `message` saying so
 * ('You are already reviewing this assessment.'); a fresh claim has no message.
 */
export const claimResult = reviewState.extend({ message: z.string().nullable() });
export type ClaimResult = z.infer<typeof claimResult>;

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
  /** The assessment types it may be prescribed for: an approval offers and accepts it only for these. */
  assessmentTypes: z.array(assessmentType),
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

/** The medications of the catalogue that may be prescribed for an assessment of `type` (docs/product/prescriptions.md). */
export function prescribableFor<T extends Pick<PrescribableMedication, 'assessmentTypes'>>(
  medications: readonly T[],
  type: AssessmentType,
): T[] {
  return medications.filter((medication) => medication.assessmentTypes.includes(type));
}

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
