export {
  PrescriptionStatusForm,
  type PrescriptionStatusFormProps,
  type PrescriptionStatusFormValues,
} from './PrescriptionStatusForm';
