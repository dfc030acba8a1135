export { PromoCodeForm, type PromoCodeFormProps, type PromoCodeFormValues } from './PromoCodeForm';
