export { TestEmailForm, type TestEmailFormProps } from './TestEmailForm';
