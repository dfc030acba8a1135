export { CheckoutForm, type CheckoutFormProps, newCheckoutKey } from './CheckoutForm';
