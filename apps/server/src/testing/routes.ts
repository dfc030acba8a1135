import { endpoints } from '@telehealth/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/endpoint';
import { outboxPage, sendTestEmail, sendTestSms } from './service';

/** The testing tools (Part 1 §2 'Testing'): real templates, the configured providers, and the outbox of both. */
export async function testingRoutes(app: FastifyInstance): Promise<void> {
  const { db, now, config } = app.ctx;

  registerEndpoint(app, endpoints.sendTestSms, async ({ body }) => sendTestSms(db, app.delivery, body));

  registerEndpoint(app, endpoints.sendTestEmail, async ({ body }, reply) => {
    const outcome = await sendTestEmail(db, app.delivery, body, {
      now: now(),
      appUrl: config.delivery.appUrl,
    });
    return outcome.sent ? outcome.result : reply.code(502).send(outcome.failure);
  });

  registerEndpoint(app, endpoints.outbox, async ({ query }) => outboxPage(db, query));
}
