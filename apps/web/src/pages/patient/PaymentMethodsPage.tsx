import {
  errorMessage,
  useAddPaymentMethod,
  useCheckoutConfig,
  usePaymentMethods,
  useRemovePaymentMethod,
  useSetDefaultPaymentMethod,
} from '@telehealth/api';
import { PaymentMethodsList } from '@telehealth/forms';
import { Alert, Container, Heading, Spinner, Stack, Text } from '@telehealth/ui';
import { useDocumentTitle } from '../useDocumentTitle';

/** `/dashboard/payment-methods` (docs/product/checkout.md): saved cards, add, make default, remove. */
export default function PaymentMethodsPage() {
  useDocumentTitle('Payment Methods');
  const methods = usePaymentMethods();
  const config = useCheckoutConfig();
  const add = useAddPaymentMethod();
  const makeDefault = useSetDefaultPaymentMethod();
  const remove = useRemovePaymentMethod();
  const error = methods.error ?? config.error;
  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Stack gap="xsmall">
          <Heading level={1}>Payment Methods</Heading>
          <Text tone="muted">
            Cards saved for payments. We keep only the brand, last 4 digits and expiry.
          </Text>
        </Stack>
        {methods.isLoading || config.isLoading ? <Spinner label="Loading payment methods" /> : null}
        {error ? (
          <Alert tone="critical" title="Error">
            {errorMessage(error, 'Failed to load payment methods')}
          </Alert>
        ) : null}
        {methods.data && config.data ? (
          <PaymentMethodsList
            methods={methods.data}
            config={{
              provider: config.data.provider === 'stripe' ? 'stripe' : 'test',
              publishableKey: config.data.publishableKey,
            }}
            onAdd={(card) => add.trigger({ card })}
            onMakeDefault={(id) => makeDefault.trigger(id)}
            onRemove={(id) => remove.trigger(id)}
          />
        ) : null}
      </Stack>
    </Container>
  );
}
