import type { Route } from './route';

/**
 * Every endpoint of Parts 1 and 2: method, path and who may call it. The schemas of each entry are in
 * `schemas.ts` and what it is for in `summaries.ts`, under the same name (the types require one of each for every
 * route), and `endpoints` joins the three. This part is free of zod and of the summaries' prose so that the
 * browser can import it without either: only the server and the OpenAPI document read the summaries.
 */
export const routes = {
  // ------------------------------------------------------------------ session (Part 1 §7)
  health: {
    method: 'GET',
    path: '/api/health',
    access: 'public',
    tag: 'session',
  },
  healthLive: {
    method: 'GET',
    path: '/api/health/live',
    access: 'public',
    tag: 'session',
  },
  healthReady: {
    method: 'GET',
    path: '/api/health/ready',
    access: 'public',
    tag: 'session',
  },
  ready: {
    method: 'GET',
    path: '/api/ready',
    access: 'public',
    tag: 'session',
  },
  currentUser: {
    method: 'GET',
    path: '/api/user',
    access: 'signedIn',
    tag: 'session',
  },
  login: {
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    tag: 'session',
  },
  register: {
    method: 'POST',
    path: '/api/auth/register',
    access: 'public',
    tag: 'session',
    status: 201,
  },
  logout: {
    method: 'POST',
    path: '/api/auth/logout',
    access: 'public',
    tag: 'session',
  },

  // ------------------------------------------------------------------ two-step sign-in (docs/product/access.md)
  signInPolicy: {
    method: 'GET',
    path: '/api/auth/sign-in-policy',
    access: 'public',
    tag: 'session',
  },
  mfaStatus: {
    method: 'GET',
    path: '/api/auth/mfa',
    access: 'signedIn',
    tag: 'session',
  },
  mfaVerify: {
    method: 'POST',
    path: '/api/auth/mfa/verify',
    access: 'public',
    tag: 'session',
  },
  mfaEnrolmentStart: {
    method: 'POST',
    path: '/api/auth/mfa/enrolment',
    access: 'public',
    tag: 'session',
  },
  mfaEnrolmentConfirm: {
    method: 'POST',
    path: '/api/auth/mfa/enrolment/confirm',
    access: 'public',
    tag: 'session',
  },
  mfaDisable: {
    method: 'POST',
    path: '/api/auth/mfa/disable',
    access: 'signedIn',
    tag: 'session',
  },

  // ------------------------------------------------------------------ dashboards
  adminSummary: {
    method: 'GET',
    path: '/api/admin/summary',
    access: 'admin',
    tag: 'dashboards',
  },
  practitionerSummary: {
    method: 'GET',
    path: '/api/practitioner/summary',
    access: 'practitioner',
    tag: 'dashboards',
  },
  contentWriterSummary: {
    method: 'GET',
    path: '/api/content-writer/summary',
    access: 'contentWriter',
    tag: 'dashboards',
  },

  // ------------------------------------------------------------------ chat (Part 1 §6, §7)
  conversations: {
    method: 'GET',
    path: '/api/messages/conversations',
    access: 'signedIn',
    tag: 'chat',
  },
  unreadCount: {
    method: 'GET',
    path: '/api/messages/unread-count',
    access: 'signedIn',
    tag: 'chat',
  },
  messagesForAssessment: {
    method: 'GET',
    path: '/api/messages/assessment/:assessmentId',
    access: 'signedIn',
    tag: 'chat',
  },
  messagesWithUser: {
    method: 'GET',
    path: '/api/messages/:otherUserId',
    access: 'signedIn',
    tag: 'chat',
  },

  // ------------------------------------------------------------------ marketing popups (Part 1 §2)
  activeCampaigns: {
    method: 'GET',
    path: '/api/campaigns/active',
    access: 'public',
    tag: 'campaigns',
  },
  submitCampaignEmail: {
    method: 'POST',
    path: '/api/campaigns/submit-email',
    access: 'public',
    tag: 'campaigns',
  },
  unsubscribeCampaign: {
    method: 'GET',
    path: '/api/campaigns/unsubscribe',
    access: 'public',
    tag: 'campaigns',
  },
  listCampaigns: {
    method: 'GET',
    path: '/api/admin/campaigns',
    access: 'admin',
    tag: 'campaigns',
  },
  createCampaign: {
    method: 'POST',
    path: '/api/admin/campaigns',
    access: 'admin',
    tag: 'campaigns',
    status: 201,
  },
  updateCampaign: {
    method: 'PUT',
    path: '/api/admin/campaigns/:id',
    access: 'admin',
    tag: 'campaigns',
  },
  setCampaignActive: {
    method: 'PATCH',
    path: '/api/admin/campaigns/:id/active',
    access: 'admin',
    tag: 'campaigns',
  },
  listCampaignSubmissions: {
    method: 'GET',
    path: '/api/admin/campaigns/:id/submissions',
    access: 'admin',
    tag: 'campaigns',
  },
  exportCampaignSubmissions: {
    method: 'GET',
    path: '/api/admin/campaigns/:id/submissions.csv',
    access: 'admin',
    tag: 'campaigns',
    responseFormat: 'file',
  },

  // ------------------------------------------------------------------ promo codes (journeys §8)
  listPromoCodes: {
    method: 'GET',
    path: '/api/admin/promo-codes',
    access: 'admin',
    tag: 'promo codes',
  },
  createPromoCode: {
    method: 'POST',
    path: '/api/admin/promo-codes',
    access: 'admin',
    tag: 'promo codes',
    status: 201,
  },
  updatePromoCode: {
    method: 'PUT',
    path: '/api/admin/promo-codes/:id',
    access: 'admin',
    tag: 'promo codes',
  },
  deletePromoCode: {
    method: 'DELETE',
    path: '/api/admin/promo-codes/:id',
    access: 'admin',
    tag: 'promo codes',
  },
  listPromoRedemptions: {
    method: 'GET',
    path: '/api/admin/promo-codes/:id/redemptions',
    access: 'admin',
    tag: 'promo codes',
  },
  validatePromoCode: {
    method: 'POST',
    path: '/api/promo-codes/validate',
    access: 'public',
    tag: 'promo codes',
  },

  // ------------------------------------------------------------------ legal documents (Part 1 §2)
  listLegalDocuments: {
    method: 'GET',
    path: '/api/admin/legal-documents',
    access: 'admin',
    tag: 'legal documents',
  },
  createLegalDocument: {
    method: 'POST',
    path: '/api/admin/legal-documents',
    access: 'admin',
    tag: 'legal documents',
    status: 201,
  },
  updateLegalDocument: {
    method: 'PUT',
    path: '/api/admin/legal-documents/:id',
    access: 'admin',
    tag: 'legal documents',
  },
  deleteLegalDocument: {
    method: 'DELETE',
    path: '/api/admin/legal-documents/:id',
    access: 'admin',
    tag: 'legal documents',
  },
  activateLegalDocument: {
    method: 'POST',
    path: '/api/admin/legal-documents/:id/activate',
    access: 'admin',
    tag: 'legal documents',
  },
  activeLegalDocument: {
    method: 'GET',
    path: '/api/legal-documents/active/:type',
    access: 'public',
    tag: 'legal documents',
  },

  // ------------------------------------------------------------------ articles (journeys §6)
  // Writer endpoints admit content writers and admins (an admin edits any article): the service checks the role
  // and the ownership of every id, so the table says signedIn.
  listWriterArticles: {
    method: 'GET',
    path: '/api/writer/articles',
    access: 'signedIn',
    tag: 'articles',
  },
  createArticle: {
    method: 'POST',
    path: '/api/writer/articles',
    access: 'signedIn',
    tag: 'articles',
    status: 201,
  },
  getWriterArticle: {
    method: 'GET',
    path: '/api/writer/articles/:id',
    access: 'signedIn',
    tag: 'articles',
  },
  updateArticle: {
    method: 'PUT',
    path: '/api/writer/articles/:id',
    access: 'signedIn',
    tag: 'articles',
  },
  deleteArticle: {
    method: 'DELETE',
    path: '/api/writer/articles/:id',
    access: 'signedIn',
    tag: 'articles',
  },
  publishArticle: {
    method: 'POST',
    path: '/api/writer/articles/:id/publish',
    access: 'signedIn',
    tag: 'articles',
  },
  unpublishArticle: {
    method: 'POST',
    path: '/api/writer/articles/:id/unpublish',
    access: 'signedIn',
    tag: 'articles',
  },
  uploadArticleCover: {
    method: 'POST',
    path: '/api/writer/articles/:id/cover',
    access: 'signedIn',
    tag: 'articles',
    bodyFormat: 'multipart',
  },
  listArticles: {
    method: 'GET',
    path: '/api/articles',
    access: 'public',
    tag: 'articles',
  },
  getArticle: {
    method: 'GET',
    path: '/api/articles/:slugOrId',
    access: 'public',
    tag: 'articles',
  },
  articleCover: {
    method: 'GET',
    path: '/api/articles/covers/:name',
    access: 'public',
    tag: 'articles',
    responseFormat: 'file',
  },

  // ------------------------------------------------------------------ contact inbox (Part 1 §2)
  submitContactForm: {
    method: 'POST',
    path: '/api/contact',
    access: 'public',
    tag: 'contact',
    status: 201,
    bodyFormat: 'multipart',
  },
  listContactSubmissions: {
    method: 'GET',
    path: '/api/contact',
    access: 'admin',
    tag: 'contact',
  },
  updateContactStatus: {
    method: 'PATCH',
    path: '/api/contact/:id/status',
    access: 'admin',
    tag: 'contact',
  },
  contactAttachment: {
    method: 'GET',
    path: '/api/contact/attachments/:id',
    access: 'admin',
    tag: 'contact',
    responseFormat: 'file',
  },
  contactAttachmentNamed: {
    method: 'GET',
    path: '/api/contact/attachments/:id/:name',
    access: 'admin',
    tag: 'contact',
    responseFormat: 'file',
  },

  // ------------------------------------------------------------------ testing tools (Part 1 §2)
  sendTestSms: {
    method: 'POST',
    path: '/api/admin/testing/sms',
    access: 'admin',
    tag: 'testing',
  },
  sendTestEmail: {
    method: 'POST',
    path: '/api/admin/testing/email',
    access: 'admin',
    tag: 'testing',
  },
  outbox: {
    method: 'GET',
    path: '/api/admin/outbox',
    access: 'admin',
    tag: 'testing',
  },

  // ------------------------------------------------------------------ audit trail (issue 11)
  listAudit: {
    method: 'GET',
    path: '/api/admin/audit',
    access: 'admin',
    tag: 'audit',
  },

  // ------------------------------------------------------------------ appointment durations (Part 1 §2)
  listAppointmentSettings: {
    method: 'GET',
    path: '/api/admin/appointment-settings',
    access: 'admin',
    tag: 'appointment settings',
  },
  updateAppointmentDuration: {
    method: 'PUT',
    path: '/api/admin/appointment-settings/:practitionerId',
    access: 'admin',
    tag: 'appointment settings',
  },

  // ------------------------------------------------------------------ settings (Part 2 §7)
  listSettings: {
    method: 'GET',
    path: '/api/settings',
    access: 'admin',
    tag: 'settings',
  },
  updateSetting: {
    method: 'PUT',
    path: '/api/settings/:key',
    access: 'admin',
    tag: 'settings',
  },
  addressSuggestions: {
    method: 'GET',
    path: '/api/address-suggestions',
    access: 'signedIn',
    tag: 'settings',
  },
  resolveAddressSuggestion: {
    method: 'GET',
    path: '/api/address-suggestions/:id',
    access: 'signedIn',
    tag: 'settings',
  },
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
  },

  // ------------------------------------------------------------------ admin profile (Part 2 §7)
  updateAdminProfile: {
    method: 'PUT',
    path: '/api/admin/profile',
    access: 'admin',
    tag: 'profile',
  },
  changeAdminPassword: {
    method: 'PUT',
    path: '/api/admin/password',
    access: 'admin',
    tag: 'profile',
  },
  emailVerificationStatus: {
    method: 'GET',
    path: '/api/auth/email-verification-status',
    access: 'admin',
    tag: 'profile',
  },
  sendEmailOtp: {
    method: 'POST',
    path: '/api/auth/send-email-otp',
    access: 'admin',
    tag: 'profile',
  },
  verifyEmailOtp: {
    method: 'POST',
    path: '/api/auth/verify-email-otp',
    access: 'admin',
    tag: 'profile',
  },
  // ---- patient dashboard and profile (journeys §4)
  patientSummary: {
    method: 'GET',
    path: '/api/patient/summary',
    access: 'signedIn',
    tag: 'patient',
  },
  myPrescriptions: {
    method: 'GET',
    path: '/api/prescriptions/mine',
    access: 'signedIn',
    tag: 'patient',
  },
  prescriptionPdf: {
    method: 'GET',
    path: '/api/prescriptions/:id/pdf',
    access: 'signedIn',
    tag: 'patient',
    responseFormat: 'file',
  },
  requestRepeat: {
    method: 'POST',
    path: '/api/prescriptions/:id/repeat',
    access: 'signedIn',
    tag: 'patient',
  },
  patientProfile: {
    method: 'GET',
    path: '/api/profile',
    access: 'signedIn',
    tag: 'patient',
  },
  updatePatientProfile: {
    method: 'PUT',
    path: '/api/profile',
    access: 'signedIn',
    tag: 'patient',
  },
  changePassword: {
    method: 'PUT',
    path: '/api/profile/password',
    access: 'signedIn',
    tag: 'patient',
  },
  exportMyData: {
    method: 'GET',
    path: '/api/profile/export',
    access: 'signedIn',
    tag: 'patient',
  },
  // ---- assessments (journeys §1)
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
  // ---- the practitioner's review (journeys §5)
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
  },
  declineAssessment: {
    method: 'POST',
    path: '/api/practitioner/assessments/:id/decline',
    access: 'practitioner',
    tag: 'assessments',
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
  },
  prescribableMedications: {
    method: 'GET',
    path: '/api/practitioner/medications',
    access: 'practitioner',
    tag: 'assessments',
  },
  // ---- the practitioner's profile and schedule (journeys §5)
  practitionerProfile: {
    method: 'GET',
    path: '/api/practitioner/profile',
    access: 'practitioner',
    tag: 'practitioner',
  },
  updatePractitionerProfile: {
    method: 'PUT',
    path: '/api/practitioner/profile',
    access: 'practitioner',
    tag: 'practitioner',
  },
  updatePractitionerSignature: {
    method: 'PUT',
    path: '/api/practitioner/signature',
    access: 'practitioner',
    tag: 'practitioner',
  },
  deletePractitionerSignature: {
    method: 'DELETE',
    path: '/api/practitioner/signature',
    access: 'practitioner',
    tag: 'practitioner',
  },
  practitionerAvailability: {
    method: 'GET',
    path: '/api/practitioner/availability',
    access: 'practitioner',
    tag: 'practitioner',
  },
  updatePractitionerAvailability: {
    method: 'PUT',
    path: '/api/practitioner/availability',
    access: 'practitioner',
    tag: 'practitioner',
  },
  practitionerTimeOff: {
    method: 'GET',
    path: '/api/practitioner/time-off',
    access: 'practitioner',
    tag: 'practitioner',
  },
  addPractitionerTimeOff: {
    method: 'POST',
    path: '/api/practitioner/time-off',
    access: 'practitioner',
    tag: 'practitioner',
  },
  deletePractitionerTimeOff: {
    method: 'DELETE',
    path: '/api/practitioner/time-off/:id',
    access: 'practitioner',
    tag: 'practitioner',
  },
  practitionerAppointments: {
    method: 'GET',
    path: '/api/practitioner/appointments',
    access: 'practitioner',
    tag: 'practitioner',
  },
  setAppointmentOutcome: {
    method: 'POST',
    path: '/api/practitioner/appointments/:id/outcome',
    access: 'practitioner',
    tag: 'practitioner',
  },
  // ---- booking (journeys §3)
  availability: {
    method: 'GET',
    path: '/api/availability',
    access: 'signedIn',
    tag: 'booking',
  },
  bookablePractitioners: {
    method: 'GET',
    path: '/api/practitioners/bookable',
    access: 'signedIn',
    tag: 'booking',
  },
  bookAppointment: {
    method: 'POST',
    path: '/api/appointments',
    access: 'signedIn',
    tag: 'booking',
    status: 201,
  },
  myAppointments: {
    method: 'GET',
    path: '/api/appointments/mine',
    access: 'signedIn',
    tag: 'booking',
  },
  assessmentBooking: {
    method: 'GET',
    path: '/api/appointments/assessment/:assessmentId',
    access: 'signedIn',
    tag: 'booking',
  },
  rescheduleAppointment: {
    method: 'POST',
    path: '/api/appointments/:id/reschedule',
    access: 'signedIn',
    tag: 'booking',
  },
  cancelAppointment: {
    method: 'POST',
    path: '/api/appointments/:id/cancel',
    access: 'signedIn',
    tag: 'booking',
  },
  // ---- checkout and payments (journeys §2)
  checkoutConfig: {
    method: 'GET',
    path: '/api/checkout/config',
    access: 'signedIn',
    tag: 'payments',
  },
  checkoutLatest: {
    method: 'GET',
    path: '/api/checkout/latest',
    access: 'signedIn',
    tag: 'payments',
  },
  checkoutSummary: {
    method: 'GET',
    path: '/api/checkout/:assessmentId',
    access: 'signedIn',
    tag: 'payments',
  },
  checkoutQuote: {
    method: 'POST',
    path: '/api/checkout/:assessmentId/quote',
    access: 'signedIn',
    tag: 'payments',
  },
  checkoutPay: {
    method: 'POST',
    path: '/api/checkout/:assessmentId/pay',
    access: 'signedIn',
    tag: 'payments',
  },
  myPayments: {
    method: 'GET',
    path: '/api/payments/mine',
    access: 'signedIn',
    tag: 'payments',
  },
  paymentInvoice: {
    method: 'GET',
    path: '/api/payments/:id/invoice.pdf',
    access: 'signedIn',
    tag: 'payments',
    responseFormat: 'file',
  },
  stripeWebhook: {
    method: 'POST',
    path: '/api/payments/stripe/webhook',
    access: 'public',
    tag: 'payments',
  },
  listPaymentMethods: {
    method: 'GET',
    path: '/api/payment-methods',
    access: 'signedIn',
    tag: 'payments',
  },
  addPaymentMethod: {
    method: 'POST',
    path: '/api/payment-methods',
    access: 'signedIn',
    tag: 'payments',
    status: 201,
  },
  deletePaymentMethod: {
    method: 'DELETE',
    path: '/api/payment-methods/:id',
    access: 'signedIn',
    tag: 'payments',
  },
  setDefaultPaymentMethod: {
    method: 'POST',
    path: '/api/payment-methods/:id/default',
    access: 'signedIn',
    tag: 'payments',
  },

  // ---- admin people (journeys §7): patients, practitioners, content writers and the set-password link
  adminPatients: {
    method: 'GET',
    path: '/api/admin/patients',
    access: 'admin',
    tag: 'admin people',
  },
  adminPatient: {
    method: 'GET',
    path: '/api/admin/patients/:id',
    access: 'admin',
    tag: 'admin people',
  },
  adminPractitioners: {
    method: 'GET',
    path: '/api/admin/practitioners',
    access: 'admin',
    tag: 'admin people',
  },
  createPractitioner: {
    method: 'POST',
    path: '/api/admin/practitioners',
    access: 'admin',
    tag: 'admin people',
    status: 201,
  },
  adminPractitioner: {
    method: 'GET',
    path: '/api/admin/practitioners/:id',
    access: 'admin',
    tag: 'admin people',
  },
  updatePractitioner: {
    method: 'PUT',
    path: '/api/admin/practitioners/:id',
    access: 'admin',
    tag: 'admin people',
  },
  activatePractitioner: {
    method: 'POST',
    path: '/api/admin/practitioners/:id/activate',
    access: 'admin',
    tag: 'admin people',
  },
  deactivatePractitioner: {
    method: 'POST',
    path: '/api/admin/practitioners/:id/deactivate',
    access: 'admin',
    tag: 'admin people',
  },
  adminPractitionerDetails: {
    method: 'GET',
    path: '/api/admin/practitioners/:id/details',
    access: 'admin',
    tag: 'admin people',
  },
  resendPractitionerLink: {
    method: 'POST',
    path: '/api/admin/practitioners/:id/password-link',
    access: 'admin',
    tag: 'admin people',
  },
  adminContentWriters: {
    method: 'GET',
    path: '/api/admin/content-writers',
    access: 'admin',
    tag: 'admin people',
  },
  createContentWriter: {
    method: 'POST',
    path: '/api/admin/content-writers',
    access: 'admin',
    tag: 'admin people',
    status: 201,
  },
  disableContentWriter: {
    method: 'POST',
    path: '/api/admin/content-writers/:id/disable',
    access: 'admin',
    tag: 'admin people',
  },
  enableContentWriter: {
    method: 'POST',
    path: '/api/admin/content-writers/:id/enable',
    access: 'admin',
    tag: 'admin people',
  },
  resendContentWriterLink: {
    method: 'POST',
    path: '/api/admin/content-writers/:id/password-link',
    access: 'admin',
    tag: 'admin people',
  },
  passwordLink: {
    method: 'GET',
    path: '/api/auth/password-link/:token',
    access: 'public',
    tag: 'session',
  },
  setPassword: {
    method: 'POST',
    path: '/api/auth/set-password',
    access: 'public',
    tag: 'session',
  },
  // ---- end admin people

  // ---- admin operations (journeys §7): assessments, appointments, prescriptions and medications
  adminAssessments: {
    method: 'GET',
    path: '/api/admin/assessments',
    access: 'admin',
    tag: 'admin operations',
  },
  assignAssessment: {
    method: 'POST',
    path: '/api/admin/assessments/:id/assign',
    access: 'admin',
    tag: 'admin operations',
  },
  adminAppointments: {
    method: 'GET',
    path: '/api/admin/appointments',
    access: 'admin',
    tag: 'admin operations',
  },
  adminBookableAssessments: {
    method: 'GET',
    path: '/api/admin/appointments/bookable-assessments',
    access: 'admin',
    tag: 'admin operations',
  },
  adminBookAppointment: {
    method: 'POST',
    path: '/api/admin/appointments',
    access: 'admin',
    tag: 'admin operations',
    status: 201,
  },
  adminRescheduleAppointment: {
    method: 'POST',
    path: '/api/admin/appointments/:id/reschedule',
    access: 'admin',
    tag: 'admin operations',
  },
  adminCancelAppointment: {
    method: 'POST',
    path: '/api/admin/appointments/:id/cancel',
    access: 'admin',
    tag: 'admin operations',
  },
  adminPrescriptions: {
    method: 'GET',
    path: '/api/admin/prescriptions',
    access: 'admin',
    tag: 'admin operations',
  },
  adminPrescription: {
    method: 'GET',
    path: '/api/admin/prescriptions/:id',
    access: 'admin',
    tag: 'admin operations',
  },
  setPrescriptionStatus: {
    method: 'POST',
    path: '/api/admin/prescriptions/:id/status',
    access: 'admin',
    tag: 'admin operations',
  },
  adminMedications: {
    method: 'GET',
    path: '/api/admin/medications',
    access: 'admin',
    tag: 'admin operations',
  },
  adminMedication: {
    method: 'GET',
    path: '/api/admin/medications/:id',
    access: 'admin',
    tag: 'admin operations',
  },
  createMedication: {
    method: 'POST',
    path: '/api/admin/medications',
    access: 'admin',
    tag: 'admin operations',
    status: 201,
  },
  updateMedication: {
    method: 'PUT',
    path: '/api/admin/medications/:id',
    access: 'admin',
    tag: 'admin operations',
  },
  adminMedicationVariant: {
    method: 'GET',
    path: '/api/admin/medications/variants/:id',
    access: 'admin',
    tag: 'admin operations',
  },
  createMedicationVariant: {
    method: 'POST',
    path: '/api/admin/medications/variants',
    access: 'admin',
    tag: 'admin operations',
    status: 201,
  },
  updateMedicationVariant: {
    method: 'PUT',
    path: '/api/admin/medications/variants/:id',
    access: 'admin',
    tag: 'admin operations',
  },
  setMedicationVariantActive: {
    method: 'PATCH',
    path: '/api/admin/medications/variants/:id/active',
    access: 'admin',
    tag: 'admin operations',
  },
  deleteMedicationVariant: {
    method: 'DELETE',
    path: '/api/admin/medications/variants/:id',
    access: 'admin',
    tag: 'admin operations',
  },
  // ---- end admin operations

  // ---- admin reports (journeys §7): reports and the dashboard charts
  adminReports: {
    method: 'GET',
    path: '/api/admin/reports',
    access: 'admin',
    tag: 'reports',
  },
  exportAdminReport: {
    method: 'GET',
    path: '/api/admin/reports.csv',
    access: 'admin',
    tag: 'reports',
    responseFormat: 'file',
  },
  adminDashboardCharts: {
    method: 'GET',
    path: '/api/admin/dashboard-charts',
    access: 'admin',
    tag: 'reports',
  },
  // ---- end admin reports
} as const satisfies Record<string, Route>;

export type RouteName = keyof typeof routes;

/** The chat's socket: not a REST endpoint, so not in the table or the OpenAPI document. */
export const socketPath = '/ws';
