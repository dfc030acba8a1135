export { ContactStatusForm, type ContactStatusFormProps } from './ContactStatusForm';
