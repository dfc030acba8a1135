import type { RouteName } from './routes';

/**
 * What each endpoint is for, in one line: the OpenAPI document's summary. Apart from `routes.ts` so that the
 * browser, which imports the routes, never downloads this prose.
 */
export const summaries = {
  health: 'Whether the server is up',
  healthLive: 'Liveness: the process answers (no database call)',
  healthReady: 'Readiness, as `/api/ready` (kept for existing probes)',
  ready:
    'Readiness: 200 once this instance has migrated and connected and while its database answers; 503 before and during an outage, and while it shuts down',
  currentUser: 'The signed-in user; 401 for a visitor',
  login: 'Sign in with email and password; starts a session',
  register: 'Create a patient account and sign in',
  logout: 'End the session, if any',
  signInPolicy:
    'Whether staff must use two-step sign-in (false only on the demo, whose sign-in page says so)',
  mfaStatus: 'Whether two-step sign-in is on for the signed-in user, and recovery codes left',
  mfaVerify: "Answer a sign-in's challenge with a TOTP or recovery code; starts a session",
  mfaEnrolmentStart:
    'Start a TOTP enrolment (any signed-in user, or a sign-in enrolment challenge): QR code and secret',
  mfaEnrolmentConfirm: 'Confirm an enrolment with a first code; answers the recovery codes once',
  mfaDisable: 'Turn two-step sign-in off, with a current code',
  adminSummary: "The admin dashboard's counts",
  practitionerSummary: "The practitioner dashboard's counts",
  contentWriterSummary: "The content writer dashboard's counts",
  conversations: 'The people the signed-in user may chat with, latest conversation first',
  unreadCount: 'Direct messages to the signed-in user that are still unread',
  messagesForAssessment: "An assessment's conversation, oldest first",
  messagesWithUser: 'The direct conversation with one person, oldest first',
  activeCampaigns: 'The popups a visitor may be shown',
  submitCampaignEmail: "A visitor's email from a popup; 409 when already subscribed",
  unsubscribeCampaign: 'The unsubscribe link of every campaign email: no sign-in, honoured at once',
  listCampaigns: 'Every campaign with its submissions count',
  createCampaign: 'Create a campaign; the template is sanitised, prescription-only medicines refused',
  updateCampaign: 'Edit a campaign',
  setCampaignActive: 'Activate or deactivate a campaign',
  listCampaignSubmissions: "A campaign's submissions, newest first",
  exportCampaignSubmissions: "A campaign's submissions as CSV",
  listPromoCodes: 'Every promo code',
  createPromoCode: 'Create a promo code; codes are unique whatever their case',
  updatePromoCode: 'Edit or deactivate a promo code',
  deletePromoCode: 'Delete a promo code never redeemed; 409 once redeemed',
  listPromoRedemptions: "A code's redemptions (payments that used it)",
  validatePromoCode: "The discount a code gives, or 400 'Invalid or expired promo code'",
  listLegalDocuments: 'Every legal document, optionally of one type, last updated first',
  createLegalDocument: 'Create a document; saved active, it deactivates the other of its type',
  updateLegalDocument: 'Change title, content or active state; the version rises when the text changes',
  deleteLegalDocument: 'Delete an inactive document; 409 for the active one',
  activateLegalDocument: 'Make a document the active one of its type',
  activeLegalDocument: 'The published document of a type, for /privacy and /terms',
  listWriterArticles:
    "The writer's own articles (every article for an admin), optionally of one status, last updated first",
  createArticle:
    'Create a draft; the slug is made from the title when empty; warnings name prescription-only medicines',
  getWriterArticle: "One of the writer's articles, for the editor; 403 for another writer's",
  updateArticle: 'Save (and autosave) an article; 409 with field slug when the slug is taken',
  deleteArticle: 'Delete an article and its cover',
  publishArticle: 'Publish an article (first publication date kept on republishing)',
  unpublishArticle: 'Take an article down: it becomes archived and its public URL answers 404',
  uploadArticleCover:
    'Upload the cover image (JPEG, PNG or GIF by content, at most 5 MB); replaces the previous one',
  listArticles: 'Published articles, newest first, 12 a page; q searches title (weighted) and body',
  getArticle: 'One published article by slug or id; 404 when unknown or unpublished',
  articleCover: "An article's cover image",
  submitContactForm: 'The public contact form, with up to 5 attachments',
  listContactSubmissions: 'Every contact submission, newest first',
  updateContactStatus: "Change a submission's status",
  contactAttachment: 'One attachment; `?inline=1` to view it, otherwise a download',
  contactAttachmentNamed: 'The same attachment, with its file name at the end of the link',
  sendTestSms: 'Render an SMS template and send it to a number',
  sendTestEmail: 'Render an email template with real records and send it',
  outbox: 'Every email and SMS sent or tried, newest first',
  listAudit: 'The audit trail, newest first, filtered by actor, action, target and date range',
  listAppointmentSettings: "Every practitioner's appointment duration and hourly limit",
  updateAppointmentDuration: "Change one practitioner's appointment duration",
  listSettings: 'Every setting as key and value',
  updateSetting: 'Change one setting',
  addressSuggestions: 'Australian street address suggestions for what was typed',
  resolveAddressSuggestion: 'The structured address of a picked suggestion',
  getEmailTemplate: "An email template's sections and active state",
  saveEmailTemplate: "Save an email template's sections",
  toggleEmailTemplateStatus: 'Activate or deactivate an email template',
  previewEmailTemplate: 'Render unsaved sections of an email template as HTML',
  resetEmailTemplate: 'Put an email template back to its default sections',
  listSmsTemplates: 'Every SMS template',
  getSmsTemplate: "An SMS template's content and active state",
  saveSmsTemplate: "Save an SMS template's content",
  toggleSmsTemplateStatus: 'Activate or deactivate an SMS template',
  listPrescriptionTemplates: 'Every prescription template',
  getPrescriptionTemplate: 'One prescription template',
  createPrescriptionTemplate: 'Create a prescription template',
  updatePrescriptionTemplate: 'Change a prescription template',
  deletePrescriptionTemplate: 'Delete a prescription template that is not the default',
  setDefaultPrescriptionTemplate: 'Make a prescription template the default',
  previewPrescriptionTemplate: 'Render a prescription template with sample data as HTML',
  previewPrescriptionTemplatePdf: 'Render a prescription template with sample data as an A6 PDF',
  updateAdminProfile: "Change the signed-in admin's profile",
  changeAdminPassword: "Change the signed-in admin's password",
  emailVerificationStatus: 'Whether an email address of the signed-in user is verified',
  sendEmailOtp: 'Email a 6-digit verification code',
  verifyEmailOtp: 'Check a verification code and mark the email verified',
  patientSummary:
    "The signed-in patient's dashboard: next appointment, assessments, latest prescription, unread messages",
  myPrescriptions: "The signed-in patient's prescriptions, newest first",
  prescriptionPdf:
    'A prescription as its A6 PDF: for the patient it belongs to, its prescriber or an admin (anyone else gets 404)',
  requestRepeat: "'Request repeat': charges the post fee to the default card and prepares the next supply",
  patientProfile: "The signed-in patient's profile",
  updatePatientProfile: "Change the signed-in patient's profile",
  changePassword: "Change the signed-in user's password; every session ends",
  exportMyData: "'Download my data' (APP 12): the patient's records as JSON",
  assessmentFees: "Each assessment type's fee in cents, from the settings",
  getQuestionnaire: 'The current questionnaire of an assessment type, as data',
  createAssessment:
    "A patient's draft of a type: their open draft if any, else a new one, with the first step's answers when given (patients only)",
  openAssessmentDraft: "The patient's open draft of a type, or null; nothing is created",
  reopenAssessment:
    "'Change my answers': a new draft with the answers of the patient's assessment declined for a red flag, which stays declined; 409 for any other, or while another draft of the type is open",
  saveAssessmentAnswers:
    "Save a step's answers to the patient's own draft, validated against the questionnaire",
  submitAssessment: 'Submit a draft: a red flag declines it (no charge), else it awaits payment at the fee',
  myAssessments: "The signed-in patient's assessments, newest first, 50 a page",
  getAssessment:
    'One assessment: its patient, its assigned practitioner or an admin (staff reads are audited)',
  reviewQueue:
    'The review queue: assessments awaiting review, oldest first (or those in review by the caller)',
  claimAssessment:
    'Start a review: the assessment goes in review, assigned to the caller; 409 when someone was first',
  declineAssessment: 'Decline with a reason (the assigned practitioner or an admin); 409 once decided',
  reviewDetail: 'One assessment for its review: the assigned practitioner or an admin (audited)',
  approveAssessment:
    'Approve with a prescription (preparing) rendered as an A6 PDF from the default template; 409 once decided',
  prescribableMedications: 'The active medication catalogue, with its variants, to prescribe from',
  practitionerProfile: "The signed-in practitioner's profile, with the signature as it prints",
  updatePractitionerProfile: 'Save name, specialisation, bio, timezone, AHPRA and prescriber numbers',
  updatePractitionerSignature: 'Save the signature: a PNG (checked by its bytes) of at most 256 KB',
  deletePractitionerSignature: 'Remove the signature',
  practitionerAvailability: "The weekly availability, in the practitioner's timezone",
  updatePractitionerAvailability:
    'Replace the weekly availability; when booked appointments fall outside, nothing is saved unless confirmed, and they are listed',
  practitionerTimeOff: 'Time off from now on',
  addPractitionerTimeOff: 'Add time off; booked appointments inside it are listed and need confirm',
  deletePractitionerTimeOff: 'Remove time off',
  practitionerAppointments: "The practitioner's appointments between from and to (at most 42 days)",
  setAppointmentOutcome: 'Mark an appointment that has started completed or no-show',
  availability:
    "Bookable slots as UTC instants: one practitioner's, or every practitioner's ('First available')",
  bookablePractitioners: 'Active practitioners a patient may book: name, specialty and appointment length',
  bookAppointment: "Book a slot for the patient's paid assessment; 409 when the slot is gone",
  myAppointments: "The patient's upcoming or past appointments, 50 a page",
  assessmentBooking:
    "Whether the patient's assessment can be booked: bookable, already booked (with the appointment), or not and why",
  rescheduleAppointment: 'Move an appointment to another slot, up to 24 hours before it starts',
  cancelAppointment: 'Cancel an appointment, up to 24 hours before it starts',
  checkoutConfig:
    "Which card form to show: the built-in test provider's, or Stripe Elements with its publishable key",
  checkoutLatest: "The caller's latest assessment awaiting payment, or null",
  checkoutSummary: "The item and fee of the caller's assessment awaiting payment; 404 for anyone else's",
  checkoutQuote: "The fee, the promo code's discount and the total; 400 'Invalid or expired promo code'",
  checkoutPay:
    'Pay for an assessment with a saved or new card (none at $0.00); the same idempotency key charges once',
  myPayments: "The caller's payments, newest first, 50 a page",
  paymentInvoice: "A succeeded payment's tax invoice (PDF), for its payer or an admin; 404 for anyone else",
  stripeWebhook:
    "Stripe's events, signature checked on the raw body; payment_intent.succeeded completes a payment once",
  listPaymentMethods: "The caller's saved cards (brand, last 4, expiry), the default first",
  addPaymentMethod: 'Save a card; the first one becomes the default',
  deletePaymentMethod: 'Remove a saved card; the default cannot be removed while others exist',
  setDefaultPaymentMethod: 'Make a saved card the default',

  // ---- admin people (journeys §7): patients, practitioners, content writers and the set-password link
  adminPatients: 'Patients, searched by name, email or phone, paged and sorted on the server',
  adminPatient:
    "One patient's record: profile, assessments, appointments, prescriptions and payments (the read is audited)",
  adminPractitioners: 'Practitioners, searched by name or email, filtered by active, paged and sorted',
  createPractitioner: 'Add a practitioner: the account, the profile, and an emailed link to set a password',
  adminPractitioner: 'One practitioner, as the admin edits them',
  updatePractitioner: "Edit a practitioner's account and profile",
  activatePractitioner: 'Make a practitioner bookable again and let them sign in',
  deactivatePractitioner: 'Remove a practitioner from booking, end their sessions and stop their sign-in',
  adminPractitionerDetails: "A practitioner's hours, time off, appointments and review statistics",
  resendPractitionerLink: 'Email a practitioner a new set-password link; older links stop working',
  adminContentWriters: 'Content writers, searched by name or email, filtered by status, paged and sorted',
  createContentWriter: 'Add a content writer and email a link to set a password',
  disableContentWriter: "Disable a content writer's account and end its sessions",
  enableContentWriter: "Enable a content writer's account again",
  resendContentWriterLink: 'Email a content writer a new set-password link; older links stop working',
  passwordLink: 'Whether a set-password link still works, and whose it is',
  setPassword: "Set a new account's password with its emailed link (once, within 48 hours)",
  // ---- end admin people

  // ---- admin operations (journeys §7): assessments, appointments, prescriptions and medications
  adminAssessments:
    'Every assessment, filtered by type, status, practitioner or patient, paged and sorted (the detail is reviewDetail)',
  assignAssessment:
    'Assign or reassign an assessment awaiting review or in review to an active practitioner; it becomes in review (audited)',
  adminAppointments:
    'Every appointment, filtered by date range, practitioner, status or patient, paged and sorted',
  adminBookableAssessments:
    "Paid assessments with no live appointment, by patient: what an admin may book for (the patient's own rule)",
  adminBookAppointment:
    "Book for a patient at a slot of the same engine, with the patient's emails; 409 when the slot is taken",
  adminRescheduleAppointment:
    "Move an appointment that has not started (no 24-hour rule for admins), with the patient's emails; 409 when taken",
  adminCancelAppointment: 'Cancel an appointment that has not started (no 24-hour rule for admins), audited',
  adminPrescriptions:
    'Every prescription, filtered by status, practitioner, patient name or id, paged and sorted',
  adminPrescription:
    'One prescription: patient, practitioner, medicines, status history and tracking (the read is audited)',
  setPrescriptionStatus:
    'The next status, one step at a time; posted needs a tracking number and emails it to the patient; 409 otherwise',
  adminMedications: 'Medicines with their variants, filtered by name or active, paged and sorted',
  adminMedication: 'One medicine with its variants',
  createMedication: 'Add a medicine (audited)',
  updateMedication: "Edit a medicine's name, generic name, description and active flag (audited)",
  adminMedicationVariant: 'One variant with its medicine',
  createMedicationVariant: 'Add a variant (strength, form, pack size, price) to a medicine (audited)',
  updateMedicationVariant: 'Edit a variant (audited)',
  setMedicationVariantActive: 'Activate or deactivate a variant (audited)',
  deleteMedicationVariant:
    'Delete a variant no prescription uses; 409 for one in use (deactivate it instead)',
  // ---- end admin operations

  // ---- admin reports (journeys §7): reports and the dashboard charts
  adminReports:
    'Revenue by day, assessments by type and outcome, appointments per practitioner and the funnel, for a date range',
  exportAdminReport: 'One report of a date range as CSV',
  adminDashboardCharts:
    "The admin dashboard's charts: payments and assessments by outcome over the last 30 days",
  // ---- end admin reports
} as const satisfies Record<RouteName, string>;
