export { SetPasswordForm, type SetPasswordFormProps } from './SetPasswordForm';
