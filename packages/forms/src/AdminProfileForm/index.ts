export { AdminProfileForm, type AdminProfileFormProps } from './AdminProfileForm';
