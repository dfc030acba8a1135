export {
  PractitionerProfileForm,
  type PractitionerProfileFormProps,
  type PractitionerProfileValues,
} from './PractitionerProfileForm';
