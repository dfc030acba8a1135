import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { paymentMessages } from '@telehealth/contract';
import { Text } from '@telehealth/ui';
import { useEffect } from 'react';

/** What a form needs from Stripe Elements: a PaymentMethod for the typed card, and 3-D Secure when asked. */
export interface StripeCardHandle {
  createPaymentMethod(): Promise<{ id: string } | { error: string }>;
  handleNextAction(clientSecret: string): Promise<{ error?: string }>;
}

export interface StripeCardFieldsProps {
  publishableKey: string;
  /** Called with the handle once Stripe has loaded (null until then). */
  onReady: (handle: StripeCardHandle | null) => void;
}

// Stripe.js is loaded once per key, and only when a Stripe card form is shown.
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string) {
  let pending = loaded.get(key);
  if (!pending) {
    pending = loadStripe(key);
    loaded.set(key, pending);
  }
  return pending;
}

function CardFields({ onReady }: Pick<StripeCardFieldsProps, 'onReady'>) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    if (!stripe || !elements) {
      onReady(null);
      return;
    }
    onReady({
      async createPaymentMethod() {
        const card = elements.getElement(CardElement);
        if (!card) return { error: paymentMessages.cardRequired };
        const result = await stripe.createPaymentMethod({ type: 'card', card });
        if (result.error) return { error: result.error.message ?? paymentMessages.paymentFailed };
        return { id: result.paymentMethod.id };
      },
      async handleNextAction(clientSecret) {
        const result = await stripe.handleNextAction({ clientSecret });
        return result.error ? { error: result.error.message ?? paymentMessages.paymentFailed } : {};
      },
    });
    return () => onReady(null);
  }, [stripe, elements, onReady]);
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend>
        <Text as="span" weight="medium">
          Card details
        </Text>
      </legend>
      <div style={{ padding: '0.75rem', border: '1px solid currentColor', borderRadius: '0.375rem' }}>
        <CardElement options={{ hidePostalCode: true }} />
      </div>
    </fieldset>
  );
}

/**
 * The card as Stripe Elements collects it: the number goes from the browser to Stripe, never to our server, which
 * receives the PaymentMethod id. Loaded lazily (this module and Stripe.js) only when Stripe is configured.
 */
export default function StripeCardFields({ publishableKey, onReady }: StripeCardFieldsProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ locale: 'en-AU' }}>
      <CardFields onReady={onReady} />
    </Elements>
  );
}
