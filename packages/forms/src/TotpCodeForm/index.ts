export { TotpCodeForm, type TotpCodeFormProps, type TotpCodeFormValues } from './TotpCodeForm';
