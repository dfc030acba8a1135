import type { Route } from './route';

/**
 * Every endpoint of Parts 1 and 2: method, path, who may call it and what it is for. The schemas of each entry
 * are in `schemas.ts` under the same name (the types require one for every route), and `endpoints` joins the
 * two. This half is free of zod so that the browser can import it without the schema library.
 */
export const routes = {
  // ------------------------------------------------------------------ session (Part 1 §7)
  health: {
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: 'Whether the server is up',
    tag: 'session',
  },
  healthLive: {
    method: 'GET',
    path: '/api/health/live',
    access: 'public',
    summary: 'Liveness: the process answers (no database call)',
    tag: 'session',
  },
  healthReady: {
    method: 'GET',
    path: '/api/health/ready',
    access: 'public',
    summary: 'Readiness: the database answers; 503 when it does not',
    tag: 'session',
  },
  currentUser: {
    method: 'GET',
    path: '/api/user',
    access: 'signedIn',
    summary: 'The signed-in user; 401 for a visitor',
    tag: 'session',
  },
  login: {
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    summary: 'Sign in with email and password; starts a session',
    tag: 'session',
  },
  register: {
    method: 'POST',
    path: '/api/auth/register',
    access: 'public',
    summary: 'Create a patient account and sign in',
    tag: 'session',
    status: 201,
  },
  logout: {
    method: 'POST',
    path: '/api/auth/logout',
    access: 'public',
    summary: 'End the session, if any',
    tag: 'session',
  },

  // ------------------------------------------------------------------ staff two-step sign-in (issue 11 §6)
  mfaStatus: {
    method: 'GET',
    path: '/api/auth/mfa',
    access: 'practitioner',
    summary: 'Whether two-step sign-in is on for the signed-in staff member, and recovery codes left',
    tag: 'session',
  },
  mfaVerify: {
    method: 'POST',
    path: '/api/auth/mfa/verify',
    access: 'public',
    summary: "Answer a sign-in's challenge with a TOTP or recovery code; starts a session",
    tag: 'session',
  },
  mfaEnrolmentStart: {
    method: 'POST',
    path: '/api/auth/mfa/enrolment',
    access: 'public',
    summary: 'Start a TOTP enrolment (signed-in staff, or a sign-in enrolment challenge): QR code and secret',
    tag: 'session',
  },
  mfaEnrolmentConfirm: {
    method: 'POST',
    path: '/api/auth/mfa/enrolment/confirm',
    access: 'public',
    summary: 'Confirm an enrolment with a first code; answers the recovery codes once',
    tag: 'session',
  },
  mfaDisable: {
    method: 'POST',
    path: '/api/auth/mfa/disable',
    access: 'practitioner',
    summary: 'Turn two-step sign-in off, with a current code',
    tag: 'session',
  },

  // ------------------------------------------------------------------ dashboards
  adminSummary: {
    method: 'GET',
    path: '/api/admin/summary',
    access: 'admin',
    summary: "The admin dashboard's counts",
    tag: 'dashboards',
  },
  practitionerSummary: {
    method: 'GET',
    path: '/api/practitioner/summary',
    access: 'practitioner',
    summary: "The practitioner dashboard's counts",
    tag: 'dashboards',
  },
  contentWriterSummary: {
    method: 'GET',
    path: '/api/content-writer/summary',
    access: 'contentWriter',
    summary: "The content writer dashboard's counts",
    tag: 'dashboards',
  },

  // ------------------------------------------------------------------ chat (Part 1 §6, §7)
  conversations: {
    method: 'GET',
    path: '/api/messages/conversations',
    access: 'signedIn',
    summary: 'The people the signed-in user may chat with, latest conversation first',
    tag: 'chat',
  },
  unreadCount: {
    method: 'GET',
    path: '/api/messages/unread-count',
    access: 'signedIn',
    summary: 'Direct messages to the signed-in user that are still unread',
    tag: 'chat',
  },
  messagesForAssessment: {
    method: 'GET',
    path: '/api/messages/assessment/:assessmentId',
    access: 'signedIn',
    summary: "An assessment's conversation, oldest first",
    tag: 'chat',
  },
  messagesWithUser: {
    method: 'GET',
    path: '/api/messages/:otherUserId',
    access: 'signedIn',
    summary: 'The direct conversation with one person, oldest first',
    tag: 'chat',
  },

  // ------------------------------------------------------------------ marketing popups (Part 1 §2)
  activeCampaigns: {
    method: 'GET',
    path: '/api/campaigns/active',
    access: 'public',
    summary: 'The popups a visitor may be shown',
    tag: 'campaigns',
  },
  submitCampaignEmail: {
    method: 'POST',
    path: '/api/campaigns/submit-email',
    access: 'public',
    summary: "A visitor's email from a popup; 409 when already subscribed",
    tag: 'campaigns',
  },

  // ------------------------------------------------------------------ legal documents (Part 1 §2)
  listLegalDocuments: {
    method: 'GET',
    path: '/api/admin/legal-documents',
    access: 'admin',
    summary: 'Every legal document, optionally of one type, last updated first',
    tag: 'legal documents',
  },
  createLegalDocument: {
    method: 'POST',
    path: '/api/admin/legal-documents',
    access: 'admin',
    summary: 'Create a document; saved active, it deactivates the other of its type',
    tag: 'legal documents',
    status: 201,
  },
  updateLegalDocument: {
    method: 'PUT',
    path: '/api/admin/legal-documents/:id',
    access: 'admin',
    summary: 'Change title, content or active state; the version rises when the text changes',
    tag: 'legal documents',
  },
  deleteLegalDocument: {
    method: 'DELETE',
    path: '/api/admin/legal-documents/:id',
    access: 'admin',
    summary: 'Delete an inactive document; 409 for the active one',
    tag: 'legal documents',
  },
  activateLegalDocument: {
    method: 'POST',
    path: '/api/admin/legal-documents/:id/activate',
    access: 'admin',
    summary: 'Make a document the active one of its type',
    tag: 'legal documents',
  },
  activeLegalDocument: {
    method: 'GET',
    path: '/api/legal-documents/active/:type',
    access: 'public',
    summary: 'The published document of a type, for /privacy and /terms',
    tag: 'legal documents',
  },

  // ------------------------------------------------------------------ articles (journeys §6)
  // Writer endpoints admit content writers and admins (an admin edits any article): the service checks the role
  // and the ownership of every id, so the table says signedIn.
  listWriterArticles: {
    method: 'GET',
    path: '/api/writer/articles',
    access: 'signedIn',
    summary:
      "The writer's own articles (every article for an admin), optionally of one status, last updated first",
    tag: 'articles',
  },
  createArticle: {
    method: 'POST',
    path: '/api/writer/articles',
    access: 'signedIn',
    summary:
      'Create a draft; the slug is made from the title when empty; warnings name prescription-only medicines',
    tag: 'articles',
    status: 201,
  },
  getWriterArticle: {
    method: 'GET',
    path: '/api/writer/articles/:id',
    access: 'signedIn',
    summary: "One of the writer's articles, for the editor; 403 for another writer's",
    tag: 'articles',
  },
  updateArticle: {
    method: 'PUT',
    path: '/api/writer/articles/:id',
    access: 'signedIn',
    summary: 'Save (and autosave) an article; 409 with field slug when the slug is taken',
    tag: 'articles',
  },
  deleteArticle: {
    method: 'DELETE',
    path: '/api/writer/articles/:id',
    access: 'signedIn',
    summary: 'Delete an article and its cover',
    tag: 'articles',
  },
  publishArticle: {
    method: 'POST',
    path: '/api/writer/articles/:id/publish',
    access: 'signedIn',
    summary: 'Publish an article (first publication date kept on republishing)',
    tag: 'articles',
  },
  unpublishArticle: {
    method: 'POST',
    path: '/api/writer/articles/:id/unpublish',
    access: 'signedIn',
    summary: 'Take an article down: it becomes archived and its public URL answers 404',
    tag: 'articles',
  },
  uploadArticleCover: {
    method: 'POST',
    path: '/api/writer/articles/:id/cover',
    access: 'signedIn',
    summary: 'Upload the cover image (JPEG, PNG or GIF by content, at most 5 MB); replaces the previous one',
    tag: 'articles',
    bodyFormat: 'multipart',
  },
  listArticles: {
    method: 'GET',
    path: '/api/articles',
    access: 'public',
    summary: 'Published articles, newest first, 12 a page; q searches title (weighted) and body',
    tag: 'articles',
  },
  getArticle: {
    method: 'GET',
    path: '/api/articles/:slugOrId',
    access: 'public',
    summary: 'One published article by slug or id; 404 when unknown or unpublished',
    tag: 'articles',
  },
  articleCover: {
    method: 'GET',
    path: '/api/articles/covers/:name',
    access: 'public',
    summary: "An article's cover image",
    tag: 'articles',
    responseFormat: 'file',
  },

  // ------------------------------------------------------------------ contact inbox (Part 1 §2)
  submitContactForm: {
    method: 'POST',
    path: '/api/contact',
    access: 'public',
    summary: 'The public contact form, with up to 5 attachments',
    tag: 'contact',
    status: 201,
    bodyFormat: 'multipart',
  },
  listContactSubmissions: {
    method: 'GET',
    path: '/api/contact',
    access: 'admin',
    summary: 'Every contact submission, newest first',
    tag: 'contact',
  },
  updateContactStatus: {
    method: 'PATCH',
    path: '/api/contact/:id/status',
    access: 'admin',
    summary: "Change a submission's status",
    tag: 'contact',
  },
  contactAttachment: {
    method: 'GET',
    path: '/api/contact/attachments/:id',
    access: 'admin',
    summary: 'One attachment; `?inline=1` to view it, otherwise a download',
    tag: 'contact',
    responseFormat: 'file',
  },
  contactAttachmentNamed: {
    method: 'GET',
    path: '/api/contact/attachments/:id/:name',
    access: 'admin',
    summary: 'The same attachment, with its file name at the end of the link',
    tag: 'contact',
    responseFormat: 'file',
  },

  // ------------------------------------------------------------------ testing tools (Part 1 §2)
  sendTestSms: {
    method: 'POST',
    path: '/api/admin/testing/sms',
    access: 'admin',
    summary: 'Render an SMS template and send it to a number',
    tag: 'testing',
  },
  sendTestEmail: {
    method: 'POST',
    path: '/api/admin/testing/email',
    access: 'admin',
    summary: 'Render an email template with real records and send it',
    tag: 'testing',
  },
  outbox: {
    method: 'GET',
    path: '/api/admin/outbox',
    access: 'admin',
    summary: 'Every email and SMS sent or tried, newest first',
    tag: 'testing',
  },

  // ------------------------------------------------------------------ audit trail (issue 11)
  listAudit: {
    method: 'GET',
    path: '/api/admin/audit',
    access: 'admin',
    summary: 'The audit trail, newest first, filtered by actor, action, target and date range',
    tag: 'audit',
  },

  // ------------------------------------------------------------------ appointment durations (Part 1 §2)
  listAppointmentSettings: {
    method: 'GET',
    path: '/api/admin/appointment-settings',
    access: 'admin',
    summary: "Every practitioner's appointment duration and hourly limit",
    tag: 'appointment settings',
  },
  updateAppointmentDuration: {
    method: 'PUT',
    path: '/api/admin/appointment-settings/:practitionerId',
    access: 'admin',
    summary: "Change one practitioner's appointment duration",
    tag: 'appointment settings',
  },

  // ------------------------------------------------------------------ settings (Part 2 §7)
  listSettings: {
    method: 'GET',
    path: '/api/settings',
    access: 'admin',
    summary: 'Every setting as key and value',
    tag: 'settings',
  },
  updateSetting: {
    method: 'PUT',
    path: '/api/settings/:key',
    access: 'admin',
    summary: 'Change one setting',
    tag: 'settings',
  },
  addressSuggestions: {
    method: 'GET',
    path: '/api/address-suggestions',
    access: 'signedIn',
    summary: 'Australian street address suggestions for what was typed',
    tag: 'settings',
  },
  resolveAddressSuggestion: {
    method: 'GET',
    path: '/api/address-suggestions/:id',
    access: 'signedIn',
    summary: 'The structured address of a picked suggestion',
    tag: 'settings',
  },
  getEmailTemplate: {
    method: 'GET',
    path: '/api/email-templates/:type',
    access: 'admin',
    summary: "An email template's sections and active state",
    tag: 'templates',
  },
  saveEmailTemplate: {
    method: 'POST',
    path: '/api/email-templates/:type',
    access: 'admin',
    summary: "Save an email template's sections",
    tag: 'templates',
  },
  toggleEmailTemplateStatus: {
    method: 'POST',
    path: '/api/email-templates/:type/toggle-status',
    access: 'admin',
    summary: 'Activate or deactivate an email template',
    tag: 'templates',
  },
  previewEmailTemplate: {
    method: 'POST',
    path: '/api/email-templates/preview/:type',
    access: 'admin',
    summary: 'Render unsaved sections of an email template as HTML',
    tag: 'templates',
  },
  resetEmailTemplate: {
    method: 'POST',
    path: '/api/email-templates/:type/reset',
    access: 'admin',
    summary: 'Put an email template back to its default sections',
    tag: 'templates',
  },
  listSmsTemplates: {
    method: 'GET',
    path: '/api/sms-templates',
    access: 'admin',
    summary: 'Every SMS template',
    tag: 'templates',
  },
  getSmsTemplate: {
    method: 'GET',
    path: '/api/sms-templates/:type',
    access: 'admin',
    summary: "An SMS template's content and active state",
    tag: 'templates',
  },
  saveSmsTemplate: {
    method: 'POST',
    path: '/api/sms-templates/:type',
    access: 'admin',
    summary: "Save an SMS template's content",
    tag: 'templates',
  },
  toggleSmsTemplateStatus: {
    method: 'PATCH',
    path: '/api/sms-templates/:type/toggle-status',
    access: 'admin',
    summary: 'Activate or deactivate an SMS template',
    tag: 'templates',
  },
  listPrescriptionTemplates: {
    method: 'GET',
    path: '/api/prescription-templates',
    access: 'admin',
    summary: 'Every prescription template',
    tag: 'templates',
  },
  getPrescriptionTemplate: {
    method: 'GET',
    path: '/api/prescription-templates/:id',
    access: 'admin',
    summary: 'One prescription template',
    tag: 'templates',
  },
  createPrescriptionTemplate: {
    method: 'POST',
    path: '/api/prescription-templates',
    access: 'admin',
    summary: 'Create a prescription template',
    tag: 'templates',
    status: 201,
  },
  updatePrescriptionTemplate: {
    method: 'PUT',
    path: '/api/prescription-templates/:id',
    access: 'admin',
    summary: 'Change a prescription template',
    tag: 'templates',
  },
  deletePrescriptionTemplate: {
    method: 'DELETE',
    path: '/api/prescription-templates/:id',
    access: 'admin',
    summary: 'Delete a prescription template that is not the default',
    tag: 'templates',
  },
  setDefaultPrescriptionTemplate: {
    method: 'POST',
    path: '/api/prescription-templates/:id/set-default',
    access: 'admin',
    summary: 'Make a prescription template the default',
    tag: 'templates',
  },
  previewPrescriptionTemplate: {
    method: 'POST',
    path: '/api/prescription-templates/preview',
    access: 'admin',
    summary: 'Render a prescription template with sample data as HTML',
    tag: 'templates',
  },
  previewPrescriptionTemplatePdf: {
    method: 'POST',
    path: '/api/prescription-templates/preview/pdf',
    access: 'admin',
    summary: 'Render a prescription template with sample data as an A6 PDF',
    tag: 'templates',
    responseFormat: 'file',
  },

  // ------------------------------------------------------------------ admin profile (Part 2 §7)
  updateAdminProfile: {
    method: 'PUT',
    path: '/api/admin/profile',
    access: 'admin',
    summary: "Change the signed-in admin's profile",
    tag: 'profile',
  },
  changeAdminPassword: {
    method: 'PUT',
    path: '/api/admin/password',
    access: 'admin',
    summary: "Change the signed-in admin's password",
    tag: 'profile',
  },
  emailVerificationStatus: {
    method: 'GET',
    path: '/api/auth/email-verification-status',
    access: 'admin',
    summary: 'Whether an email address of the signed-in user is verified',
    tag: 'profile',
  },
  sendEmailOtp: {
    method: 'POST',
    path: '/api/auth/send-email-otp',
    access: 'admin',
    summary: 'Email a 6-digit verification code',
    tag: 'profile',
  },
  verifyEmailOtp: {
    method: 'POST',
    path: '/api/auth/verify-email-otp',
    access: 'admin',
    summary: 'Check a verification code and mark the email verified',
    tag: 'profile',
  },
} as const satisfies Record<string, Route>;

export type RouteName = keyof typeof routes;

/** The chat's socket: not a REST endpoint, so not in the table or the OpenAPI document. */
export const socketPath = '/ws';
