import {
  checkoutQuote,
  type PromoCode,
  paymentMessages,
  paymentMethod,
  paymentPage,
  promoCodeMessages,
} from '@telehealth/contract';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments, paymentMethods, payments, promoCodes, settings, users } from '../db/schema';
import { readSetting } from '../settings';
import { login, SESSION_COOKIE, type TestDatabase, testClock } from '../test/helpers';
import { pdfText } from '../test/pdf';
import { createTestServer, type TestServer } from '../test/server';
import { chargeSavedMethod } from './pay';
import { createTestProvider, type PaymentProvider } from './providers';

let server: TestServer;
let database: TestDatabase;
let app: FastifyInstance;
const clock = testClock();
/** Every provider call, to count charges. */
const charges: { amountCents: number; idempotencyKey: string }[] = [];
const sids: Record<'patient' | 'other' | 'admin', string> = { patient: '', other: '', admin: '' };
const ids: Record<'patient' | 'other', number> = { patient: 0, other: 0 };

/** The real test provider, counting its charges and slowed a little so that concurrent requests overlap. */
function countingProvider(): PaymentProvider {
  const inner = createTestProvider();
  return {
    ...inner,
    async createPayment(request) {
      charges.push({ amountCents: request.amountCents, idempotencyKey: request.idempotencyKey });
      await new Promise((resolve) => setTimeout(resolve, 30));
      return inner.createPayment(request);
    },
    async chargeSavedMethod(request) {
      charges.push({ amountCents: request.amountCents, idempotencyKey: request.idempotencyKey });
      return inner.chargeSavedMethod(request);
    },
  };
}

beforeAll(async () => {
  server = await createTestServer({ clock, paymentProvider: countingProvider() });
  ({ app, database } = server);
  for (const [role, email] of [
    ['patient', 'patient@example.com'],
    ['other', 'oliver.smith@example.com'],
    ['admin', 'admin@example.com'],
  ] as const) {
    const { sid } = await login(app, email);
    if (!sid) throw new Error(`${email} could not sign in`);
    sids[role] = sid;
  }
  for (const role of ['patient', 'other'] as const) {
    const email = role === 'patient' ? 'patient@example.com' : 'oliver.smith@example.com';
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    ids[role] = row?.id ?? 0;
  }
}, 60_000);

afterAll(async () => {
  await server?.close();
});

let nextAddress = 1;
const freshAddress = () => `203.0.113.${nextAddress++ % 250}`;
let nextKey = 1;
const freshKey = () => `key-${Date.now()}-${String(nextKey++).padStart(6, '0')}`;

function as(role: keyof typeof sids | null, options: InjectOptions) {
  return app.inject({
    remoteAddress: freshAddress(),
    ...options,
    cookies: role ? { sid: sids[role] } : {},
  });
}

async function pendingAssessment(owner: 'patient' | 'other' = 'patient', feeCents = 2000): Promise<number> {
  const [row] = await database.db
    .insert(assessments)
    .values({
      type: 'erectile_dysfunction',
      patientId: ids[owner],
      status: 'pending_payment',
      feeCents,
      submittedAt: clock.now(),
    })
    .returning({ id: assessments.id });
  return row?.id ?? 0;
}

async function assessmentRow(id: number) {
  const [row] = await database.db.select().from(assessments).where(eq(assessments.id, id));
  return row;
}

async function promo(code: string, values: Partial<typeof promoCodes.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(promoCodes)
    .values({ code, discountType: 'percentage', value: 25, validFor: 'both', ...values })
    .returning();
  if (!row) throw new Error('promo insert failed');
  return row;
}

/** A code's uses as the admin sees them, checked against its redemptions list (one source: its payments). */
async function usesOf(id: number) {
  const codes = (await as('admin', { method: 'GET', url: '/api/admin/promo-codes' })).json() as PromoCode[];
  const uses = codes.find((code) => code.id === id)?.uses;
  const redemptions = await as('admin', { method: 'GET', url: `/api/admin/promo-codes/${id}/redemptions` });
  expect(redemptions.json()).toHaveLength(uses ?? -1);
  return uses;
}

const card = (number: string) => ({ number, expiry: '12/34', cvc: '123' });
const pay = (assessmentId: number, payload: Record<string, unknown>, role: keyof typeof sids = 'patient') =>
  as(role, { method: 'POST', url: `/api/checkout/${assessmentId}/pay`, payload });

describe('checkout summary, latest and quote', () => {
  it('shows the item and fee of an own pending assessment, 404 for anyone else, 409 once not payable', async () => {
    const id = await pendingAssessment();
    const summary = await as('patient', { method: 'GET', url: `/api/checkout/${id}` });
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toEqual({
      assessmentId: id,
      assessmentType: 'erectile_dysfunction',
      item: 'Erectile dysfunction assessment',
      amountCents: 2000,
    });
    expect((await as('other', { method: 'GET', url: `/api/checkout/${id}` })).statusCode).toBe(404);
    expect((await as(null, { method: 'GET', url: `/api/checkout/${id}` })).statusCode).toBe(401);
    const bad = await as('patient', { method: 'GET', url: '/api/checkout/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('assessmentId');
  });

  it('takes the fee from the settings when the assessment has none recorded', async () => {
    const id = await pendingAssessment('patient', 0);
    const summary = await as('patient', { method: 'GET', url: `/api/checkout/${id}` });
    expect(summary.json().amountCents).toBeGreaterThan(0);
  });

  it('resumes the latest pending assessment', async () => {
    const id = await pendingAssessment();
    const latest = await as('patient', { method: 'GET', url: '/api/checkout/latest' });
    expect(latest.json()).toEqual({ assessmentId: id });
  });

  it('quotes with and without a promo code, refusing a bad one with the promo message on promoCode', async () => {
    const id = await pendingAssessment();
    const url = `/api/checkout/${id}/quote`;
    const plain = await as('patient', { method: 'POST', url, payload: {} });
    expect(checkoutQuote.parse(plain.json())).toEqual({
      amountCents: 2000,
      discountCents: 0,
      totalCents: 2000,
      promoCode: null,
    });
    await promo('QUOTE25');
    const discounted = await as('patient', { method: 'POST', url, payload: { promoCode: 'quote25' } });
    expect(discounted.json()).toEqual({
      amountCents: 2000,
      discountCents: 500,
      totalCents: 1500,
      promoCode: 'QUOTE25',
    });
    const bad = await as('patient', { method: 'POST', url, payload: { promoCode: 'NOPE-NOPE' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Invalid or expired promo code', field: 'promoCode' });
    const wrongType = await as('patient', { method: 'POST', url, payload: { promoCode: 42 } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().field).toBe('promoCode');
    expect((await as('other', { method: 'POST', url, payload: {} })).statusCode).toBe(404);
  });

  it('says what a prescription-only code is for, at quote and at pay, and charges nothing', async () => {
    const code = await promo('RXONLY15', { value: 15, validFor: 'prescription' });
    const id = await pendingAssessment();
    const wrongProduct = { message: promoCodeMessages.onlyFor.prescription, field: 'promoCode' };
    const quoted = await as('patient', {
      method: 'POST',
      url: `/api/checkout/${id}/quote`,
      payload: { promoCode: 'rxonly15' },
    });
    expect(quoted.statusCode).toBe(400);
    expect(quoted.json()).toMatchObject(wrongProduct);
    expect(wrongProduct.message).toBe('This code is for prescription orders only.');
    const before = charges.length;
    const paid = await pay(id, {
      card: card('4242424242424242'),
      promoCode: 'RXONLY15',
      idempotencyKey: freshKey(),
    });
    expect(paid.statusCode).toBe(400);
    expect(paid.json()).toMatchObject(wrongProduct);
    expect(charges.length).toBe(before);
    expect(await usesOf(code.id)).toBe(0);
  });
});

describe('POST /api/checkout/{assessmentId}/pay', () => {
  it('pays with 4242 4242 4242 4242: succeeded, the assessment awaiting review and paid, an invoice number', async () => {
    const id = await pendingAssessment();
    const response = await pay(id, { card: card('4242 4242 4242 4242'), idempotencyKey: freshKey() });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('succeeded');
    const [row] = await database.db.select().from(payments).where(eq(payments.id, body.paymentId));
    expect(row).toMatchObject({
      status: 'succeeded',
      amountCents: 2000,
      subtotalCents: 2000,
      methodSummary: 'Visa •••• 4242',
      invoiceNumber: `INV-${String(body.paymentId).padStart(6, '0')}`,
    });
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
    expect(await assessmentRow(id)).toMatchObject({ status: 'awaiting_review', paid: true });
    // Paid: no second payment.
    const again = await pay(id, { card: card('4242424242424242'), idempotencyKey: freshKey() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(paymentMessages.notPayable);
  });

  it.each([
    ['4000 0000 0000 0002', 402, 'Your card was declined.'],
    ['4000 0000 0000 9995', 402, 'Your card has insufficient funds.'],
    ['5555 5555 5555 4444', 400, 'Use a test card number.'],
  ])('refuses %s with its message', async (number, status, message) => {
    const id = await pendingAssessment();
    const response = await pay(id, { card: card(number), idempotencyKey: freshKey() });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ message, field: status === 400 ? 'card.number' : 'card' });
    expect(await assessmentRow(id)).toMatchObject({ status: 'pending_payment', paid: false });
  });

  it('validates every field: 400 with the field', async () => {
    const id = await pendingAssessment();
    const cases: [Record<string, unknown>, string][] = [
      [{ card: card('4242424242424242') }, 'idempotencyKey'],
      [{ card: card('4242424242424242'), idempotencyKey: 'short' }, 'idempotencyKey'],
      [{ idempotencyKey: freshKey() }, 'card'],
      [{ card: { ...card('4242424242424242'), expiry: '13/30' }, idempotencyKey: freshKey() }, 'card.expiry'],
      [{ card: { ...card('4242424242424242'), expiry: '01/20' }, idempotencyKey: freshKey() }, 'card.expiry'],
      [{ card: { ...card('4242424242424242'), cvc: '12' }, idempotencyKey: freshKey() }, 'card.cvc'],
      [{ paymentMethodId: 'x', idempotencyKey: freshKey() }, 'paymentMethodId'],
      [{ card: card('4242424242424242'), promoCode: 'BOGUS-1', idempotencyKey: freshKey() }, 'promoCode'],
    ];
    for (const [payload, field] of cases) {
      const response = await pay(id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().field, JSON.stringify(payload)).toBe(field);
    }
    expect(await assessmentRow(id)).toMatchObject({ status: 'pending_payment' });
  });

  it("answers 404 for another patient's assessment and for one that does not exist", async () => {
    const theirs = await pendingAssessment('other');
    const response = await pay(theirs, { card: card('4242424242424242'), idempotencyKey: freshKey() });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(paymentMessages.assessmentNotFound);
    expect(
      (await pay(999_999, { card: card('4242424242424242'), idempotencyKey: freshKey() })).statusCode,
    ).toBe(404);
    expect(await assessmentRow(theirs)).toMatchObject({ status: 'pending_payment' });
  });

  it('charges once for two concurrent requests with the same key, and answers a retry with the same payment', async () => {
    const id = await pendingAssessment();
    const key = freshKey();
    const before = charges.length;
    const payload = { card: card('4242424242424242'), idempotencyKey: key };
    const [first, second] = await Promise.all([pay(id, payload), pay(id, payload)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().paymentId).toBe(second.json().paymentId);
    expect(charges.length - before).toBe(1);
    const rows = await database.db.select().from(payments).where(eq(payments.assessmentId, id));
    expect(rows).toHaveLength(1);
    const retry = await pay(id, payload);
    expect(retry.json()).toEqual({ paymentId: first.json().paymentId, status: 'succeeded' });
    expect(charges.length - before).toBe(1);
  });

  it('refuses a key already used for another assessment', async () => {
    const key = freshKey();
    const first = await pendingAssessment();
    const second = await pendingAssessment();
    expect((await pay(first, { card: card('4242424242424242'), idempotencyKey: key })).statusCode).toBe(200);
    const reused = await pay(second, { card: card('4242424242424242'), idempotencyKey: key });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      field: 'idempotencyKey',
      message: paymentMessages.idempotencyKeyInvalid,
    });
    expect(await assessmentRow(second)).toMatchObject({ status: 'pending_payment' });
  });

  it('answers a retried declined attempt with the same decline, without charging again', async () => {
    const id = await pendingAssessment();
    const payload = { card: card('4000000000000002'), idempotencyKey: freshKey() };
    const before = charges.length;
    expect((await pay(id, payload)).statusCode).toBe(402);
    const retry = await pay(id, payload);
    expect(retry.statusCode).toBe(402);
    expect(retry.json().message).toBe('Your card was declined.');
    expect(charges.length - before).toBe(1);
    // A new attempt (new key) with a good card goes through.
    const ok = await pay(id, { card: card('4242424242424242'), idempotencyKey: freshKey() });
    expect(ok.json().status).toBe('succeeded');
  });

  it('redeems a promo code only when the payment succeeds', async () => {
    const code = await promo('HALF50', { value: 50, maxUses: 5 });
    const id = await pendingAssessment();
    const declinedPay = await pay(id, {
      card: card('4000000000009995'),
      promoCode: 'half50',
      idempotencyKey: freshKey(),
    });
    expect(declinedPay.statusCode).toBe(402);
    expect(await usesOf(code.id)).toBe(0);
    const before = charges.length;
    const ok = await pay(id, {
      card: card('4242424242424242'),
      promoCode: 'HALF50',
      idempotencyKey: freshKey(),
    });
    expect(ok.json().status).toBe('succeeded');
    expect(charges.at(-1)?.amountCents).toBe(1000);
    expect(charges.length - before).toBe(1);
    expect(await usesOf(code.id)).toBe(1);
    const [row] = await database.db.select().from(payments).where(eq(payments.id, ok.json().paymentId));
    expect(row).toMatchObject({
      subtotalCents: 2000,
      discountCents: 1000,
      amountCents: 1000,
      promoCodeId: code.id,
    });
  });

  it('never redeems a code past its total limit', async () => {
    const code = await promo('ONEONLY', { value: 10, maxUses: 1 });
    const first = await pendingAssessment();
    const second = await pendingAssessment();
    const [a, b] = await Promise.all([
      pay(first, { card: card('4242424242424242'), promoCode: 'ONEONLY', idempotencyKey: freshKey() }),
      pay(second, { card: card('4242424242424242'), promoCode: 'ONEONLY', idempotencyKey: freshKey() }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    expect(await usesOf(code.id)).toBe(1);
  });

  it('completes a 100 % discount without a card or a charge', async () => {
    const code = await promo('FREE100', { value: 100 });
    const id = await pendingAssessment();
    const before = charges.length;
    const response = await pay(id, { promoCode: 'FREE100', idempotencyKey: freshKey() });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('succeeded');
    expect(charges.length).toBe(before);
    expect(await assessmentRow(id)).toMatchObject({ status: 'awaiting_review', paid: true });
    expect(await usesOf(code.id)).toBe(1);
    const [row] = await database.db.select().from(payments).where(eq(payments.id, response.json().paymentId));
    expect(row).toMatchObject({ amountCents: 0, discountCents: 2000, provider: 'none', status: 'succeeded' });
  });

  it('limits pay attempts per address (shared table)', async () => {
    const id = await pendingAssessment();
    const remoteAddress = '198.51.100.200';
    const statuses: number[] = [];
    for (let index = 0; index < 11; index++) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/checkout/${id}/pay`,
        payload: { card: card('4000000000000002'), idempotencyKey: freshKey() },
        cookies: { [SESSION_COOKIE]: sids.patient },
        remoteAddress,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 402)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('saved cards', () => {
  it('adds, lists, pays with, makes default and removes cards, the default last', async () => {
    const url = '/api/payment-methods';
    const first = await as('other', { method: 'POST', url, payload: { card: card('4242424242424242') } });
    expect(first.statusCode).toBe(201);
    expect(paymentMethod.parse(first.json())).toMatchObject({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2034,
      isDefault: true,
    });
    const second = await as('other', { method: 'POST', url, payload: { card: card('4000000000000002') } });
    expect(second.json()).toMatchObject({ last4: '0002', isDefault: false });
    const [stored] = await database.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.id, first.json().id));
    expect(JSON.stringify(stored)).not.toContain('4242424242424242');

    const list = await as('other', { method: 'GET', url });
    expect(list.json().map((m: { last4: string }) => m.last4)).toEqual(['4242', '0002']);
    // Another patient sees none of them and cannot touch them.
    expect((await as('patient', { method: 'GET', url })).json()).not.toContainEqual(
      expect.objectContaining({ id: first.json().id }),
    );
    expect((await as('patient', { method: 'DELETE', url: `${url}/${second.json().id}` })).statusCode).toBe(
      404,
    );
    expect(
      (await as('patient', { method: 'POST', url: `${url}/${second.json().id}/default` })).statusCode,
    ).toBe(404);

    // Paying with a saved card; the saved 0002 card is declined like its number.
    const id = await pendingAssessment('other');
    const declinedPay = await pay(
      id,
      { paymentMethodId: second.json().id, idempotencyKey: freshKey() },
      'other',
    );
    expect(declinedPay.statusCode).toBe(402);
    expect(declinedPay.json().message).toBe('Your card was declined.');
    const ok = await pay(id, { paymentMethodId: first.json().id, idempotencyKey: freshKey() }, 'other');
    expect(ok.json().status).toBe('succeeded');
    // Someone else's saved card is not found.
    const mine = await pendingAssessment('patient');
    const stolen = await pay(mine, { paymentMethodId: first.json().id, idempotencyKey: freshKey() });
    expect(stolen.statusCode).toBe(404);

    const removeDefault = await as('other', { method: 'DELETE', url: `${url}/${first.json().id}` });
    expect(removeDefault.statusCode).toBe(409);
    expect(removeDefault.json().message).toBe(paymentMessages.defaultCannotBeRemoved);
    const made = await as('other', { method: 'POST', url: `${url}/${second.json().id}/default` });
    expect(made.json()).toMatchObject({ id: second.json().id, isDefault: true });
    expect((await as('other', { method: 'DELETE', url: `${url}/${first.json().id}` })).statusCode).toBe(200);
    // The last card, default or not, can go.
    expect((await as('other', { method: 'DELETE', url: `${url}/${second.json().id}` })).statusCode).toBe(200);
    expect((await as('other', { method: 'GET', url })).json()).toEqual([]);
  });

  it('refuses bad cards and bad ids with the field', async () => {
    const url = '/api/payment-methods';
    const notTest = await as('other', { method: 'POST', url, payload: { card: card('4111111111111111') } });
    expect(notTest.statusCode).toBe(400);
    expect(notTest.json()).toMatchObject({ message: 'Use a test card number.', field: 'card.number' });
    const missing = await as('other', { method: 'POST', url, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('card');
    expect((await as('other', { method: 'DELETE', url: `${url}/abc` })).json().field).toBe('id');
    expect((await as('other', { method: 'POST', url: `${url}/0/default` })).statusCode).toBe(400);
    expect((await as('other', { method: 'DELETE', url: `${url}/999999` })).statusCode).toBe(404);
  });

  it('saves the card when paying with saveCard', async () => {
    const id = await pendingAssessment('other');
    const response = await pay(
      id,
      { card: card('4242424242424242'), saveCard: true, idempotencyKey: freshKey() },
      'other',
    );
    expect(response.json().status).toBe('succeeded');
    const list = await as('other', { method: 'GET', url: '/api/payment-methods' });
    expect(list.json()).toContainEqual(expect.objectContaining({ last4: '4242', isDefault: true }));
  });
});

describe('payments list and invoices', () => {
  it("lists the caller's payments only, newest first, paginated", async () => {
    const response = await as('patient', { method: 'GET', url: '/api/payments/mine' });
    expect(response.statusCode).toBe(200);
    const page = paymentPage.parse(response.json());
    expect(page.pageSize).toBe(50);
    expect(page.items.length).toBeGreaterThan(0);
    const [otherIds] = [
      await database.db.select({ id: payments.id }).from(payments).where(eq(payments.userId, ids.other)),
    ];
    for (const item of page.items) expect(otherIds.map((row) => row.id)).not.toContain(item.id);
    expect((await as('patient', { method: 'GET', url: '/api/payments/mine?page=0' })).json().field).toBe(
      'page',
    );
    const far = await as('patient', { method: 'GET', url: '/api/payments/mine?page=99' });
    expect(far.json().items).toEqual([]);
  });

  it('pages past 50 rows on the server', async () => {
    const [james] = await database.db.select().from(users).where(eq(users.email, 'james.wilson@example.com'));
    const userId = james?.id ?? 0;
    const [{ n: already } = { n: 0 }] = await database.db
      .select({ n: count() })
      .from(payments)
      .where(eq(payments.userId, userId));
    await database.db.insert(payments).values(
      Array.from({ length: 55 }, (_, index) => ({
        userId,
        amountCents: 1000 + index,
        subtotalCents: 1000 + index,
        status: 'succeeded' as const,
        provider: 'test',
        description: `Item ${index}`,
        createdAt: new Date(clock.now().getTime() + index * 1000),
      })),
    );
    const { sid } = await login(app, 'james.wilson@example.com');
    const page = (n: number) =>
      app.inject({
        method: 'GET',
        url: `/api/payments/mine?page=${n}`,
        cookies: { [SESSION_COOKIE]: sid ?? '' },
      });
    const first = paymentPage.parse((await page(1)).json());
    expect(first).toMatchObject({ total: 55 + already, page: 1, pageSize: 50 });
    expect(first.items).toHaveLength(50);
    expect(first.items[0]?.item).toBe('Item 54');
    const second = paymentPage.parse((await page(2)).json());
    expect(second.items).toHaveLength(5 + already);
  });

  it('serves the tax invoice PDF to its payer and admins only, with the company from the settings', async () => {
    const id = await pendingAssessment();
    await promo('INV10', { value: 10 });
    const paid = await pay(id, {
      card: card('4242424242424242'),
      promoCode: 'INV10',
      idempotencyKey: freshKey(),
    });
    const url = `/api/payments/${paid.json().paymentId}/invoice.pdf`;
    const response = await as('patient', { method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const text = pdfText(response.rawPayload);
    const company = await readSetting(database.db, 'company_name');
    const abn = await readSetting(database.db, 'company_abn');
    expect(company).toBeTruthy();
    expect(text).toContain(company as string);
    expect(text).toContain(abn as string);
    expect(text).toContain('Tax invoice');
    expect(text).toContain('Total (GST inclusive)');
    expect(text).toContain('$18.00');
    expect(text).toContain('-$2.00');
    expect((await as('admin', { method: 'GET', url })).statusCode).toBe(200);
    expect((await as('other', { method: 'GET', url })).statusCode).toBe(404);
    expect((await as(null, { method: 'GET', url })).statusCode).toBe(401);
    expect((await as('patient', { method: 'GET', url: '/api/payments/abc/invoice.pdf' })).statusCode).toBe(
      400,
    );
  });

  it("keeps the company's details as they were when it was paid, for an invoice first downloaded later", async () => {
    const id = await pendingAssessment();
    const paid = await pay(id, { card: card('4242424242424242'), idempotencyKey: freshKey() });
    expect(paid.statusCode).toBe(200);
    const before = {
      name: (await readSetting(database.db, 'company_name')) as string,
      abn: (await readSetting(database.db, 'company_abn')) as string,
      address: (await readSetting(database.db, 'company_address')) as string,
    };
    const renamed = {
      company_name: 'Renamed Health Pty Ltd',
      company_abn: '53 004 085 616',
      company_address: '99 Changed Road',
    };
    try {
      for (const [key, value] of Object.entries(renamed))
        await database.db.update(settings).set({ value }).where(eq(settings.key, key));
      const response = await as('patient', {
        method: 'GET',
        url: `/api/payments/${paid.json().paymentId}/invoice.pdf`,
      });
      expect(response.statusCode).toBe(200);
      const text = pdfText(response.rawPayload);
      expect(text).toContain(before.name);
      expect(text).toContain(`ABN ${before.abn}`);
      expect(text).toContain(before.address);
      for (const value of Object.values(renamed)) expect(text).not.toContain(value);
    } finally {
      await database.db.update(settings).set({ value: before.name }).where(eq(settings.key, 'company_name'));
      await database.db.update(settings).set({ value: before.abn }).where(eq(settings.key, 'company_abn'));
      await database.db
        .update(settings)
        .set({ value: before.address })
        .where(eq(settings.key, 'company_address'));
    }
  });

  it('has no invoice for a failed payment', async () => {
    const id = await pendingAssessment();
    const failed = await pay(id, { card: card('4000000000000002'), idempotencyKey: freshKey() });
    expect(failed.statusCode).toBe(402);
    const [row] = await database.db
      .select()
      .from(payments)
      .where(and(eq(payments.assessmentId, id), eq(payments.status, 'failed')));
    const response = await as('patient', { method: 'GET', url: `/api/payments/${row?.id}/invoice.pdf` });
    expect(response.statusCode).toBe(404);
  });
});

describe('chargeSavedMethod (for the prescription repeat)', () => {
  it('charges the default saved card once per key, and reports a decline without throwing', async () => {
    const [user] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'charlotte.martin@example.com'));
    const userId = user?.id ?? 0;
    const ctx = { db: database.db, provider: app.paymentProvider, userId, at: clock.now() };
    await expect(
      chargeSavedMethod(ctx, {
        amountCents: 995,
        description: 'Post fee',
        idempotencyKey: 'repeat-0-aaaaaaaaaaaa',
      }),
    ).rejects.toMatchObject({ statusCode: 404 });
    const { sid } = await login(app, 'charlotte.martin@example.com');
    const add = (number: string) =>
      app.inject({
        method: 'POST',
        url: '/api/payment-methods',
        payload: { card: card(number) },
        cookies: { [SESSION_COOKIE]: sid ?? '' },
        remoteAddress: freshAddress(),
      });
    const good = await add('4242424242424242');
    const before = charges.length;
    const first = await chargeSavedMethod(ctx, {
      amountCents: 995,
      description: 'Prescription post fee',
      idempotencyKey: 'repeat-1-aaaaaaaaaaaa',
    });
    expect(first).toMatchObject({ status: 'succeeded', message: null });
    const again = await chargeSavedMethod(ctx, {
      amountCents: 995,
      description: 'Prescription post fee',
      idempotencyKey: 'repeat-1-aaaaaaaaaaaa',
    });
    expect(again.paymentId).toBe(first.paymentId);
    expect(charges.length - before).toBe(1);

    const bad = await add('4000000000000002');
    await app.inject({
      method: 'POST',
      url: `/api/payment-methods/${bad.json().id}/default`,
      cookies: { [SESSION_COOKIE]: sid ?? '' },
    });
    const declinedCharge = await chargeSavedMethod(ctx, {
      amountCents: 995,
      description: 'Prescription post fee',
      idempotencyKey: 'repeat-2-aaaaaaaaaaaa',
    });
    expect(declinedCharge).toMatchObject({ status: 'failed', message: 'Your card was declined.' });
    expect(good.statusCode).toBe(201);
  });
});
