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
export {
  AppointmentDurationForm,
  type AppointmentDurationFormProps,
  appointmentDurationProblem,
} from './AppointmentDurationForm';
export {
  CampaignPopupForm,
  type CampaignPopupFormProps,
  type PopupPart,
  type PopupPartStyle,
  type PopupStyles,
  popupParts,
  visibleColor,
} from './CampaignPopupForm';
export { ContactForm, type ContactFormProps, contactEnquiryTypes } from './ContactForm';
export { ContactStatusForm, type ContactStatusFormProps } from './ContactStatusForm';
export { EmailTemplateForm, type EmailTemplateFormProps } from './EmailTemplateForm';
export type { SubmitError } from './internal/serverError';
export {
  LegalDocumentForm,
  type LegalDocumentFormProps,
  type LegalDocumentFormValues,
} from './LegalDocumentForm';
export {
  MessageComposer,
  type MessageComposerProps,
  type MessageComposerValues,
  messageComposerMessages,
} from './MessageComposer';
export { insertAtCursor, PlaceholderList, type PlaceholderListProps } from './PlaceholderList';
export {
  PrescriptionTemplateForm,
  type PrescriptionTemplateFormProps,
  type PrescriptionTemplateFormValues,
} from './PrescriptionTemplateForm';
export { RegistrationForm, type RegistrationFormProps } from './RegistrationForm';
export { SignInForm, type SignInFormProps } from './SignInForm';
export { SmsTemplateForm, type SmsTemplateFormProps } from './SmsTemplateForm';
export { TestEmailForm, type TestEmailFormProps } from './TestEmailForm';
export { TestSmsForm, type TestSmsFormProps } from './TestSmsForm';
