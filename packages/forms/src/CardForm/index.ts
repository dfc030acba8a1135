export { CardForm, type CardFormProps } from './CardForm';
export { type CardProviderConfig, NewCardFields, type NewCardFieldsProps } from './NewCardFields';
export type { StripeCardHandle } from './StripeCardFields';
export { type CardFieldValues, cardIssues, TestCardFields, type TestCardFieldsProps } from './TestCardFields';
