export {
  PrescriptionTemplateForm,
  type PrescriptionTemplateFormProps,
  type PrescriptionTemplateFormValues,
} from './PrescriptionTemplateForm';
