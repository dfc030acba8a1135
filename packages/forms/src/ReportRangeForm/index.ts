export { ReportRangeForm, type ReportRangeFormProps } from './ReportRangeForm';
