import { prescriptionTemplateMessages, templateEndpoints } from '@telehealth/contract';
import type { FastifyInstance } from 'fastify';
import { auditActor } from '../audit';
import { registerDomain } from '../http/endpoint';
import * as email from './email/service';
import * as prescription from './prescription/service';
import * as sms from './sms/service';

/** Email, SMS and prescription templates (docs/product/admin.md): admins only, every change audited. */
export async function templateRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;

  registerDomain(app, templateEndpoints, {
    getEmailTemplate: async ({ params }) => email.getEmailTemplate(db, params.type),
    saveEmailTemplate: async (request) =>
      email.saveEmailTemplate(
        db,
        request.params.type,
        request.body.editableSections,
        await auditActor(request),
        now(),
      ),
    toggleEmailTemplateStatus: async (request) =>
      email.setEmailTemplateActive(
        db,
        request.params.type,
        request.body.isActive,
        await auditActor(request),
        now(),
      ),
    previewEmailTemplate: async ({ params, body }) =>
      email.previewEmailTemplate(db, params.type, body.editableSections),
    resetEmailTemplate: async (request) =>
      email.resetEmailTemplate(db, request.params.type, await auditActor(request), now()),
    listSmsTemplates: async () => sms.listSmsTemplates(db),
    getSmsTemplate: async ({ params }) => sms.getSmsTemplate(db, params.type),
    saveSmsTemplate: async (request) =>
      sms.saveSmsTemplate(db, request.params.type, request.body.content, await auditActor(request), now()),
    toggleSmsTemplateStatus: async (request) =>
      sms.toggleSmsTemplate(db, request.params.type, await auditActor(request), now()),
    listPrescriptionTemplates: async () => prescription.listPrescriptionTemplates(db),
    getPrescriptionTemplate: async ({ params }) => prescription.getPrescriptionTemplate(db, params.id),
    createPrescriptionTemplate: async (request) =>
      prescription.createPrescriptionTemplate(db, request.body, await auditActor(request), now()),
    updatePrescriptionTemplate: async (request) =>
      prescription.updatePrescriptionTemplate(
        db,
        request.params.id,
        request.body,
        await auditActor(request),
        now(),
      ),
    deletePrescriptionTemplate: async (request) => {
      await prescription.deletePrescriptionTemplate(db, request.params.id, await auditActor(request), now());
      return { message: prescriptionTemplateMessages.deleted };
    },
    setDefaultPrescriptionTemplate: async (request) =>
      prescription.setDefaultPrescriptionTemplate(db, request.params.id, await auditActor(request), now()),
    previewPrescriptionTemplate: async ({ body }) =>
      prescription.previewPrescriptionHtml(db, body.templateReact, body.sampleData),
    previewPrescriptionTemplatePdf: async ({ body }, reply) => {
      const pdf = await prescription.previewPrescriptionPdf(db, body.templateReact, body.sampleData);
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="prescription-preview.pdf"')
        .send(pdf);
    },
  });
}
