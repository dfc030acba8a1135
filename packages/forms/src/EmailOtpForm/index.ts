export { EmailOtpForm, type EmailOtpFormProps } from './EmailOtpForm';
