import { rateLimitMessages, testingEndpoints } from '@telehealth/contract';
import type { FastifyInstance } from 'fastify';
import { registerDomain } from '../http/endpoint';
import { type RateLimitPolicy, routeRateLimit } from '../rate-limit';
import { outboxPage, sendTestEmail, sendTestSms } from './service';

/**
 * Test SMS and test email together, per address: each costs money once a provider is configured. 20 an hour is
 * plenty for an admin checking templates, and caps what a stolen admin session can spend.
 */
export const TEST_MESSAGE_RATE_LIMIT = {
  name: 'test-message',
  max: 20,
  windowMs: 60 * 60 * 1000,
  message: rateLimitMessages.testMessages,
} as const satisfies RateLimitPolicy;

/** The testing tools (docs/product/admin.md): real templates, the configured providers, and the outbox of both. */
export async function testingRoutes(app: FastifyInstance): Promise<void> {
  const { db, now, config } = app.ctx;

  const limited = { config: { rateLimit: routeRateLimit(TEST_MESSAGE_RATE_LIMIT) } };

  registerDomain(app, testingEndpoints, {
    sendTestSms: { handler: async ({ body }) => sendTestSms(db, app.delivery, body), options: limited },
    sendTestEmail: {
      handler: async ({ body }, reply) => {
        const outcome = await sendTestEmail(db, app.delivery, body, {
          now: now(),
          appUrl: config.delivery.appUrl,
        });
        return outcome.sent ? outcome.result : reply.code(502).send(outcome.failure);
      },
      options: limited,
    },
    outbox: async ({ query }) => outboxPage(db, query),
  });
}
