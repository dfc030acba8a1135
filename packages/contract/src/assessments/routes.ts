import type { Route } from '../endpoint/route';

/** The assessments endpoints: method, path and who may call them. Free of zod, so the browser can import it. */
export const assessmentRoutes = {
  assessmentFees: {
    method: 'GET',
    path: '/api/assessments/fees',
    access: 'public',
    tag: 'assessments',
  },
  getQuestionnaire: {
    method: 'GET',
    path: '/api/assessments/questionnaires/:type',
    access: 'public',
    tag: 'assessments',
  },
  createAssessment: {
    method: 'POST',
    path: '/api/assessments',
    access: 'signedIn',
    tag: 'assessments',
    invalidates: ['myAssessments', 'getAssessment', 'openAssessmentDraft'],
  },
  openAssessmentDraft: {
    method: 'GET',
    path: '/api/assessments/drafts/:type',
    access: 'signedIn',
    tag: 'assessments',
  },
  reopenAssessment: {
    method: 'POST',
    path: '/api/assessments/:id/reopen',
    access: 'signedIn',
    tag: 'assessments',
    invalidates: ['myAssessments', 'getAssessment', 'openAssessmentDraft'],
  },
  saveAssessmentAnswers: {
    method: 'PUT',
    path: '/api/assessments/:id/answers',
    access: 'signedIn',
    tag: 'assessments',
  },
  submitAssessment: {
    method: 'POST',
    path: '/api/assessments/:id/submit',
    access: 'signedIn',
    tag: 'assessments',
    invalidates: ['myAssessments', 'getAssessment', 'openAssessmentDraft'],
  },
  myAssessments: {
    method: 'GET',
    path: '/api/assessments/mine',
    access: 'signedIn',
    tag: 'assessments',
  },
  getAssessment: {
    method: 'GET',
    path: '/api/assessments/:id',
    access: 'signedIn',
    tag: 'assessments',
  },
  reviewQueue: {
    method: 'GET',
    path: '/api/practitioner/assessments',
    access: 'practitioner',
    tag: 'assessments',
  },
  claimAssessment: {
    method: 'POST',
    path: '/api/practitioner/assessments/:id/claim',
    access: 'practitioner',
    tag: 'assessments',
    invalidates: ['reviewQueue', 'reviewDetail', 'practitionerSummary', 'getAssessment'],
  },
  declineAssessment: {
    method: 'POST',
    path: '/api/practitioner/assessments/:id/decline',
    access: 'practitioner',
    tag: 'assessments',
    invalidates: ['reviewQueue', 'reviewDetail', 'practitionerSummary', 'getAssessment'],
  },
  reviewDetail: {
    method: 'GET',
    path: '/api/practitioner/assessments/:id',
    access: 'practitioner',
    tag: 'assessments',
  },
  approveAssessment: {
    method: 'POST',
    path: '/api/practitioner/assessments/:id/approve',
    access: 'practitioner',
    tag: 'assessments',
    invalidates: ['reviewQueue', 'reviewDetail', 'practitionerSummary', 'getAssessment'],
  },
  prescribableMedications: {
    method: 'GET',
    path: '/api/practitioner/medications',
    access: 'practitioner',
    tag: 'assessments',
  },
} as const satisfies Record<string, Route>;
