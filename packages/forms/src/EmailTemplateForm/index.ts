export { EmailTemplateForm, type EmailTemplateFormProps } from './EmailTemplateForm';
