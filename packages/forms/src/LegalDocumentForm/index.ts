export {
  LegalDocumentForm,
  type LegalDocumentFormProps,
  type LegalDocumentFormValues,
} from './LegalDocumentForm';
