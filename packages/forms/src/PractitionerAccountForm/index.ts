export { PractitionerAccountForm, type PractitionerAccountFormProps } from './PractitionerAccountForm';
