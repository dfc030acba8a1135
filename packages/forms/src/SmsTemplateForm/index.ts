export { SmsTemplateForm, type SmsTemplateFormProps } from './SmsTemplateForm';
