import { adminToolEndpoints, type OutboundMessage, type OutboxPage, outboxQuery } from '@telehealth/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../auth/guards';
import { outboundMessages } from '../db/schema';
import { parseQuery } from './params';

type Row = typeof outboundMessages.$inferSelect;

export function toOutboundMessage(row: Row): OutboundMessage {
  return {
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    html: row.html,
    provider: row.provider,
    status: row.status,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `GET /api/admin/outbox`: every email and SMS, newest first, `limit` (≤ 100) at a time from `offset`. */
export async function outboxRoutes(app: FastifyInstance): Promise<void> {
  app.get(adminToolEndpoints.outbox, { preHandler: requireAdmin }, async (request): Promise<OutboxPage> => {
    const { limit, offset, channel } = parseQuery(outboxQuery, request.query);
    const where = channel ? eq(outboundMessages.channel, channel) : undefined;
    const rows = await app.ctx.db
      .select()
      .from(outboundMessages)
      .where(where)
      .orderBy(desc(outboundMessages.createdAt), desc(outboundMessages.id))
      .limit(limit)
      .offset(offset);
    const [total] = await app.ctx.db.select({ n: count() }).from(outboundMessages).where(where);
    return { items: rows.map(toOutboundMessage), total: total?.n ?? 0, limit, offset };
  });
}
