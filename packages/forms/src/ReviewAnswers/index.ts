export { ReviewAnswers, type ReviewAnswersProps } from './ReviewAnswers';
