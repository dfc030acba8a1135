import type { Answers, AssessmentType } from '@telehealth/contract';
import { useEndpoint, useEndpointMutation } from './endpoint';
import { presets } from './presets';

/** `GET /api/assessments/questionnaires/{type}`: data that changes only with a release, so the stable preset. */
export function useQuestionnaire(type: AssessmentType | null) {
  return useEndpoint('getQuestionnaire', type === null ? null : { params: { type } }, presets.stable);
}

/** `GET /api/assessments/fees`: each type's fee in cents. */
export function useAssessmentFees() {
  return useEndpoint('assessmentFees', {}, presets.stable);
}

/** `GET /api/assessments/mine?page`: the patient's own, newest first, 50 a page. */
export function useMyAssessments(page = 1) {
  return useEndpoint('myAssessments', { query: { page } }, { keepPreviousData: true });
}

/** `GET /api/assessments/{id}`: a 404 (not found, or not yours) reads as `null`; nothing is asked while null. */
export function useAssessment(id: number | null) {
  return useEndpoint('getAssessment', id === null ? null : { params: { id } }, {
    revalidateOnFocus: false,
    tolerate: { 404: null },
  });
}

/**
 * `GET /api/assessments/drafts/{type}`: `{ draft }`, the patient's open draft of the type or null (nothing is
 * created). Read when the questionnaire opens, not again on focus: the screen keeps working on what it opened.
 */
export function useOpenAssessmentDraft(type: AssessmentType | null) {
  return useEndpoint('openAssessmentDraft', type === null ? null : { params: { type } }, {
    revalidateOnFocus: false,
  });
}

/**
 * `POST /api/assessments`: the patient's open draft of a type, or a new one, with the first step's answers: the
 * screen calls it on the first saved answer, so opening the questionnaire makes no draft.
 */
export function useCreateAssessment() {
  return useEndpointMutation(
    'createAssessment',
    ({ type, answers }: { type: AssessmentType; answers?: Answers }) => ({
      body: answers === undefined ? { type } : { type, answers },
    }),
  );
}

/** `POST /api/assessments/{id}/reopen`: 'Change my answers' on a red-flag stop; answers the new draft. */
export function useReopenAssessment() {
  return useEndpointMutation('reopenAssessment', (id: number) => ({ params: { id } }));
}

/** `PUT /api/assessments/{id}/answers`: saves a step; a bad answer rejects with 400 `{ message, field: 'answers.<id>' }`. */
export function useSaveAssessmentAnswers() {
  return useEndpointMutation(
    'saveAssessmentAnswers',
    ({ id, answers }: { id: number; answers: Answers }) => ({ params: { id }, body: { answers } }),
  );
}

/** `POST /api/assessments/{id}/submit`: answers `declined` (red flag) or `pending_payment`. */
export function useSubmitAssessment() {
  return useEndpointMutation('submitAssessment', (id: number) => ({ params: { id } }));
}
