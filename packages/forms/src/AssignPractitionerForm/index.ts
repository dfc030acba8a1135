export {
  AssignPractitionerForm,
  type AssignPractitionerFormProps,
  type AssignPractitionerFormValues,
} from './AssignPractitionerForm';
