import { z } from 'zod';
import { assessmentStatus } from '../dashboards/summary';
import { answerValue, assessmentType } from './questionnaire';

export const assessmentDeclineReasons = ['red_flag', 'practitioner'] as const;
export const assessmentDeclineReason = z.enum(assessmentDeclineReasons);
export type AssessmentDeclineReason = z.infer<typeof assessmentDeclineReason>;

/** One step's answers, by question id. */
const stepAnswers = z.record(z.string().max(100), answerValue, { error: 'Send the answers as an object.' });

/**
 * `POST /api/assessments`: the patient's open draft of the type, or a new one. The screen sends the first step's
 * answers with it, so a draft exists only once the patient has saved an answer (see docs/product/assessments.md).
 */
export const createAssessmentInput = z.object({ type: assessmentType, answers: stepAnswers.optional() });
export type CreateAssessmentInput = z.input<typeof createAssessmentInput>;

/** `PUT /api/assessments/{id}/answers`: one step's answers, by question id. */
export const saveAnswersInput = z.object({ answers: stepAnswers });
export type SaveAnswersInput = z.input<typeof saveAnswersInput>;

/** `GET /api/assessments/questionnaires/{type}` and `GET /api/assessments/drafts/{type}`. */
export const questionnaireParams = z.object({ type: assessmentType });

const iso = z.string();

/** An assessment in a list: no answers. */
export const assessmentSummary = z.object({
  id: z.number().int().positive(),
  type: assessmentType,
  status: assessmentStatus,
  declineReason: assessmentDeclineReason.nullable(),
  questionnaireVersion: z.number().int().positive(),
  feeCents: z.number().int().nonnegative(),
  paid: z.boolean(),
  submittedAt: iso.nullable(),
  createdAt: iso,
  updatedAt: iso,
});
export type AssessmentSummary = z.infer<typeof assessmentSummary>;

/** One assessment with its answers (owner, assigned practitioner or admin). */
export const assessmentDetail = assessmentSummary.extend({
  patientId: z.number().int().positive(),
  practitionerId: z.number().int().positive().nullable(),
  answers: z.record(z.string(), answerValue),
  /** Advice the answers raise (the combined pill for a smoker aged 35 or over), in the patient's words. */
  advice: z.array(z.string()),
});
export type AssessmentDetail = z.infer<typeof assessmentDetail>;

/** `GET /api/assessments/drafts/{type}`: the patient's open draft of the type, or null (nothing is created). */
export const openAssessmentDraft = z.object({ draft: assessmentDetail.nullable() });
export type OpenAssessmentDraft = z.infer<typeof openAssessmentDraft>;

export const ASSESSMENTS_PAGE_SIZE = 50;

/** A list's page in the query string, from 1. */
export const pageNumber = z.coerce
  .number({ error: 'Page must be a whole number from 1.' })
  .int({ message: 'Page must be a whole number from 1.' })
  .min(1, { message: 'Page must be a whole number from 1.' })
  .max(100_000, { message: 'Page must be a whole number from 1.' })
  .default(1);

export const myAssessmentsQuery = z.object({ page: pageNumber });
export type MyAssessmentsQuery = z.input<typeof myAssessmentsQuery>;

export const assessmentPage = z.object({
  items: z.array(assessmentSummary),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type AssessmentPage = z.infer<typeof assessmentPage>;

/** `GET /api/assessments/fees`: each type's fee in cents, from the settings. */
export const assessmentFees = z.object({
  erectile_dysfunction: z.number().int().nonnegative(),
  weight_loss: z.number().int().nonnegative(),
  contraception: z.number().int().nonnegative(),
});
export type AssessmentFees = z.infer<typeof assessmentFees>;

/** The setting that holds each type's fee. */
export const assessmentFeeSettingKeys = {
  erectile_dysfunction: 'ed_assessment_fee',
  weight_loss: 'weight_loss_assessment_fee',
  contraception: 'contraception_assessment_fee',
} as const;
