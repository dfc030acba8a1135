export { MedicationForm, type MedicationFormProps, type MedicationFormValues } from './MedicationForm';
