export { Questionnaire, type QuestionnaireProps } from './Questionnaire';
