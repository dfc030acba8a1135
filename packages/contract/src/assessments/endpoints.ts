import { z } from 'zod';
import { defineEndpoints, idParams } from '../endpoint/define';
import { apiErrorBody } from '../errorBody';
import { questionnaire } from './questionnaire';
import {
  approveAssessmentInput,
  claimResult,
  declineAssessmentInput,
  prescribableMedication,
  reviewDetail,
  reviewQueuePage,
  reviewQueueQuery,
  reviewState,
} from './review';
import { assessmentRoutes } from './routes';
import {
  assessmentDetail,
  assessmentFees,
  assessmentPage,
  createAssessmentInput,
  myAssessmentsQuery,
  openAssessmentDraft,
  questionnaireParams,
  saveAnswersInput,
} from './wire';

/** The assessments endpoints' schemas, summaries and error answers, under the names of `assessmentRoutes`. */
export const assessmentEndpoints = defineEndpoints(assessmentRoutes, {
  assessmentFees: {
    summary: "Each assessment type's fee in cents, from the settings",
    response: assessmentFees,
  },
  getQuestionnaire: {
    summary: 'The current questionnaire of an assessment type, as data',
    params: questionnaireParams,
    response: questionnaire,
  },
  createAssessment: {
    summary:
      "A patient's draft of a type: their open draft if any, else a new one, with the first step's answers when given (patients only)",
    body: createAssessmentInput,
    response: assessmentDetail,
    errors: { 404: apiErrorBody },
  },
  openAssessmentDraft: {
    summary: "The patient's open draft of a type, or null; nothing is created",
    params: questionnaireParams,
    response: openAssessmentDraft,
    errors: { 403: apiErrorBody, 404: apiErrorBody },
  },
  reopenAssessment: {
    summary:
      "'Change my answers': a new draft with the answers of the patient's assessment declined for a red flag, which stays declined; 409 for any other, or while another draft of the type is open",
    params: idParams,
    response: assessmentDetail,
    errors: { 409: apiErrorBody },
  },
  saveAssessmentAnswers: {
    summary: "Save a step's answers to the patient's own draft, validated against the questionnaire",
    params: idParams,
    body: saveAnswersInput,
    response: assessmentDetail,
    errors: { 409: apiErrorBody },
  },
  submitAssessment: {
    summary: 'Submit a draft: a red flag declines it (no charge), else it awaits payment at the fee',
    params: idParams,
    response: assessmentDetail,
    errors: { 409: apiErrorBody },
  },
  myAssessments: {
    summary: "The signed-in patient's assessments, newest first, 50 a page",
    query: myAssessmentsQuery,
    response: assessmentPage,
    errors: { 403: apiErrorBody, 404: apiErrorBody },
  },
  getAssessment: {
    summary: 'One assessment: its patient, its assigned practitioner or an admin (staff reads are audited)',
    params: idParams,
    response: assessmentDetail,
  },
  reviewQueue: {
    summary: 'The review queue: assessments awaiting review, oldest first (or those in review by the caller)',
    query: reviewQueueQuery,
    response: reviewQueuePage,
  },
  claimAssessment: {
    summary:
      'Start a review: the assessment goes in review, assigned to the caller; 409 when someone was first',
    params: idParams,
    response: claimResult,
    errors: { 409: apiErrorBody },
  },
  declineAssessment: {
    summary: 'Decline with a reason (the assigned practitioner or an admin); 409 once decided',
    params: idParams,
    body: declineAssessmentInput,
    response: reviewState,
    errors: { 409: apiErrorBody },
  },
  reviewDetail: {
    summary: 'One assessment for its review: the assigned practitioner or an admin (audited)',
    params: idParams,
    response: reviewDetail,
  },
  approveAssessment: {
    summary:
      'Approve with a prescription (preparing) rendered as an A6 PDF from the default template; 409 once decided',
    params: idParams,
    body: approveAssessmentInput,
    response: reviewState,
    errors: { 409: apiErrorBody },
  },
  prescribableMedications: {
    summary: 'The active medication catalogue, with its variants, to prescribe from',
    response: z.array(prescribableMedication),
  },
});
