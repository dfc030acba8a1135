export { EmailOtpForm, type EmailOtpFormProps, otpAlreadyCheckedHint } from './EmailOtpForm';
