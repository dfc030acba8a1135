import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments, paymentMethods, payments, users } from '../db/schema';
import { login, SESSION_COOKIE, type TestDatabase, testClock } from '../test/helpers';
import { createTestServer, type TestServer } from '../test/server';
import { type StripeFake, startStripeFake } from './stripe-fake';

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_fake';
let fake: StripeFake;
let server: TestServer;
let database: TestDatabase;
let app: FastifyInstance;
let sid = '';
let patientId = 0;
const clock = testClock();
// The real library, used only to sign events as Stripe does.
const signer = new Stripe('sk_test_signer');

beforeAll(async () => {
  fake = await startStripeFake();
  server = await createTestServer({
    clock,
    config: {
      stripe: {
        secretKey: 'sk_test_fake',
        publishableKey: 'pk_test_fake',
        webhookSecret: WEBHOOK_SECRET,
        apiUrl: fake.url,
      },
    },
  });
  ({ app, database } = server);
  sid = (await login(app, 'patient@example.com')).sid ?? '';
  const [row] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'patient@example.com'));
  patientId = row?.id ?? 0;
}, 60_000);

afterAll(async () => {
  await server?.close();
  await fake?.close();
});

let n = 0;
const key = () => `stripe-key-${String(++n).padStart(8, '0')}`;
const as = (options: InjectOptions) =>
  app.inject({ remoteAddress: `192.0.2.${(n % 200) + 1}`, ...options, cookies: { [SESSION_COOKIE]: sid } });

async function pendingAssessment(): Promise<number> {
  const [row] = await database.db
    .insert(assessments)
    .values({ type: 'weight_loss', patientId, status: 'pending_payment', feeCents: 4500 })
    .returning({ id: assessments.id });
  return row?.id ?? 0;
}

const pay = (assessmentId: number, payload: Record<string, unknown>) =>
  as({ method: 'POST', url: `/api/checkout/${assessmentId}/pay`, payload });

function webhook(event: Record<string, unknown>, signature?: string) {
  const payload = JSON.stringify(event);
  const header = signature ?? signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
  });
}

const succeededEvent = (intentId: string, paymentId: number) => ({
  id: `evt_${intentId}`,
  object: 'event',
  type: 'payment_intent.succeeded',
  data: {
    object: {
      id: intentId,
      object: 'payment_intent',
      status: 'succeeded',
      metadata: { paymentId: String(paymentId) },
      payment_method: 'pm_card_threeDSecureRequired',
    },
  },
});

describe('the Stripe provider against a local fake of its API', () => {
  it('tells the browser to use Stripe Elements with the publishable key', async () => {
    const response = await as({ method: 'GET', url: '/api/checkout/config' });
    expect(response.json()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_fake' });
  });

  it('pays with a PaymentMethod from Elements: one PaymentIntent in AUD cents, with our idempotency key', async () => {
    const id = await pendingAssessment();
    const before = fake.intents.length;
    const response = await pay(id, {
      card: { stripePaymentMethodId: 'pm_card_visa' },
      idempotencyKey: key(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('succeeded');
    expect(fake.intents.length - before).toBe(1);
    expect(fake.intents.at(-1)).toMatchObject({ amount: 4500, currency: 'aud' });
    const [row] = await database.db.select().from(payments).where(eq(payments.id, response.json().paymentId));
    expect(row).toMatchObject({ provider: 'stripe', status: 'succeeded', methodSummary: 'Visa •••• 4242' });
    expect(row?.providerRef).toMatch(/^pi_/);
    const [assessment] = await database.db.select().from(assessments).where(eq(assessments.id, id));
    expect(assessment).toMatchObject({ status: 'awaiting_review', paid: true });
  });

  it('creates one intent for two concurrent requests with the same key', async () => {
    const id = await pendingAssessment();
    const before = fake.intents.length;
    const payload = { card: { stripePaymentMethodId: 'pm_card_visa' }, idempotencyKey: key() };
    const [a, b] = await Promise.all([pay(id, payload), pay(id, payload)]);
    expect(a.json().paymentId).toBe(b.json().paymentId);
    expect(fake.intents.length - before).toBe(1);
    expect(await database.db.select().from(payments).where(eq(payments.assessmentId, id))).toHaveLength(1);
  });

  it.each([
    ['pm_card_chargeDeclined', 'Your card was declined.'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.'],
  ])('answers a decline (%s) with the contract message', async (pm, message) => {
    const id = await pendingAssessment();
    const response = await pay(id, { card: { stripePaymentMethodId: pm }, idempotencyKey: key() });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ message, field: 'card' });
    const [row] = await database.db.select().from(payments).where(eq(payments.assessmentId, id));
    expect(row).toMatchObject({ status: 'failed', failureMessage: message });
  });

  it('refuses a raw card number when Stripe is the provider', async () => {
    const id = await pendingAssessment();
    const response = await pay(id, {
      card: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
      idempotencyKey: key(),
    });
    expect(response.statusCode).toBe(402);
    expect(fake.requests.some((request) => request.body.includes('4242424242424242'))).toBe(false);
  });

  it('saves a card on a Stripe customer and charges it', async () => {
    const added = await as({
      method: 'POST',
      url: '/api/payment-methods',
      payload: { card: { stripePaymentMethodId: 'pm_card_visa' } },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ brand: 'visa', last4: '4242', provider: 'stripe', isDefault: true });
    const [stored] = await database.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.id, added.json().id));
    expect(stored?.customerRef).toMatch(/^cus_/);
    const id = await pendingAssessment();
    const response = await pay(id, { paymentMethodId: added.json().id, idempotencyKey: key() });
    expect(response.json().status).toBe('succeeded');
    const last = fake.requests.filter((request) => request.path === '/v1/payment_intents').at(-1);
    expect(last?.body).toContain(`customer=${stored?.customerRef}`);
  });
});

describe('POST /api/payments/stripe/webhook', () => {
  it('completes a payment waiting for 3-D Secure once; a replay changes nothing', async () => {
    const id = await pendingAssessment();
    const started = await pay(id, {
      card: { stripePaymentMethodId: 'pm_card_threeDSecureRequired' },
      idempotencyKey: key(),
    });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ status: 'requires_action' });
    expect(started.json().clientSecret).toMatch(/_secret_/);
    const paymentId = started.json().paymentId as number;
    const [pending] = await database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(pending?.status).toBe('pending');
    const intentId = pending?.providerRef as string;

    clock.advance(1000);
    const first = await webhook(succeededEvent(intentId, paymentId));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const [done] = await database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(done).toMatchObject({
      status: 'succeeded',
      invoiceNumber: `INV-${String(paymentId).padStart(6, '0')}`,
    });
    const [assessment] = await database.db.select().from(assessments).where(eq(assessments.id, id));
    expect(assessment).toMatchObject({ status: 'awaiting_review', paid: true });

    clock.advance(60_000);
    const replay = await webhook(succeededEvent(intentId, paymentId));
    expect(replay.statusCode).toBe(200);
    const [after] = await database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(after).toEqual(done);
    const [assessmentAfter] = await database.db.select().from(assessments).where(eq(assessments.id, id));
    expect(assessmentAfter).toEqual(assessment);
  });

  it('settles a 3-D Secure payment when the browser asks again with the same key, before the webhook', async () => {
    const id = await pendingAssessment();
    const payload = {
      card: { stripePaymentMethodId: 'pm_card_threeDSecureRequired' },
      idempotencyKey: key(),
    };
    const started = await pay(id, payload);
    expect(started.json().status).toBe('requires_action');
    // Not authenticated yet: still waiting, with the same client secret.
    const waiting = await pay(id, payload);
    expect(waiting.json()).toMatchObject({
      status: 'requires_action',
      clientSecret: started.json().clientSecret,
    });
    const paymentId = started.json().paymentId as number;
    const [pending] = await database.db.select().from(payments).where(eq(payments.id, paymentId));
    fake.authenticate(pending?.providerRef as string);
    const before = fake.intents.length;
    const settled = await pay(id, payload);
    expect(settled.json()).toEqual({ paymentId, status: 'succeeded' });
    expect(fake.intents.length).toBe(before);
    const [assessment] = await database.db.select().from(assessments).where(eq(assessments.id, id));
    expect(assessment).toMatchObject({ status: 'awaiting_review', paid: true });
    // The webhook arriving afterwards changes nothing.
    const [done] = await database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect((await webhook(succeededEvent(pending?.providerRef as string, paymentId))).statusCode).toBe(200);
    const [after] = await database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(after).toEqual(done);
  });

  it('cancels an abandoned 3-D Secure attempt when the patient starts a new one', async () => {
    const id = await pendingAssessment();
    const abandoned = await pay(id, {
      card: { stripePaymentMethodId: 'pm_card_threeDSecureRequired' },
      idempotencyKey: key(),
    });
    expect(abandoned.json().status).toBe('requires_action');
    const fresh = await pay(id, { card: { stripePaymentMethodId: 'pm_card_visa' }, idempotencyKey: key() });
    expect(fresh.json().status).toBe('succeeded');
    const [old] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.id, abandoned.json().paymentId));
    expect(old).toMatchObject({ status: 'failed', failureMessage: 'Replaced by a new payment attempt' });
    expect(
      fake.requests.some((request) => request.path === `/v1/payment_intents/${old?.providerRef}/cancel`),
    ).toBe(true);
    // Its webhook arriving late (it cannot succeed once cancelled, but a forged order of events) changes nothing.
    await webhook(succeededEvent(old?.providerRef as string, old?.id as number));
    const [still] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.id, old?.id as number));
    expect(still?.status).toBe('failed');
  });

  it('charges no second time when the earlier attempt completed in another tab', async () => {
    const id = await pendingAssessment();
    const first = await pay(id, {
      card: { stripePaymentMethodId: 'pm_card_threeDSecureRequired' },
      idempotencyKey: key(),
    });
    const [pending] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.id, first.json().paymentId));
    fake.authenticate(pending?.providerRef as string);
    const before = fake.intents.length;
    const second = await pay(id, { card: { stripePaymentMethodId: 'pm_card_visa' }, idempotencyKey: key() });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('This assessment is not awaiting payment.');
    expect(fake.intents.length).toBe(before);
    const [done] = await database.db.select().from(payments).where(eq(payments.id, first.json().paymentId));
    expect(done?.status).toBe('succeeded');
  });

  it("does not let an intent's event complete another payment", async () => {
    const id = await pendingAssessment();
    const started = await pay(id, {
      card: { stripePaymentMethodId: 'pm_card_threeDSecureRequired' },
      idempotencyKey: key(),
    });
    const paymentId = started.json().paymentId as number;
    // An unknown intent naming this payment in its metadata: the payment already has its own intent.
    await webhook(succeededEvent('pi_someone_else', paymentId));
    const [row] = await database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row?.status).toBe('pending');
  });

  it('refuses a bad or missing signature and changes nothing', async () => {
    const id = await pendingAssessment();
    const started = await pay(id, {
      card: { stripePaymentMethodId: 'pm_card_threeDSecureRequired' },
      idempotencyKey: key(),
    });
    const paymentId = started.json().paymentId as number;
    const [pending] = await database.db.select().from(payments).where(eq(payments.id, paymentId));
    const event = succeededEvent(pending?.providerRef as string, paymentId);
    const forged = signer.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: 'whsec_wrong',
    });
    const bad = await webhook(event, forged);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid webhook signature');
    // The body changed after signing.
    const header = signer.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: WEBHOOK_SECRET,
    });
    const tampered = await app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload: JSON.stringify({ ...event, type: 'payment_intent.succeeded ' }),
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
    });
    expect(tampered.statusCode).toBe(400);
    const missing = await app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload: JSON.stringify(event),
      headers: { 'content-type': 'application/json' },
    });
    expect(missing.statusCode).toBe(400);
    const [row] = await database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row?.status).toBe('pending');
  });
});
