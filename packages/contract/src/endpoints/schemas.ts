import { z } from 'zod';
import { addressLookupResult, addressSuggestion, addressSuggestionQuery } from '../address';
import {
  adminAppointment,
  adminAppointmentListQuery,
  adminAppointmentPage,
  adminAssessmentListQuery,
  adminAssessmentPage,
  adminAssessmentRow,
  adminBookAppointmentInput,
  adminMedication,
  adminMedicationListQuery,
  adminMedicationPage,
  adminMedicationVariant,
  adminPrescriptionDetail,
  adminPrescriptionListQuery,
  adminPrescriptionPage,
  adminRescheduleInput,
  assignAssessmentInput,
  bookableAssessmentListQuery,
  bookableAssessmentPage,
  medicationInput,
  medicationVariantFields,
  medicationVariantInput,
  prescriptionStatusInput,
  variantActiveInput,
} from '../admin/operations';
import {
  adminContentWriter,
  adminContentWriterListQuery,
  adminContentWriterPage,
  adminPatientDetail,
  adminPatientListQuery,
  adminPatientPage,
  adminPractitioner,
  adminPractitionerListQuery,
  adminPractitionerPage,
  contentWriterAccountInput,
  passwordLinkInfo,
  passwordLinkParams,
  practitionerAccountInput,
  practitionerDetails,
  setPasswordInput,
} from '../admin/people';
import {
  adminReports,
  dashboardCharts,
  dashboardChartsQuery,
  reportCsvQuery,
  reportRangeQuery,
} from '../admin/reports';
import { appointmentDurationInput, appointmentSetting } from '../appointment-settings';
import {
  articleInput,
  articleSaveResult,
  articleSlugOrId,
  publicArticle,
  publicArticleListQuery,
  publicArticlePage,
  writerArticle,
  writerArticleListQuery,
  writerArticlePage,
} from '../articles';
// ---- assessments (journeys §1)
import {
  approveAssessmentInput,
  assessmentDetail,
  assessmentFees,
  assessmentPage,
  claimResult,
  createAssessmentInput,
  declineAssessmentInput,
  myAssessmentsQuery,
  openAssessmentDraft,
  prescribableMedication,
  questionnaire,
  questionnaireParams,
  reviewDetail,
  reviewQueuePage,
  reviewQueueQuery,
  reviewState,
  saveAnswersInput,
} from '../assessments/index';
import { auditPage, auditQuery, healthLive, healthReady } from '../audit';
import { loginInput, registerInput } from '../auth';
// ---- booking (journeys §3)
import {
  assessmentBooking,
  availabilityQuery,
  availabilityResponse,
  bookAppointmentInput,
  bookablePractitioner,
  bookingMessages,
  myAppointmentsQuery,
  patientAppointment,
  patientAppointmentPage,
  rescheduleAppointmentInput,
} from '../booking';
import {
  adminCampaign,
  campaign,
  campaignActiveInput,
  campaignInput,
  campaignSubmission,
  campaignSubmitInput,
  campaignUnsubscribeQuery,
} from '../campaigns';
import {
  contactFormInput,
  contactReceived,
  contactStatusUpdateInput,
  contactSubmissionDetail,
} from '../contact';
import {
  emailTemplate,
  emailTemplatePreviewInput,
  emailTemplateSaveInput,
  emailTemplateToggleInput,
  emailTemplateType,
} from '../email-templates';
import { emailVerificationStatus, sendEmailOtpInput, verifyEmailOtpInput } from '../email-verification';
import { idMessages } from '../errors';
import {
  legalDocument,
  legalDocumentCreateInput,
  legalDocumentListQuery,
  legalDocumentType,
  legalDocumentUpdateInput,
  publicLegalDocument,
} from '../legal';
import { chatMessage, conversationList, unreadCount } from '../messages';
import {
  loginResult,
  mfaDisableInput,
  mfaEnrolment,
  mfaEnrolmentConfirmed,
  mfaEnrolmentConfirmInput,
  mfaEnrolmentStartInput,
  mfaStatus,
  mfaVerifyInput,
  signInPolicy,
} from '../mfa';
import {
  patientDataExport,
  patientPrescriptionList,
  patientSummary,
  repeatRequestInput,
  repeatRequestResult,
} from '../patient-dashboard';
import { patientProfile, patientProfileInput } from '../patient-profile';
// ---- checkout and payments (journeys §2)
import {
  checkoutConfig,
  checkoutLatest,
  checkoutPayInput,
  checkoutPayResult,
  checkoutQuote,
  checkoutQuoteInput,
  checkoutSummary,
  paymentListQuery,
  paymentMessages,
  paymentMethod,
  paymentMethodInput,
  paymentPage,
} from '../payments';
import {
  appointmentOutcomeInput,
  availabilityInput,
  availabilitySaveResult,
  practitionerProfile,
  practitionerProfileInput,
  scheduleAppointment,
  scheduleAppointments,
  scheduleQuery,
  signatureInput,
  timeOffInput,
  timeOffList,
  timeOffSaveResult,
  weeklyAvailability,
} from '../practitioner';
import {
  prescriptionTemplate,
  prescriptionTemplateInput,
  prescriptionTemplatePreviewInput,
} from '../prescription-templates';
import { adminProfileInput, passwordChangeRequest } from '../profile';
import {
  promoCode,
  promoCodeInput,
  promoDiscount,
  promoRedemption,
  promoValidateInput,
} from '../promo-codes';
import { htmlPreview, messageResponse } from '../responses';
import { setting, settingUpdateInput } from '../settings';
import { smsTemplate, smsTemplateSaveInput, smsTemplateType } from '../sms-templates';
import { adminSummary, contentWriterSummary, practitionerSummary } from '../summary';
import {
  outboxPage,
  outboxQuery,
  testEmailFailure,
  testEmailInput,
  testEmailResult,
  testSmsInput,
  testSmsResult,
} from '../testing';
import { safeString } from '../text';
import { user } from '../user';
import type { PathParamNames, Route } from './route';
import type { RouteName, routes } from './routes';

/** The largest id PostgreSQL's `integer` holds. */
const MAX_ID = 2_147_483_647;

/** A positive whole-number id from a path segment, or the given message. */
export function pathId(message: string = idMessages.invalid) {
  return safeString({ error: message })
    .trim()
    .regex(/^\d{1,10}$/, { message })
    .transform(Number)
    .pipe(z.number().int().min(1, { message }).max(MAX_ID, { message }));
}

const idParams = z.object({ id: pathId() });

/** A file's bytes, answered with the file's own content type. */
export const fileBytes = safeString().meta({
  format: 'binary',
  description: 'The file, with its own content type',
});

/** The schemas of one endpoint. Path parameters arrive as text; `params` turns them into values. */
export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** Failure answers with more than `{ message, errorType?, field? }`, by status. */
  errors?: Readonly<Record<number, z.ZodType>>;
}

/** What the schemas of a route must provide: `params` exactly when its path has parameters, named alike. */
type SchemasFor<R extends Route> = [PathParamNames<R['path']>] extends [never]
  ? EndpointSchemas & { params?: never }
  : EndpointSchemas & {
      params: z.ZodType<
        { [Name in PathParamNames<R['path']>]: unknown },
        { [Name in PathParamNames<R['path']>]: string }
      >;
    };

/** The schemas of every route in `routes`, under the same names. */
export const schemas = {
  health: { response: z.object({ status: z.literal('ok') }) },
  currentUser: { response: user },
  login: { body: loginInput, response: loginResult },
  register: { body: registerInput, response: user },
  logout: { response: messageResponse },
  signInPolicy: { response: signInPolicy },
  mfaStatus: { response: mfaStatus },
  mfaVerify: { body: mfaVerifyInput, response: user },
  mfaEnrolmentStart: { body: mfaEnrolmentStartInput, response: mfaEnrolment },
  mfaEnrolmentConfirm: { body: mfaEnrolmentConfirmInput, response: mfaEnrolmentConfirmed },
  mfaDisable: { body: mfaDisableInput, response: messageResponse },

  adminSummary: { response: adminSummary },
  practitionerSummary: { response: practitionerSummary },
  contentWriterSummary: { response: contentWriterSummary },

  conversations: { response: conversationList },
  unreadCount: { response: unreadCount },
  messagesForAssessment: {
    params: z.object({ assessmentId: pathId('assessmentId must be a positive whole number') }),
    // `t` is the client's cache-busting time stamp (Part 1 §7); it changes nothing.
    query: z.object({ t: safeString().optional() }),
    response: z.array(chatMessage),
  },
  messagesWithUser: {
    params: z.object({ otherUserId: pathId('otherUserId must be a positive whole number') }),
    query: z.object({ t: safeString().optional() }),
    response: z.array(chatMessage),
  },

  activeCampaigns: { response: z.array(campaign) },
  submitCampaignEmail: { body: campaignSubmitInput, response: messageResponse },
  unsubscribeCampaign: { query: campaignUnsubscribeQuery, response: messageResponse },
  listCampaigns: { response: z.array(adminCampaign) },
  createCampaign: { body: campaignInput, response: adminCampaign },
  updateCampaign: { params: idParams, body: campaignInput, response: adminCampaign },
  setCampaignActive: { params: idParams, body: campaignActiveInput, response: adminCampaign },
  listCampaignSubmissions: { params: idParams, response: z.array(campaignSubmission) },
  exportCampaignSubmissions: { params: idParams, response: fileBytes },
  listPromoCodes: { response: z.array(promoCode) },
  createPromoCode: { body: promoCodeInput, response: promoCode },
  updatePromoCode: { params: idParams, body: promoCodeInput, response: promoCode },
  deletePromoCode: { params: idParams, response: messageResponse },
  listPromoRedemptions: { params: idParams, response: z.array(promoRedemption) },
  validatePromoCode: { body: promoValidateInput, response: promoDiscount },

  listWriterArticles: { query: writerArticleListQuery, response: writerArticlePage },
  createArticle: { body: articleInput, response: articleSaveResult },
  getWriterArticle: { params: idParams, response: writerArticle },
  updateArticle: { params: idParams, body: articleInput, response: articleSaveResult },
  deleteArticle: { params: idParams, response: messageResponse },
  publishArticle: { params: idParams, response: writerArticle },
  unpublishArticle: { params: idParams, response: writerArticle },
  uploadArticleCover: {
    params: idParams,
    body: z
      .object({ cover: fileBytes })
      .meta({ description: 'multipart/form-data with one file in `cover`' }),
    response: writerArticle,
  },
  listArticles: { query: publicArticleListQuery, response: publicArticlePage },
  getArticle: { params: z.object({ slugOrId: articleSlugOrId }), response: publicArticle },
  articleCover: {
    params: z.object({
      name: safeString().regex(/^[0-9a-f-]{36}\.(jpg|png|gif)$/, { message: 'Not found' }),
    }),
    response: fileBytes,
  },
  listLegalDocuments: { query: legalDocumentListQuery, response: z.array(legalDocument) },
  createLegalDocument: { body: legalDocumentCreateInput, response: legalDocument },
  updateLegalDocument: { params: idParams, body: legalDocumentUpdateInput, response: legalDocument },
  deleteLegalDocument: { params: idParams, response: messageResponse },
  activateLegalDocument: { params: idParams, response: legalDocument },
  activeLegalDocument: {
    params: z.object({ type: legalDocumentType }),
    response: publicLegalDocument,
  },

  submitContactForm: { body: contactFormInput, response: contactReceived },
  listContactSubmissions: { response: z.array(contactSubmissionDetail) },
  updateContactStatus: {
    params: idParams,
    body: contactStatusUpdateInput,
    response: contactSubmissionDetail,
  },
  contactAttachment: {
    params: idParams,
    query: z.object({ inline: safeString().optional() }),
    response: fileBytes,
  },
  contactAttachmentNamed: {
    params: z.object({ id: pathId(), name: safeString() }),
    query: z.object({ inline: safeString().optional() }),
    response: fileBytes,
  },

  sendTestSms: { body: testSmsInput, response: testSmsResult },
  sendTestEmail: { body: testEmailInput, response: testEmailResult, errors: { 502: testEmailFailure } },
  outbox: { query: outboxQuery, response: outboxPage },
  listAudit: { query: auditQuery, response: auditPage },
  healthLive: { response: healthLive },
  healthReady: { response: healthReady },
  ready: { response: healthReady },

  listAppointmentSettings: { response: z.array(appointmentSetting) },
  updateAppointmentDuration: {
    params: z.object({ practitionerId: pathId() }),
    body: appointmentDurationInput,
    response: appointmentSetting,
  },

  listSettings: { response: z.array(setting) },
  // Any key reaches the handler, so an unknown one answers 404 'Setting with key {key} not found'.
  updateSetting: {
    params: z.object({ key: z.string().max(100) }),
    body: settingUpdateInput,
    response: setting,
  },
  addressSuggestions: { query: addressSuggestionQuery, response: z.array(addressSuggestion) },
  resolveAddressSuggestion: {
    params: z.object({ id: z.string().min(1).max(500) }),
    response: addressLookupResult,
  },
  getEmailTemplate: { params: z.object({ type: emailTemplateType }), response: emailTemplate },
  saveEmailTemplate: {
    params: z.object({ type: emailTemplateType }),
    body: emailTemplateSaveInput,
    response: emailTemplate,
  },
  toggleEmailTemplateStatus: {
    params: z.object({ type: emailTemplateType }),
    body: emailTemplateToggleInput,
    response: emailTemplate,
  },
  previewEmailTemplate: {
    params: z.object({ type: emailTemplateType }),
    body: emailTemplatePreviewInput,
    response: htmlPreview,
  },
  resetEmailTemplate: {
    params: z.object({ type: emailTemplateType }),
    response: emailTemplate,
  },
  listSmsTemplates: { response: z.array(smsTemplate) },
  getSmsTemplate: { params: z.object({ type: smsTemplateType }), response: smsTemplate },
  saveSmsTemplate: {
    params: z.object({ type: smsTemplateType }),
    body: smsTemplateSaveInput,
    response: smsTemplate,
  },
  toggleSmsTemplateStatus: { params: z.object({ type: smsTemplateType }), response: smsTemplate },
  listPrescriptionTemplates: { response: z.array(prescriptionTemplate) },
  getPrescriptionTemplate: { params: idParams, response: prescriptionTemplate },
  createPrescriptionTemplate: { body: prescriptionTemplateInput, response: prescriptionTemplate },
  updatePrescriptionTemplate: {
    params: idParams,
    body: prescriptionTemplateInput,
    response: prescriptionTemplate,
  },
  deletePrescriptionTemplate: { params: idParams, response: messageResponse },
  setDefaultPrescriptionTemplate: { params: idParams, response: prescriptionTemplate },
  previewPrescriptionTemplate: { body: prescriptionTemplatePreviewInput, response: htmlPreview },
  previewPrescriptionTemplatePdf: { body: prescriptionTemplatePreviewInput, response: fileBytes },

  updateAdminProfile: { body: adminProfileInput, response: messageResponse },
  changeAdminPassword: { body: passwordChangeRequest, response: messageResponse },
  emailVerificationStatus: {
    query: z.object({ email: safeString().optional() }),
    response: emailVerificationStatus,
  },
  sendEmailOtp: { body: sendEmailOtpInput, response: messageResponse },
  verifyEmailOtp: { body: verifyEmailOtpInput, response: messageResponse },
  // ---- patient dashboard and profile (journeys §4)
  patientSummary: { response: patientSummary },
  myPrescriptions: { response: patientPrescriptionList },
  prescriptionPdf: { params: idParams, response: fileBytes },
  requestRepeat: { params: idParams, body: repeatRequestInput, response: repeatRequestResult },
  patientProfile: { response: patientProfile },
  updatePatientProfile: { body: patientProfileInput, response: messageResponse },
  changePassword: { body: passwordChangeRequest, response: messageResponse },
  exportMyData: { response: patientDataExport },
  // ---- assessments (journeys §1)
  assessmentFees: { response: assessmentFees },
  getQuestionnaire: { params: questionnaireParams, response: questionnaire },
  createAssessment: { body: createAssessmentInput, response: assessmentDetail },
  openAssessmentDraft: { params: questionnaireParams, response: openAssessmentDraft },
  reopenAssessment: { params: idParams, response: assessmentDetail },
  saveAssessmentAnswers: { params: idParams, body: saveAnswersInput, response: assessmentDetail },
  submitAssessment: { params: idParams, response: assessmentDetail },
  myAssessments: { query: myAssessmentsQuery, response: assessmentPage },
  getAssessment: { params: idParams, response: assessmentDetail },
  // ---- the practitioner's review (journeys §5)
  reviewQueue: { query: reviewQueueQuery, response: reviewQueuePage },
  claimAssessment: { params: idParams, response: claimResult },
  declineAssessment: { params: idParams, body: declineAssessmentInput, response: reviewState },
  reviewDetail: { params: idParams, response: reviewDetail },
  approveAssessment: { params: idParams, body: approveAssessmentInput, response: reviewState },
  prescribableMedications: { response: z.array(prescribableMedication) },
  // ---- the practitioner's profile and schedule (journeys §5)
  practitionerProfile: { response: practitionerProfile },
  updatePractitionerProfile: { body: practitionerProfileInput, response: practitionerProfile },
  updatePractitionerSignature: { body: signatureInput, response: practitionerProfile },
  deletePractitionerSignature: { response: practitionerProfile },
  practitionerAvailability: { response: weeklyAvailability },
  updatePractitionerAvailability: { body: availabilityInput, response: availabilitySaveResult },
  practitionerTimeOff: { response: timeOffList },
  addPractitionerTimeOff: { body: timeOffInput, response: timeOffSaveResult },
  deletePractitionerTimeOff: { params: idParams, response: messageResponse },
  practitionerAppointments: { query: scheduleQuery, response: scheduleAppointments },
  setAppointmentOutcome: { params: idParams, body: appointmentOutcomeInput, response: scheduleAppointment },

  // ---- booking (journeys §3)
  availability: { query: availabilityQuery, response: availabilityResponse },
  bookablePractitioners: { response: z.array(bookablePractitioner) },
  bookAppointment: { body: bookAppointmentInput, response: patientAppointment },
  myAppointments: { query: myAppointmentsQuery, response: patientAppointmentPage },
  assessmentBooking: {
    params: z.object({ assessmentId: pathId(bookingMessages.assessmentNotFound) }),
    response: assessmentBooking,
  },
  rescheduleAppointment: { params: idParams, body: rescheduleAppointmentInput, response: patientAppointment },
  cancelAppointment: { params: idParams, response: patientAppointment },
  // ---- checkout and payments (journeys §2)
  checkoutConfig: { response: checkoutConfig },
  checkoutLatest: { response: checkoutLatest },
  checkoutSummary: {
    params: z.object({ assessmentId: pathId(paymentMessages.assessmentNotFound) }),
    response: checkoutSummary,
  },
  checkoutQuote: {
    params: z.object({ assessmentId: pathId(paymentMessages.assessmentNotFound) }),
    body: checkoutQuoteInput,
    response: checkoutQuote,
  },
  checkoutPay: {
    params: z.object({ assessmentId: pathId(paymentMessages.assessmentNotFound) }),
    body: checkoutPayInput,
    response: checkoutPayResult,
  },
  myPayments: { query: paymentListQuery, response: paymentPage },
  paymentInvoice: { params: idParams, response: fileBytes },
  stripeWebhook: { response: z.object({ received: z.boolean() }) },
  listPaymentMethods: { response: z.array(paymentMethod) },
  addPaymentMethod: { body: paymentMethodInput, response: paymentMethod },
  deletePaymentMethod: { params: idParams, response: messageResponse },
  setDefaultPaymentMethod: { params: idParams, response: paymentMethod },

  // ---- admin people (journeys §7): patients, practitioners, content writers and the set-password link
  adminPatients: { query: adminPatientListQuery, response: adminPatientPage },
  adminPatient: { params: idParams, response: adminPatientDetail },
  adminPractitioners: { query: adminPractitionerListQuery, response: adminPractitionerPage },
  createPractitioner: { body: practitionerAccountInput, response: adminPractitioner },
  adminPractitioner: { params: idParams, response: adminPractitioner },
  updatePractitioner: { params: idParams, body: practitionerAccountInput, response: adminPractitioner },
  activatePractitioner: { params: idParams, response: adminPractitioner },
  deactivatePractitioner: { params: idParams, response: adminPractitioner },
  adminPractitionerDetails: { params: idParams, response: practitionerDetails },
  resendPractitionerLink: { params: idParams, response: messageResponse },
  adminContentWriters: { query: adminContentWriterListQuery, response: adminContentWriterPage },
  createContentWriter: { body: contentWriterAccountInput, response: adminContentWriter },
  disableContentWriter: { params: idParams, response: adminContentWriter },
  enableContentWriter: { params: idParams, response: adminContentWriter },
  resendContentWriterLink: { params: idParams, response: messageResponse },
  passwordLink: { params: passwordLinkParams, response: passwordLinkInfo },
  setPassword: { body: setPasswordInput, response: messageResponse },
  // ---- end admin people

  // ---- admin operations (journeys §7): assessments, appointments, prescriptions and medications
  adminAssessments: { query: adminAssessmentListQuery, response: adminAssessmentPage },
  assignAssessment: { params: idParams, body: assignAssessmentInput, response: adminAssessmentRow },
  adminAppointments: { query: adminAppointmentListQuery, response: adminAppointmentPage },
  adminBookableAssessments: { query: bookableAssessmentListQuery, response: bookableAssessmentPage },
  adminBookAppointment: { body: adminBookAppointmentInput, response: adminAppointment },
  adminRescheduleAppointment: { params: idParams, body: adminRescheduleInput, response: adminAppointment },
  adminCancelAppointment: { params: idParams, response: adminAppointment },
  adminPrescriptions: { query: adminPrescriptionListQuery, response: adminPrescriptionPage },
  adminPrescription: { params: idParams, response: adminPrescriptionDetail },
  setPrescriptionStatus: {
    params: idParams,
    body: prescriptionStatusInput,
    response: adminPrescriptionDetail,
  },
  adminMedications: { query: adminMedicationListQuery, response: adminMedicationPage },
  adminMedication: { params: idParams, response: adminMedication },
  createMedication: { body: medicationInput, response: adminMedication },
  updateMedication: { params: idParams, body: medicationInput, response: adminMedication },
  adminMedicationVariant: { params: idParams, response: adminMedicationVariant },
  createMedicationVariant: { body: medicationVariantInput, response: adminMedicationVariant },
  updateMedicationVariant: {
    params: idParams,
    body: medicationVariantFields,
    response: adminMedicationVariant,
  },
  setMedicationVariantActive: {
    params: idParams,
    body: variantActiveInput,
    response: adminMedicationVariant,
  },
  deleteMedicationVariant: { params: idParams, response: messageResponse },
  // ---- end admin operations

  // ---- admin reports (journeys §7): reports and the dashboard charts
  adminReports: { query: reportRangeQuery, response: adminReports },
  exportAdminReport: { query: reportCsvQuery, response: fileBytes },
  adminDashboardCharts: { query: dashboardChartsQuery, response: dashboardCharts },
  // ---- end admin reports
} as const satisfies { [Name in RouteName]: SchemasFor<(typeof routes)[Name]> };
