export {
  QR_CODE_ALT,
  TotpEnrolment,
  type TotpEnrolmentProps,
  type TotpEnrolmentValues,
} from './TotpEnrolment';
