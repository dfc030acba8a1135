export { AssessmentFeesForm, type AssessmentFeesFormProps, assessmentFeeFields } from './AssessmentFeesForm';
