export { StaffAccountForm, type StaffAccountFormProps } from './StaffAccountForm';
