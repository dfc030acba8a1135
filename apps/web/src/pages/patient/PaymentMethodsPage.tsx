import { api } from '@telehealth/api';
import { PaymentMethodsList } from '@telehealth/forms';
import { Container, Heading, LoadState, Stack, Text } from '@telehealth/ui';
import { loadFailure } from '../../features/shared/loadFailure';
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
  // The list shows once both have loaded; a failed refetch later keeps it on screen.
  const loaded = methods.data && config.data ? { cards: methods.data, setup: config.data } : undefined;
  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Stack gap="xsmall">
          <Heading level={1}>Payment Methods</Heading>
          <Text tone="muted">
            Cards saved for payments. We keep only the brand, last 4 digits and expiry.
          </Text>
        </Stack>
        <LoadState
          data={loaded}
          pending={methods.isLoading || config.isLoading}
          error={loaded ? undefined : (methods.error ?? config.error)}
          {...loadFailure('Failed to load payment methods')}
          loadingLabel="Loading payment methods"
          loadingIndicator="spinner"
        >
          {({ cards, setup }) => (
            <PaymentMethodsList
              methods={cards}
              config={{
                provider: setup.provider === 'stripe' ? 'stripe' : 'test',
                publishableKey: setup.publishableKey,
              }}
              onAdd={(card) => add.trigger({ body: { card } })}
              onMakeDefault={(id) => makeDefault.trigger({ params: { id } })}
              onRemove={(id) => remove.trigger({ params: { id } })}
            />
          )}
        </LoadState>
      </Stack>
    </Container>
  );
}
