import { patientEndpoints } from '@telehealth/contract';
import type { FastifyInstance } from 'fastify';
import { auditActor, auditRequest } from '../audit';
import { currentSession, userChanged } from '../auth';
import { registerDomain } from '../http/endpoint';
import { prescriptionPdf } from '../prescriptions';
import { repeatPostFeeCents, requestRepeat } from './repeat';
import * as patient from './service';

/**
 * The patient's own dashboard, prescriptions, profile and data export (docs/product/dashboard.md). Every answer is the
 * signed-in user's own: the only id in a path (a prescription's) is looked up together with who may read it (its
 * patient, and for the PDF also its prescriber or an admin).
 */
export async function patientRoutes(app: FastifyInstance): Promise<void> {
  const { db, bus, now, config, storage } = app.ctx;
  registerDomain(app, patientEndpoints, {
    patientSummary: async (request) =>
      patient.patientSummary(db, (await currentSession(request)).user.id, now()),
    myPrescriptions: async (request) => ({
      items: await patient.myPrescriptions(db, (await currentSession(request)).user.id),
      repeatPostFeeCents: await repeatPostFeeCents(db),
    }),
    requestRepeat: async (request) => {
      const { user } = await currentSession(request);
      return requestRepeat(
        {
          db,
          provider: app.paymentProvider,
          userId: user.id,
          at: now(),
          delivery: app.delivery,
          appUrl: config.delivery.appUrl,
        },
        request.params.id,
        request.body.idempotencyKey,
      );
    },
    // The patient's own, its prescriber's or an admin's (prescriptions/pdf.ts); staff reads are audited.
    prescriptionPdf: async (request, reply) => {
      const { user } = await currentSession(request);
      const { pdf, as, patientId } = await prescriptionPdf(db, storage, request.params.id, user);
      if (as !== 'owner') {
        await auditRequest(request, {
          action: 'prescription.pdf_read',
          targetType: 'prescription',
          targetId: request.params.id,
          details: { patientId, as },
        });
      }
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="prescription-${request.params.id}.pdf"`)
        .send(pdf);
    },
    patientProfile: async (request) => patient.patientProfile(db, (await currentSession(request)).user.id),
    updatePatientProfile: async (request) => {
      const { user } = await currentSession(request);
      const answer = await patient.updatePatientProfile(
        db,
        user.id,
        request.body,
        await auditActor(request),
        now(),
      );
      await userChanged({ bus }, user.id);
      return answer;
    },
    exportMyData: async (request, reply) => {
      const { user } = await currentSession(request);
      const data = await patient.exportPatientData(db, user.id, await auditActor(request), now());
      // Every API answer is already `no-store`; this one also downloads as a file.
      reply.header('content-disposition', 'attachment; filename="my-data.json"');
      return data;
    },
  });
}
