import { Text } from '@telehealth/ui';
import { lazy, Suspense } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { StripeCardHandle } from './StripeCardFields';
import { type CardFieldValues, TestCardFields } from './TestCardFields';

// Stripe's React bindings and Stripe.js load only when Stripe is the provider.
const LazyStripeCardFields = lazy(() => import('./StripeCardFields'));

/** Which card form to show: `GET /api/checkout/config`'s answer. */
export interface CardProviderConfig {
  provider: 'test' | 'stripe';
  publishableKey?: string | null | undefined;
}

export interface NewCardFieldsProps {
  config: CardProviderConfig;
  register: UseFormRegister<CardFieldValues>;
  errors: FieldErrors<CardFieldValues>['card'];
  onStripeReady: (handle: StripeCardHandle | null) => void;
}

/** A new card: the test provider's fields, or Stripe Elements when Stripe is configured. */
export function NewCardFields({ config, register, errors, onStripeReady }: NewCardFieldsProps) {
  if (config.provider === 'stripe' && config.publishableKey) {
    return (
      <Suspense fallback={<Text tone="muted">Loading the card form...</Text>}>
        <LazyStripeCardFields publishableKey={config.publishableKey} onReady={onStripeReady} />
      </Suspense>
    );
  }
  return <TestCardFields register={register} errors={errors} />;
}
