export { PatientProfileForm, type PatientProfileFormProps } from './PatientProfileForm';
