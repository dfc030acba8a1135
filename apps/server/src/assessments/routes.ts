import { assessmentEndpoints, questionnaires } from '@telehealth/contract';
import type { FastifyInstance } from 'fastify';
import { auditActor, auditRequest } from '../audit';
import { currentSession } from '../auth';
import { registerDomain } from '../http/endpoint';
import { approve } from './approve';
import * as review from './review';
import * as service from './service';

/**
 * Assessments (docs/product/assessments.md): the questionnaires and fees for anyone, a patient's own drafts and
 * submissions, and one assessment for its patient, assigned practitioner or an admin. Answers are health data: they
 * never enter a log or an audit row (a staff read is audited by id and patient only).
 */
export async function assessmentRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;

  registerDomain(app, assessmentEndpoints, {
    assessmentFees: async () => service.assessmentFees(db),
    getQuestionnaire: async ({ params }) => questionnaires[params.type],
    createAssessment: async (request) => {
      const { user } = await currentSession(request);
      service.requirePatient(user);
      return service.createDraft(db, user.id, request.body.type, now(), request.body.answers);
    },
    openAssessmentDraft: async (request) => {
      const { user } = await currentSession(request);
      service.requirePatient(user);
      return service.openDraft(db, user.id, request.params.type);
    },
    reopenAssessment: async (request) => {
      const { user } = await currentSession(request);
      service.requirePatient(user);
      return service.reopen(db, request.params.id, user.id, await auditActor(request), now());
    },
    saveAssessmentAnswers: async (request) => {
      const { user } = await currentSession(request);
      service.requirePatient(user);
      return service.saveAnswers(db, request.params.id, user.id, request.body.answers, now());
    },
    submitAssessment: async (request) => {
      const { user } = await currentSession(request);
      service.requirePatient(user);
      return service.submit(db, request.params.id, user.id, now());
    },
    myAssessments: async (request) => {
      const { user } = await currentSession(request);
      service.requirePatient(user);
      return service.mine(db, user.id, request.query.page);
    },
    getAssessment: async (request) => {
      const { user } = await currentSession(request);
      const { assessment, as } = await service.readOne(db, request.params.id, user);
      if (as !== 'owner') {
        await auditRequest(request, {
          action: 'assessment.read',
          targetType: 'assessment',
          targetId: assessment.id,
          details: { patientId: assessment.patientId, as },
        });
      }
      return assessment;
    },
    // ---- the practitioner's review: every claim and decision is audited, never with the answers.
    reviewQueue: async (request) => {
      const { user } = await currentSession(request);
      return review.queue(db, user, request.query, now());
    },
    claimAssessment: async (request) => {
      const { user } = await currentSession(request);
      return review.claim(db, request.params.id, user, await auditActor(request), now());
    },
    declineAssessment: async (request) => {
      const { user } = await currentSession(request);
      const { id } = request.params;
      const actor = await auditActor(request);
      return review.decline(db, app.delivery, id, user, request.body.reason, actor, now());
    },
    reviewDetail: async (request) => {
      const { user } = await currentSession(request);
      const detail = await review.reviewDetail(db, request.params.id, user, now());
      await auditRequest(request, {
        action: 'assessment.review_read',
        targetType: 'assessment',
        targetId: detail.id,
        details: { patientId: detail.patient.id, as: detail.mine ? 'practitioner' : 'admin' },
      });
      return detail;
    },
    prescribableMedications: async () => review.prescribableMedications(db),
    approveAssessment: async (request) => {
      const { user } = await currentSession(request);
      const { id } = request.params;
      const actor = await auditActor(request);
      return approve(db, app.ctx.storage, app.delivery, id, user, request.body, actor, now(), request.log);
    },
  });
}
