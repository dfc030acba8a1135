export {
  ADDRESS_MIN_CHARS,
  AddressAutocomplete,
  type AddressAutocompleteProps,
  type AddressProvider,
  type AddressSuggestion,
  addressFromDescription,
  addressFromPlace,
  createGooglePlacesProvider,
  createMemoryAddressProvider,
  formatAddress,
  GOOGLE_ADDRESS_TYPES,
  type GooglePlacesProviderOptions,
  MAPS_LIBRARY_ERROR,
  MAPS_SCRIPT_ERROR,
  type PlaceAddressComponent,
  type StructuredAddress,
} from './AddressAutocomplete';
export { AdminProfileForm, type AdminProfileFormProps } from './AdminProfileForm';
export {
  AppointmentDurationForm,
  type AppointmentDurationFormProps,
  appointmentDurationProblem,
} from './AppointmentDurationForm';
export { AppointmentList, type AppointmentListProps, AppointmentStatusBadge } from './AppointmentList';
export {
  ArticleForm,
  type ArticleFormProps,
  type ArticleSaveOutcome,
  type ArticleSaveState,
} from './ArticleForm';
export { AssessmentFeesForm, type AssessmentFeesFormProps, assessmentFeeFields } from './AssessmentFeesForm';
// ---- booking (docs/product/booking.md)
export {
  AssignPractitionerForm,
  type AssignPractitionerFormProps,
  type AssignPractitionerFormValues,
} from './AssignPractitionerForm';
// ---- the practitioner area (docs/product/practitioner.md)
export { AvailabilityEditor, type AvailabilityEditorProps } from './AvailabilityEditor';
export {
  BookingForm,
  type BookingFormProps,
  type DayPeriod,
  dayPeriods,
  type PractitionerChoice,
  RescheduleDialog,
  type RescheduleDialogProps,
  SlotPicker,
  type SlotPickerProps,
  slotDays,
  slotLabel,
  slotPeriod,
  slotTimeLabel,
} from './BookingForm';
export { CampaignForm, type CampaignFormProps, type CampaignFormValues } from './CampaignForm';
export {
  CampaignPopupForm,
  type CampaignPopupFormProps,
  type PopupPart,
  type PopupPartStyle,
  type PopupStyles,
  popupParts,
  visibleColor,
} from './CampaignPopupForm';
export {
  type CampaignContent,
  CampaignPopup,
  type CampaignPopupProps,
  CampaignPopups,
  type CampaignPopupsProps,
  clearPopupState,
  createMemoryStore,
  createPopupMachine,
  isFastUpwardScroll,
  type KeyValueStore,
  type PopupMachine,
  type PopupMachineState,
  popupStorageKeys,
  readShownTypes,
  readSubmissionHistory,
  recordSubmission,
  stylesFromTemplate,
} from './CampaignPopups';
// ---- checkout and payments (docs/product/checkout.md)
export { CardForm, type CardFormProps, type CardProviderConfig, type StripeCardHandle } from './CardForm';
export { CheckoutForm, type CheckoutFormProps, newCheckoutKey } from './CheckoutForm';
export { CompanyInfoForm, type CompanyInfoFormProps, companyFormValues } from './CompanyInfoForm';
export { ContactForm, type ContactFormProps, contactEnquiryTypes } from './ContactForm';
export { ContactStatusForm, type ContactStatusFormProps } from './ContactStatusForm';
export { EmailOtpForm, type EmailOtpFormProps, otpAlreadyCheckedHint } from './EmailOtpForm';
export { EmailTemplateForm, type EmailTemplateFormProps } from './EmailTemplateForm';
export type { SubmitError } from './internal/serverError';
export {
  LegalDocumentForm,
  type LegalDocumentFormProps,
  type LegalDocumentFormValues,
} from './LegalDocumentForm';
export { MedicationForm, type MedicationFormProps, type MedicationFormValues } from './MedicationForm';
export {
  MedicationVariantForm,
  type MedicationVariantFormProps,
  type MedicationVariantFormValues,
  type MedicineChoice,
} from './MedicationVariantForm';
export {
  MessageComposer,
  type MessageComposerProps,
  type MessageComposerValues,
  messageComposerMessages,
} from './MessageComposer';
export { PasswordChangeForm, type PasswordChangeFormProps } from './PasswordChangeForm';
// ---- patient dashboard and profile (docs/product/dashboard.md, docs/product/settings.md)
export { PatientProfileForm, type PatientProfileFormProps } from './PatientProfileForm';
export { PaymentMethodsList, type PaymentMethodsListProps } from './PaymentMethodsList';
export { insertAtCursor, PlaceholderList, type PlaceholderListProps } from './PlaceholderList';
export {
  PostFeesForm,
  type PostFeesFormProps,
  PostTrackingUrlForm,
  type PostTrackingUrlFormProps,
} from './PostSettingsForms';
export { PractitionerAccountForm, type PractitionerAccountFormProps } from './PractitionerAccountForm';
export {
  PractitionerProfileForm,
  type PractitionerProfileFormProps,
  type PractitionerProfileValues,
} from './PractitionerProfileForm';
export {
  PrescriptionStatusForm,
  type PrescriptionStatusFormProps,
  type PrescriptionStatusFormValues,
} from './PrescriptionStatusForm';
export {
  PrescriptionTemplateForm,
  type PrescriptionTemplateFormProps,
  type PrescriptionTemplateFormValues,
} from './PrescriptionTemplateForm';
export { PromoCodeForm, type PromoCodeFormProps, type PromoCodeFormValues } from './PromoCodeForm';
// ---- assessments (docs/product/assessments.md)
export { Questionnaire, type QuestionnaireProps } from './Questionnaire';
export { RECOVERY_CODES_FILE, RecoveryCodes, type RecoveryCodesProps } from './RecoveryCodes';
export { RegistrationForm, type RegistrationFormProps } from './RegistrationForm';
export { ReportRangeForm, type ReportRangeFormProps } from './ReportRangeForm';
export { ReviewAnswers, type ReviewAnswersProps } from './ReviewAnswers';
export {
  medicineOptions,
  type PrescribeItem,
  ReviewDecisionForm,
  type ReviewDecisionFormProps,
  variantLabel,
} from './ReviewDecisionForm';
export { SetPasswordForm, type SetPasswordFormProps } from './SetPasswordForm';
export { readSignatureFile, SignatureField, type SignatureFieldProps } from './SignatureField';
export { SignInForm, type SignInFormProps } from './SignInForm';
export { SmsTemplateForm, type SmsTemplateFormProps } from './SmsTemplateForm';
export { StaffAccountForm, type StaffAccountFormProps } from './StaffAccountForm';
export {
  type TableFilterField,
  TableFilters,
  type TableFiltersProps,
  type TableFilterValues,
} from './TableFilters';
export { TestEmailForm, type TestEmailFormProps } from './TestEmailForm';
export { TestSmsForm, type TestSmsFormProps } from './TestSmsForm';
export {
  TimeOffForm,
  type TimeOffFormProps,
  TimeOffList,
  type TimeOffListProps,
  type TimeOffRequest,
} from './TimeOffForm';
export { TotpCodeForm, type TotpCodeFormProps, type TotpCodeFormValues } from './TotpCodeForm';
export {
  QR_CODE_ALT,
  TotpEnrolment,
  type TotpEnrolmentProps,
  type TotpEnrolmentValues,
} from './TotpEnrolment';
