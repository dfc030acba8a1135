import { randomBytes } from 'node:crypto';
import {
  adminPeopleMessages,
  errorTypes,
  PASSWORD_LINK_TTL_HOURS,
  type PasswordLinkInfo,
  passwordChangeMessages,
  SET_PASSWORD_PATH,
} from '@telehealth/contract';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { type AuditEntry, recordAudit } from '../audit';
import { hashToken } from '../auth';
import { hashPassword } from '../crypto/password';
import { type Db, transaction } from '../db/client';
import { passwordSetTokens, users } from '../db/schema';
import type { DeliveryService } from '../delivery';
import { sendPasswordLinkEmail } from '../delivery/system-emails';
import { HttpError, notFound } from '../http/errors';
import { isCommonPassword } from '../profile';

/**
 * Set-password links (docs/product/admin.md): 32 random bytes as base64url in the emailed link, only their SHA-256 in
 * `password_set_tokens`. A link works once (a conditional UPDATE marks it used), until 48 hours after it was made,
 * and only while its account is enabled; a new link for an account deletes its unused older ones.
 */

type Actor = Pick<AuditEntry, 'actorId' | 'actorRole' | 'ip'>;

export const PASSWORD_LINK_TTL_MS = PASSWORD_LINK_TTL_HOURS * 60 * 60 * 1000;

const linkInvalid = () => notFound(adminPeopleMessages.linkInvalid);

/** A new link for the account, replacing its unused ones; call it in the transaction that makes the account. */
export async function issuePasswordLink(
  tx: Db,
  userId: number,
  createdBy: number | null,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx
    .delete(passwordSetTokens)
    .where(and(eq(passwordSetTokens.userId, userId), isNull(passwordSetTokens.usedAt)));
  await tx.insert(passwordSetTokens).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + PASSWORD_LINK_TTL_MS),
    createdBy,
    createdAt: now,
  });
  return token;
}

/** `${APP_URL}/set-password?token=...`: the link as the email carries it. */
export function passwordLinkUrl(appUrl: string, token: string): string {
  const url = new URL(SET_PASSWORD_PATH, appUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/** Emails the link (the delivery service records it in the outbox and sends it with retries). */
export async function emailPasswordLink(
  ctx: { db: Db; delivery: DeliveryService; appUrl: string },
  user: { id: number; email: string; firstName: string },
  token: string,
): Promise<void> {
  await sendPasswordLinkEmail(ctx.db, ctx.delivery, user, passwordLinkUrl(ctx.appUrl, token), {
    type: 'password_link',
    id: user.id,
  });
}

/** The live link's condition: unused, unexpired, its account enabled. */
function liveLink(tokenHash: string, now: Date) {
  return and(
    eq(passwordSetTokens.tokenHash, tokenHash),
    isNull(passwordSetTokens.usedAt),
    gt(passwordSetTokens.expiresAt, now),
    sql`exists (select 1 from ${users} where ${users.id} = ${passwordSetTokens.userId} and ${users.disabledAt} is null)`,
  );
}

/** Whose live link this is, or 404 'This link has expired or has already been used.' */
export async function linkOwner(db: Db, token: string, now: Date): Promise<PasswordLinkInfo> {
  const [row] = await db
    .select({ firstName: users.firstName, email: users.email })
    .from(passwordSetTokens)
    .innerJoin(users, eq(users.id, passwordSetTokens.userId))
    .where(liveLink(hashToken(token), now))
    .limit(1);
  if (!row) throw linkInvalid();
  return row;
}

/**
 * Sets the password of the link's account and uses the link up. Two uses racing: the conditional UPDATE lets one
 * through, the other is 404. The address is verified by the use (the link reached it), and the account's other
 * unused links go. Answers the user id, so the caller can end any session the account had.
 */
export async function setPasswordWithLink(
  db: Db,
  token: string,
  password: string,
  ip: string | null,
  now: Date,
): Promise<number> {
  const tokenHash = hashToken(token);
  // Cheap checks first, so a dead link or a common password never costs a hash.
  await linkOwner(db, token, now);
  if (isCommonPassword(password))
    throw new HttpError(400, passwordChangeMessages.tooCommon, {
      errorType: errorTypes.validation,
      field: 'password',
    });
  const passwordHash = await hashPassword(password);
  return transaction(db, async (tx) => {
    const [used] = await tx
      .update(passwordSetTokens)
      .set({ usedAt: now })
      .where(liveLink(tokenHash, now))
      .returning({ id: passwordSetTokens.id, userId: passwordSetTokens.userId });
    if (!used) throw linkInvalid();
    const [user] = await tx
      .update(users)
      .set({ passwordHash, emailVerified: true, updatedAt: now })
      .where(eq(users.id, used.userId))
      .returning({ id: users.id, role: users.role });
    if (!user) throw linkInvalid();
    await tx
      .delete(passwordSetTokens)
      .where(
        and(
          eq(passwordSetTokens.userId, user.id),
          isNull(passwordSetTokens.usedAt),
          ne(passwordSetTokens.id, used.id),
        ),
      );
    await recordAudit(
      tx,
      {
        actorId: user.id,
        actorRole: user.role,
        ip,
        action: 'auth.password_set',
        targetType: 'user',
        targetId: user.id,
        details: { via: 'password_link' },
      },
      now,
    );
    return user.id;
  });
}

/** Audits a link sent by an admin; never the link itself. */
export async function auditLinkSent(tx: Db, actor: Actor, userId: number, now: Date): Promise<void> {
  await recordAudit(
    tx,
    {
      ...actor,
      action: 'user.password_link_sent',
      targetType: 'user',
      targetId: userId,
      details: { expiresInHours: PASSWORD_LINK_TTL_HOURS },
    },
    now,
  );
}
