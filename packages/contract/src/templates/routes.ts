import type { Route } from '../endpoint/route';

/** The templates endpoints: method, path and who may call them. Free of zod, so the browser can import it. */
export const templateRoutes = {
  getEmailTemplate: {
    method: 'GET',
    path: '/api/email-templates/:type',
    access: 'admin',
    tag: 'templates',
  },
  saveEmailTemplate: {
    method: 'POST',
    path: '/api/email-templates/:type',
    access: 'admin',
    tag: 'templates',
  },
  toggleEmailTemplateStatus: {
    method: 'POST',
    path: '/api/email-templates/:type/toggle-status',
    access: 'admin',
    tag: 'templates',
  },
  previewEmailTemplate: {
    method: 'POST',
    path: '/api/email-templates/preview/:type',
    access: 'admin',
    tag: 'templates',
  },
  resetEmailTemplate: {
    method: 'POST',
    path: '/api/email-templates/:type/reset',
    access: 'admin',
    tag: 'templates',
  },
  listSmsTemplates: {
    method: 'GET',
    path: '/api/sms-templates',
    access: 'admin',
    tag: 'templates',
  },
  getSmsTemplate: {
    method: 'GET',
    path: '/api/sms-templates/:type',
    access: 'admin',
    tag: 'templates',
  },
  saveSmsTemplate: {
    method: 'POST',
    path: '/api/sms-templates/:type',
    access: 'admin',
    tag: 'templates',
  },
  toggleSmsTemplateStatus: {
    method: 'PATCH',
    path: '/api/sms-templates/:type/toggle-status',
    access: 'admin',
    tag: 'templates',
  },
  listPrescriptionTemplates: {
    method: 'GET',
    path: '/api/prescription-templates',
    access: 'admin',
    tag: 'templates',
  },
  getPrescriptionTemplate: {
    method: 'GET',
    path: '/api/prescription-templates/:id',
    access: 'admin',
    tag: 'templates',
  },
  createPrescriptionTemplate: {
    method: 'POST',
    path: '/api/prescription-templates',
    access: 'admin',
    tag: 'templates',
    status: 201,
  },
  updatePrescriptionTemplate: {
    method: 'PUT',
    path: '/api/prescription-templates/:id',
    access: 'admin',
    tag: 'templates',
  },
  deletePrescriptionTemplate: {
    method: 'DELETE',
    path: '/api/prescription-templates/:id',
    access: 'admin',
    tag: 'templates',
  },
  setDefaultPrescriptionTemplate: {
    method: 'POST',
    path: '/api/prescription-templates/:id/set-default',
    access: 'admin',
    tag: 'templates',
  },
  previewPrescriptionTemplate: {
    method: 'POST',
    path: '/api/prescription-templates/preview',
    access: 'admin',
    tag: 'templates',
  },
  previewPrescriptionTemplatePdf: {
    method: 'POST',
    path: '/api/prescription-templates/preview/pdf',
    access: 'admin',
    tag: 'templates',
    responseFormat: 'file',
    fileTypes: ['application/pdf'],
  },
} as const satisfies Record<string, Route>;
