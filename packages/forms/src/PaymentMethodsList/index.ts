export { PaymentMethodsList, type PaymentMethodsListProps } from './PaymentMethodsList';
