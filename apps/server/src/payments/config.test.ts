import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { paymentProviderFor } from './providers';

describe('payment configuration', () => {
  it('uses the built-in test provider without Stripe keys, and Stripe with both', () => {
    const plain = loadConfig({ NODE_ENV: 'test' });
    expect(plain.stripe).toBeNull();
    expect(paymentProviderFor(plain).name).toBe('test');
    const stripe = loadConfig({
      NODE_ENV: 'test',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    expect(stripe.stripe).toEqual({
      secretKey: 'sk_test_x',
      publishableKey: 'pk_test_x',
      webhookSecret: 'whsec_x',
      apiUrl: null,
    });
    expect(paymentProviderFor(stripe).name).toBe('stripe');
  });

  it('refuses one Stripe key without the other, never repeating the secret', () => {
    const load = () => loadConfig({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_live_SECRETVALUE' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together');
    try {
      load();
    } catch (error) {
      expect(String(error)).not.toContain('SECRETVALUE');
    }
  });
});
