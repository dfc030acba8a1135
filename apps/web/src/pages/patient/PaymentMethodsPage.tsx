import { api, errorMessage } from '@telehealth/api';
import { PaymentMethodsList } from '@telehealth/forms';
import { Alert, Container, Heading, Spinner, Stack, Text } from '@telehealth/ui';
import { useDocumentTitle } from '../useDocumentTitle';

/** `/dashboard/payment-methods` (docs/product/checkout.md): saved cards, add, make default, remove. */
export default function PaymentMethodsPage() {
  useDocumentTitle('Payment Methods');
  const methods = api.payments.listPaymentMethods.useQuery();
  // Which card form to show: set up once, so not refetched on focus.
  const config = api.payments.checkoutConfig.useQuery({}, { revalidateOnFocus: false });
  const add = api.payments.addPaymentMethod.useMutation();
  const makeDefault = api.payments.setDefaultPaymentMethod.useMutation();
  const remove = api.payments.deletePaymentMethod.useMutation();
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
            onAdd={(card) => add.trigger({ body: { card } })}
            onMakeDefault={(id) => makeDefault.trigger({ params: { id } })}
            onRemove={(id) => remove.trigger({ params: { id } })}
          />
        ) : null}
      </Stack>
    </Container>
  );
}
