import {
  type AdminProfile,
  adminProfileInput,
  errorTypes,
  passwordChangeMessages,
  profileMessages,
} from '@telehealth/contract';
import { eq } from 'drizzle-orm';
import { type AuditEntry, recordAudit } from '../audit';
import { endSessions } from '../auth';
import type { EventBus } from '../bus';
import { hashPassword, verifyPassword } from '../crypto/password';
import { type Db, transaction } from '../db/client';
import { users } from '../db/schema';
import type { DeliveryService } from '../delivery';
import { sendTemplateEmail } from '../delivery/templates';
import { HttpError } from '../http/errors';
import { isCommonPassword } from './common-passwords';

type Actor = Pick<AuditEntry, 'actorId' | 'actorRole' | 'ip'>;

/** Every profile field but the read-only email. */
const profileColumns = (Object.keys(adminProfileInput.shape) as (keyof AdminProfile)[]).filter(
  (key): key is Exclude<keyof AdminProfile, 'email'> => key !== 'email',
);

/** Columns whose values stay out of the audit trail: it records that they changed, not what to. */
const privateColumns = new Set<string>(['medicareNumber', 'dateOfBirth']);

type ProfileColumn = keyof typeof users.$inferInsert;

/**
 * Saves some of a user's profile columns. The email is read-only: a different one is refused (400 on `email`).
 * Empty optional fields are stored as null; lat and lng are kept unless the lookup gave new ones (or null clears
 * them). The changed fields, old and new, go to the audit trail (private ones only as changed).
 */
export async function updateProfileColumns(
  db: Db,
  userId: number,
  profile: { email: string } & Partial<Record<ProfileColumn, unknown>>,
  columns: readonly ProfileColumn[],
  actor: Actor,
  at: Date,
): Promise<{ message: string }> {
  return transaction(db, async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!current) throw new HttpError(404, 'Not found', { errorType: errorTypes.notFound });
    if (profile.email.toLowerCase() !== current.email.toLowerCase())
      throw new HttpError(400, profileMessages.emailReadOnly, {
        errorType: errorTypes.validation,
        field: 'email',
      });
    const next: Partial<typeof users.$inferInsert> = {};
    const changes: Record<string, { oldValue: unknown; newValue: unknown } | { changed: true }> = {};
    for (const column of columns) {
      const raw = profile[column];
      if (raw === undefined) continue;
      const value = typeof raw === 'string' ? raw || (column === 'country' ? raw : null) : raw;
      if (column === 'timezone' || column === 'firstName' || column === 'lastName' || column === 'country') {
        if (value === null) continue;
      }
      if (current[column as keyof typeof current] === value) continue;
      (next as Record<string, unknown>)[column] = value;
      changes[column] = privateColumns.has(column)
        ? { changed: true }
        : { oldValue: current[column as keyof typeof current], newValue: value };
    }
    if (Object.keys(changes).length > 0) {
      await tx
        .update(users)
        .set({ ...next, updatedAt: at })
        .where(eq(users.id, userId));
      await recordAudit(
        tx,
        { ...actor, action: 'profile.update', targetType: 'user', targetId: userId, details: { changes } },
        at,
      );
    }
    return { message: profileMessages.profileUpdated };
  });
}

/** Saves the signed-in admin's profile (docs/product/settings.md). */
export async function updateAdminProfile(
  db: Db,
  userId: number,
  profile: AdminProfile,
  actor: Actor,
  at: Date,
): Promise<{ message: string }> {
  return updateProfileColumns(db, userId, profile, profileColumns, actor, at);
}

export interface PasswordChangeContext {
  db: Db;
  bus: EventBus;
  delivery: DeliveryService;
}

/**
 * Changes the signed-in admin's password: the current one must be right, the new one must not be a common
 * password or the current one. Then every session of the user ends (this one included, on every server
 * process), the change is audited (never the passwords), and the `admin_notification` email tells the user.
 */
export async function changeAdminPassword(
  ctx: PasswordChangeContext,
  userId: number,
  body: { currentPassword: string; newPassword: string },
  actor: Actor,
  at: Date,
): Promise<{ message: string }> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new HttpError(404, 'Not found', { errorType: errorTypes.notFound });
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    await recordAudit(
      ctx.db,
      { ...actor, action: 'auth.password_change_refused', targetType: 'user', targetId: userId, details: {} },
      at,
    );
    throw new HttpError(400, passwordChangeMessages.currentIncorrect, {
      errorType: errorTypes.validation,
      field: 'currentPassword',
    });
  }
  if (isCommonPassword(body.newPassword))
    throw new HttpError(400, passwordChangeMessages.tooCommon, {
      errorType: errorTypes.validation,
      field: 'newPassword',
    });
  if (body.newPassword === body.currentPassword)
    throw new HttpError(400, passwordChangeMessages.sameAsCurrent, {
      errorType: errorTypes.validation,
      field: 'newPassword',
    });
  const passwordHash = await hashPassword(body.newPassword);
  await transaction(ctx.db, async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, userId));
    await recordAudit(
      tx,
      { ...actor, action: 'auth.password_change', targetType: 'user', targetId: userId, details: {} },
      at,
    );
  });
  await endSessions(ctx, { userId });
  await sendTemplateEmail(
    ctx.db,
    ctx.delivery,
    'admin_notification',
    user.email,
    {
      firstName: user.firstName,
      lastName: user.lastName,
      notificationTitle: 'Your password was changed',
      notificationMessage:
        'The password of your admin account was changed and every session was signed out. If you did not do this, contact support at once.',
    },
    { type: 'password_change', id: userId },
  );
  return { message: passwordChangeMessages.updated };
}
