import {
  errorMessage,
  isApiError,
  useCheckoutConfig,
  useCheckoutPay,
  useCheckoutQuote,
  useCheckoutSummary,
  useLatestCheckout,
  usePaymentMethods,
} from '@telehealth/api';
import { paymentMessages } from '@telehealth/contract';
import { CheckoutForm } from '@telehealth/forms';
import { Alert, Button, Container, EmptyState, Heading, Spinner, Stack, Text } from '@telehealth/ui';
import { Navigate, useNavigate, useParams } from 'react-router';
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
  const { data, error, isLoading } = useLatestCheckout();
  if (isLoading) return <Spinner label="Loading checkout" />;
  if (error)
    return (
      <Alert tone="critical" title="Error">
        {errorMessage(error, 'Failed to load checkout')}
      </Alert>
    );
  if (data?.assessmentId) return <Navigate to={`/checkout/${data.assessmentId}`} replace />;
  return (
    <EmptyState
      headingLevel={2}
      title="Nothing to pay for"
      description="You have no assessment awaiting payment."
      action={<StartAssessment />}
    />
  );
}

function Checkout({ assessmentId }: { assessmentId: number }) {
  const navigate = useNavigate();
  const summary = useCheckoutSummary(assessmentId);
  const config = useCheckoutConfig();
  const methods = usePaymentMethods();
  const quote = useCheckoutQuote(assessmentId);
  const pay = useCheckoutPay(assessmentId);

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
      onApplyPromo={(code) => quote.trigger({ promoCode: code })}
      onPay={(input) => pay.trigger(input)}
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
