import type { Config } from '../../config';
import type { PaymentProvider } from './provider';
import { createStripeProvider } from './stripe-provider';
import { createTestProvider } from './test-provider';

export type * from './provider';
export { createStripeProvider } from './stripe-provider';
export { createTestProvider } from './test-provider';

/** Stripe when both its keys are set, the built-in test provider otherwise (docs/product/checkout.md). */
export function paymentProviderFor(config: Pick<Config, 'stripe'>): PaymentProvider {
  return config.stripe ? createStripeProvider(config.stripe) : createTestProvider();
}
