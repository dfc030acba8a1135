export { OTP_LENGTH, OtpInput, type OtpInputProps, sanitizeOtp } from './OtpInput';
