import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

/**
 * The audit trail: one function, `recordAudit`, for every feature. Rows are append-only and hash-chained by the
 * database itself (migration 0004), so neither a bug nor an attacker with the application's role can rewrite them
 * unnoticed. What to write: sign-ins (success and failure), sign-out, password changes, one-time codes, MFA events,
 * every admin change to settings, templates, legal documents and roles (old and new value), and every read of a
 * patient's record by staff.
 */
export interface AuditEntry {
  /** Dotted verb, area first: `auth.sign_in`, `legal_document.update`, `patient_record.read`. */
  action: string;
  actorId?: number | null;
  actorRole?: string | null;
  targetType?: string | null;
  targetId?: string | number | null;
  ip?: string | null;
  /** What changed or was read. Fields named like secrets are dropped before the row is written. */
  details?: Record<string, unknown>;
}

/** Keys whose values never enter the audit trail, at any depth. */
const SECRET_KEY =
  /pass(word)?|secret|token|otp|code|hash|cookie|authori[sz]ation|recovery|totp|mfa_?key|api_?key/i;

/** A copy of `value` with every field named like a secret replaced by '[redacted]'. */
export function withoutSecrets(value: unknown, depth = 0): unknown {
  if (depth > 8) return '[too deep]';
  if (Array.isArray(value)) return value.map((item) => withoutSecrets(item, depth + 1));
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_KEY.test(key) ? '[redacted]' : withoutSecrets(item, depth + 1),
    ]),
  );
}

/** Writes one audit row. Call it inside the transaction that made the change, so both happen or neither does. */
export async function recordAudit(db: Db, entry: AuditEntry, at: Date): Promise<void> {
  await db.insert(auditLog).values({
    at,
    action: entry.action,
    actorId: entry.actorId ?? null,
    actorRole: entry.actorRole ?? null,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    ip: entry.ip ?? null,
    details: (withoutSecrets(entry.details ?? {}) as Record<string, unknown>) ?? {},
  });
}

/** Who is acting in a request, for an audit row: the signed-in user (if any) and the client's address. */
export async function auditActor(
  request: FastifyRequest,
): Promise<Pick<AuditEntry, 'actorId' | 'actorRole' | 'ip'>> {
  const session = await request.session();
  return { actorId: session?.user.id ?? null, actorRole: session?.user.role ?? null, ip: request.ip };
}

/** Writes one audit row for a request: its signed-in actor and address, at the app's clock. */
export async function auditRequest(
  request: FastifyRequest,
  entry: Omit<AuditEntry, 'actorId' | 'actorRole' | 'ip'> &
    Partial<Pick<AuditEntry, 'actorId' | 'actorRole'>>,
): Promise<void> {
  const { db, now } = request.server.ctx;
  await recordAudit(db, { ...(await auditActor(request)), ...entry }, now());
}

/**
 * The ids of rows whose chain is broken: a row whose hash does not match its content, or whose `prev_hash` is not
 * the hash of the row before it (a row was removed or changed). Empty when the trail is whole.
 */
export async function auditChainBreaks(db: Db): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    select id from (
      select a.id, a.hash, a.prev_hash,
        lag(a.hash) over (order by a.id) as expected_prev,
        lag(a.id) over (order by a.id) as previous_id,
        encode(sha256(convert_to(audit_log_row_text(a), 'UTF8')), 'hex') as recomputed
      from audit_log a
    ) chained
    where hash <> recomputed
       or prev_hash is distinct from expected_prev
       or (previous_id is not null and id <> previous_id + 1)
       or (previous_id is null and id <> 1)
    order by id`);
  // PGlite and node-postgres both answer `{ rows }`.
  const { rows } = result as unknown as { rows: { id: number }[] };
  return rows.map((row) => Number(row.id));
}
