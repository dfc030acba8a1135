export { CardForm, type CardFormProps } from './CardForm';
export type { CardProviderConfig } from './NewCardFields';
export type { StripeCardHandle } from './StripeCardFields';
