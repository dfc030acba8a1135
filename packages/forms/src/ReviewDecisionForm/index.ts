export type { PrescribeItem } from './ApproveForm';
export { medicineOptions, variantLabel } from './medicineOptions';
export { ReviewDecisionForm, type ReviewDecisionFormProps } from './ReviewDecisionForm';
