export type { SubmitError } from './internal/serverError';
export { RegistrationForm, type RegistrationFormProps } from './RegistrationForm';
export { SignInForm, type SignInFormProps } from './SignInForm';
