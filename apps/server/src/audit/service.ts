import type { AuditPage } from '@telehealth/contract';
import { and, count, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog, users } from '../db/schema';

export interface AuditFilter {
  actorId?: number | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  limit: number;
  offset: number;
}

/** A bare date (`2026-03-02`) as `to` means up to the end of that day. */
function endOf(value: string): Date {
  const date = new Date(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(date.getTime() + 86_400_000) : date;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (match) => `\\${match}`);

/** The audit trail, newest first: filters combine with AND; an action ending with a dot matches its area. */
export async function listAudit(db: Db, filter: AuditFilter): Promise<AuditPage> {
  const conditions: (SQL | undefined)[] = [
    filter.actorId !== undefined ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.action
      ? filter.action.endsWith('.')
        ? like(auditLog.action, `${escapeLike(filter.action)}%`)
        : eq(auditLog.action, filter.action)
      : undefined,
    filter.targetType ? eq(auditLog.targetType, filter.targetType) : undefined,
    filter.targetId ? eq(auditLog.targetId, filter.targetId) : undefined,
    filter.from ? gte(auditLog.at, new Date(filter.from)) : undefined,
    filter.to ? lt(auditLog.at, endOf(filter.to)) : undefined,
  ];
  const where = and(...conditions);
  const rows = await db
    .select({
      entry: auditLog,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  return {
    items: rows.map(({ entry, firstName, lastName, email }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      action: entry.action,
      actorId: entry.actorId,
      actorRole: entry.actorRole,
      actorName: firstName !== null ? `${firstName} ${lastName ?? ''}`.trim() : null,
      actorEmail: email,
      targetType: entry.targetType,
      targetId: entry.targetId,
      ip: entry.ip,
      details: entry.details ?? {},
    })),
    total: total?.n ?? 0,
    limit: filter.limit,
    offset: filter.offset,
  };
}
