export { ContactForm, type ContactFormProps, contactEnquiryTypes } from './ContactForm';
