export { ContactForm, type ContactFormProps, contactEnquiryTypes } from './ContactForm';
export type { SubmitError } from './internal/serverError';
export {
  LegalDocumentForm,
  type LegalDocumentFormProps,
  type LegalDocumentFormValues,
} from './LegalDocumentForm';
export { RegistrationForm, type RegistrationFormProps } from './RegistrationForm';
export { SignInForm, type SignInFormProps } from './SignInForm';
export { TestEmailForm, type TestEmailFormProps } from './TestEmailForm';
export { TestSmsForm, type TestSmsFormProps } from './TestSmsForm';
