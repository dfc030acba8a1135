import { api, errorMessage, isApiError } from '@telehealth/api';
import { paymentMessages } from '@telehealth/contract';
import { CheckoutForm } from '@telehealth/forms';
import {
  Alert,
  Button,
  Container,
  EmptyState,
  Heading,
  LoadState,
  Spinner,
  Stack,
  Text,
} from '@telehealth/ui';
import { Navigate, useNavigate, useParams } from 'react-router';
import { loadFailure } from '../../features/shared/loadFailure';
import { RouterLink } from '../../frames/RouterLink';
import { useDocumentTitle } from '../useDocumentTitle';
import { useIdParam } from '../useIdParam';

function StartAssessment() {
  return (
    <Button asChild variant="solid">
      <RouterLink href="/assessment">Start an assessment</RouterLink>
    </Button>
  );
}

/** `/checkout` without an id: the latest assessment awaiting payment, or a link to start one. */
function ResumeCheckout() {
  const { data, error, isLoading } = api.payments.checkoutLatest.useQuery();
  return (
    <LoadState
      pending={isLoading}
      data={data}
      error={error}
      {...loadFailure('Failed to load checkout')}
      loadingLabel="Loading checkout"
      loadingIndicator="spinner"
    >
      {({ assessmentId }) =>
        assessmentId ? (
          <Navigate to={`/checkout/${assessmentId}`} replace />
        ) : (
          <EmptyState
            headingLevel={2}
            title="Nothing to pay for"
            description="You have no assessment awaiting payment."
            action={<StartAssessment />}
          />
        )
      }
    </LoadState>
  );
}

function Checkout({ assessmentId }: { assessmentId: number }) {
  const navigate = useNavigate();
  const summary = api.payments.checkoutSummary.useQuery({ params: { assessmentId } });
  // Which card form to show: set up once, so not refetched on focus.
  const config = api.payments.checkoutConfig.useQuery({}, { revalidateOnFocus: false });
  const methods = api.payments.listPaymentMethods.useQuery();
  const quote = api.payments.checkoutQuote.useMutation();
  const pay = api.payments.checkoutPay.useMutation();

  if (summary.isLoading || config.isLoading || methods.isLoading) return <Spinner label="Loading checkout" />;
  if (summary.error) {
    const gone = isApiError(summary.error) && (summary.error.status === 404 || summary.error.status === 409);
    return (
      <EmptyState
        headingLevel={2}
        title={gone ? errorMessage(summary.error, paymentMessages.notPayable) : 'Checkout unavailable'}
        description={
          gone ? 'There is nothing to pay for here.' : errorMessage(summary.error, 'Failed to load checkout')
        }
        action={<StartAssessment />}
      />
    );
  }
  if (!summary.data || !config.data) {
    return (
      <Alert tone="critical" title="Error">
        {errorMessage(config.error, 'Failed to load checkout')}
      </Alert>
    );
  }
  const provider = config.data.provider === 'stripe' ? 'stripe' : 'test';
  return (
    <CheckoutForm
      item={summary.data.item}
      amountCents={summary.data.amountCents}
      config={{ provider, publishableKey: config.data.publishableKey }}
      savedCards={(methods.data ?? []).filter((method) => method.provider === provider)}
      onApplyPromo={(code) => quote.trigger({ params: { assessmentId }, body: { promoCode: code } })}
      onPay={(input) => pay.trigger({ params: { assessmentId }, body: input })}
      onPaid={() => navigate(`/appointment-confirmation/${assessmentId}`)}
    />
  );
}

/**
 * `/checkout/{assessmentId}`, and `/checkout` resuming the latest assessment awaiting payment
 * (docs/product/checkout.md).
 */
export default function CheckoutPage() {
  useDocumentTitle('Checkout');
  const { assessmentId } = useParams();
  const id = useIdParam('assessmentId');
  return (
    <Container size="narrow">
      <Stack gap="large" paddingY="large">
        <Stack gap="xsmall">
          <Heading level={1}>Checkout</Heading>
          <Text tone="muted">Pay for your assessment. A practitioner reviews it once it is paid.</Text>
        </Stack>
        {assessmentId === undefined ? (
          <ResumeCheckout />
        ) : id === null ? (
          <EmptyState
            headingLevel={2}
            title={paymentMessages.assessmentNotFound}
            action={<StartAssessment />}
          />
        ) : (
          <Checkout assessmentId={id} />
        )}
      </Stack>
    </Container>
  );
}
