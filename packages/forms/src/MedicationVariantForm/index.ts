export {
  MedicationVariantForm,
  type MedicationVariantFormProps,
  type MedicationVariantFormValues,
  type MedicineChoice,
} from './MedicationVariantForm';
