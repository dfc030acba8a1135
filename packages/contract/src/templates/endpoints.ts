import { z } from 'zod';
import { defineEndpoints, fileBytes, idParams } from '../endpoint/define';
import { apiErrorBody } from '../errorBody';
import { htmlPreview, messageResponse } from '../responses';
import {
  emailTemplate,
  emailTemplatePreviewInput,
  emailTemplateSaveInput,
  emailTemplateToggleInput,
  emailTemplateType,
} from './email-templates';
import {
  prescriptionTemplate,
  prescriptionTemplateInput,
  prescriptionTemplatePreviewInput,
} from './prescription-templates';
import { templateRoutes } from './routes';
import { smsTemplate, smsTemplateSaveInput, smsTemplateType } from './sms-templates';

/** The templates endpoints' schemas, summaries and error answers, under the names of `templateRoutes`. */
export const templateEndpoints = defineEndpoints(templateRoutes, {
  getEmailTemplate: {
    summary: "An email template's sections and active state",
    params: z.object({ type: emailTemplateType }),
    response: emailTemplate,
    errors: { 404: apiErrorBody },
  },
  saveEmailTemplate: {
    summary: "Save an email template's sections",
    params: z.object({ type: emailTemplateType }),
    body: emailTemplateSaveInput,
    response: emailTemplate,
    errors: { 404: apiErrorBody },
  },
  toggleEmailTemplateStatus: {
    summary: 'Activate or deactivate an email template',
    params: z.object({ type: emailTemplateType }),
    body: emailTemplateToggleInput,
    response: emailTemplate,
    errors: { 404: apiErrorBody },
  },
  previewEmailTemplate: {
    summary: 'Render unsaved sections of an email template as HTML',
    params: z.object({ type: emailTemplateType }),
    body: emailTemplatePreviewInput,
    response: htmlPreview,
    errors: { 404: apiErrorBody },
  },
  resetEmailTemplate: {
    summary: 'Put an email template back to its default sections',
    params: z.object({ type: emailTemplateType }),
    response: emailTemplate,
    errors: { 404: apiErrorBody },
  },
  listSmsTemplates: {
    summary: 'Every SMS template',
    response: z.array(smsTemplate),
  },
  getSmsTemplate: {
    summary: "An SMS template's content and active state",
    params: z.object({ type: smsTemplateType }),
    response: smsTemplate,
    errors: { 404: apiErrorBody },
  },
  saveSmsTemplate: {
    summary: "Save an SMS template's content",
    params: z.object({ type: smsTemplateType }),
    body: smsTemplateSaveInput,
    response: smsTemplate,
    errors: { 404: apiErrorBody, 409: apiErrorBody },
  },
  toggleSmsTemplateStatus: {
    summary: 'Activate or deactivate an SMS template',
    params: z.object({ type: smsTemplateType }),
    response: smsTemplate,
    errors: { 404: apiErrorBody },
  },
  listPrescriptionTemplates: {
    summary: 'Every prescription template',
    response: z.array(prescriptionTemplate),
  },
  getPrescriptionTemplate: {
    summary: 'One prescription template',
    params: idParams,
    response: prescriptionTemplate,
  },
  createPrescriptionTemplate: {
    summary: 'Create a prescription template',
    body: prescriptionTemplateInput,
    response: prescriptionTemplate,
  },
  updatePrescriptionTemplate: {
    summary: 'Change a prescription template',
    params: idParams,
    body: prescriptionTemplateInput,
    response: prescriptionTemplate,
  },
  deletePrescriptionTemplate: {
    summary: 'Delete a prescription template that is not the default',
    params: idParams,
    response: messageResponse,
    errors: { 409: apiErrorBody },
  },
  setDefaultPrescriptionTemplate: {
    summary: 'Make a prescription template the default',
    params: idParams,
    response: prescriptionTemplate,
  },
  previewPrescriptionTemplate: {
    summary: 'Render a prescription template with sample data as HTML',
    body: prescriptionTemplatePreviewInput,
    response: htmlPreview,
  },
  previewPrescriptionTemplatePdf: {
    summary: 'Render a prescription template with sample data as an A6 PDF',
    body: prescriptionTemplatePreviewInput,
    response: fileBytes,
  },
});
