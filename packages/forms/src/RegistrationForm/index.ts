export { RegistrationForm, type RegistrationFormProps } from './RegistrationForm';
