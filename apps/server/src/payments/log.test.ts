import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { assessments, users } from '../db/schema';
import { loggerOptions } from '../http/log';
import {
  createTestDatabase,
  login,
  SESSION_COOKIE,
  type TestDatabase,
  testClock,
  testConfig,
} from '../test/helpers';

const lines: string[] = [];
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({
    config: testConfig(),
    db: database.db,
    now: testClock().now,
    logger: loggerOptions('trace', { write: (line: string) => lines.push(line) }),
  });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

it('logs no card number from a pay request, paid, declined or refused', async () => {
  const { sid } = await login(app, 'patient@example.com');
  const [patient] = await database.db.select().from(users).where(eq(users.email, 'patient@example.com'));
  const cards = [
    { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '987' },
    { number: '4000000000000002', expiry: '12/34', cvc: '987' },
    { number: '5105105105105100', expiry: '12/34', cvc: '987' },
    { number: '4000000000009995', expiry: '99/99', cvc: '987' },
  ];
  for (const [index, card] of cards.entries()) {
    const [assessment] = await database.db
      .insert(assessments)
      .values({
        type: 'contraception',
        patientId: patient?.id ?? 0,
        status: 'pending_payment',
        feeCents: 2000,
      })
      .returning();
    const response = await app.inject({
      method: 'POST',
      url: `/api/checkout/${assessment?.id}/pay`,
      payload: { card, idempotencyKey: `log-test-key-${String(index).padStart(6, '0')}` },
      cookies: { [SESSION_COOKIE]: sid ?? '' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(200);
  }
  const added = await app.inject({
    method: 'POST',
    url: '/api/payment-methods',
    payload: { card: cards[0] },
    cookies: { [SESSION_COOKIE]: sid ?? '' },
  });
  expect(added.statusCode).toBe(201);
  const log = lines.join('\n');
  expect(log).toContain('/api/checkout/:assessmentId/pay');
  for (const number of [
    '4242424242424242',
    '4242 4242 4242 4242',
    '4000000000000002',
    '5105105105105100',
    '4000000000009995',
  ]) {
    expect(log).not.toContain(number);
  }
});
