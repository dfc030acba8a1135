import { randomBytes } from 'node:crypto';
import {
  type AdminContentWriter,
  type AdminContentWriterListValues,
  type AdminContentWriterPage,
  type AdminPractitioner,
  type AdminPractitionerListValues,
  type AdminPractitionerPage,
  adminPeopleMessages,
  durationOverCapacityMessage,
  errorTypes,
  type PractitionerAccountValues,
  type StaffAccountInput,
} from '@telehealth/contract';
import { and, count, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { defaultDurationFor } from '../appointment-settings';
import { type AuditEntry, recordAudit } from '../audit';
import { insertAccount, refusingTakenEmail } from '../auth';
import { hashPassword } from '../crypto/password';
import { type Db, transaction } from '../db/client';
import { appointmentSettings, practitioners, users } from '../db/schema';
import { conflict, HttpError, notFound } from '../http/errors';
import { offsetOf, peopleOrder, personMatches } from './lists';
import { auditLinkSent, issuePasswordLink } from './password-links';

/**
 * Practitioners and content writers as the admin manages them (docs/product/admin.md): accounts made with a
 * set-password link, edited, and switched off and on. Switching off is one rule for both: `users.disabled_at` is set
 * (sign-in is refused and the session lookup ignores the account's sessions), and the caller ends the sessions at once
 * with `endSessions`; a practitioner also leaves booking (`practitioners.is_active`). An admin cannot switch off their
 * own account. Every change is audited with its old and new values.
 */

type Actor = Pick<AuditEntry, 'actorId' | 'actorRole' | 'ip'>;
type UserRow = typeof users.$inferSelect;
type PractitionerRow = typeof practitioners.$inferSelect;

/** An account made by an admin, with a new link (to email once the transaction has committed). */
export interface MadeAccount {
  user: Pick<UserRow, 'id' | 'email' | 'firstName'>;
  token: string;
}

/** A state change: the account's user id, and whether its sessions must end now. */
export interface Switched<View> {
  view: View;
  userId: number;
  endSessions: boolean;
}

/**
 * `exists` an unused, unexpired link for the user: the account has not chosen its password from it yet. Written
 * with qualified names, as drizzle leaves columns unqualified in a one-table select (where `id` would be the link's).
 */
const invitationPending = (now: Date) =>
  sql<boolean>`exists (select 1 from "password_set_tokens" "pending" where "pending"."user_id" = "users"."id" and "pending"."used_at" is null and "pending"."expires_at" > ${now.toISOString()})`;

/** A password nobody knows, so the account cannot sign in before its link is used. */
const unusablePasswordHash = () => hashPassword(randomBytes(32).toString('base64url'));

/** The columns every staff account starts with; the address is unverified until its link is used. */
const staffAccount = (input: Required<StaffAccountInput>, passwordHash: string, now: Date) => ({
  email: input.email,
  passwordHash,
  firstName: input.firstName,
  lastName: input.lastName,
  createdAt: now,
  updatedAt: now,
});

function refuseSelf(actor: Actor, userId: number): void {
  if (actor.actorId === userId) throw conflict(adminPeopleMessages.cannotDisableSelf);
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

// ---------------------------------------------------------------- practitioners

const practitionerColumns = (now: Date) => ({
  practitioner: practitioners,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  disabledAt: users.disabledAt,
  invitationPending: invitationPending(now),
});

type PractitionerJoin = {
  practitioner: PractitionerRow;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  disabledAt: Date | null;
  invitationPending: boolean;
};

function practitionerView(row: PractitionerJoin): AdminPractitioner {
  const { practitioner } = row;
  return {
    id: practitioner.id,
    userId: practitioner.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    name: practitioner.name,
    email: row.email,
    phone: row.phone,
    specialization: practitioner.specialization,
    bio: practitioner.bio,
    ahpraNumber: practitioner.ahpraNumber,
    prescriberNumber: practitioner.prescriberNumber,
    appointmentLimit: practitioner.appointmentLimit,
    isActive: practitioner.isActive,
    disabledAt: iso(row.disabledAt),
    hasSignature: practitioner.signatureKey !== null || practitioner.signatureImage !== null,
    invitationPending: row.invitationPending,
    createdAt: practitioner.createdAt.toISOString(),
  };
}

/** One practitioner by their practitioner id, or 404 'Practitioner not found'. */
export async function practitionerById(db: Db, id: number, now: Date): Promise<AdminPractitioner> {
  const [row] = await db
    .select(practitionerColumns(now))
    .from(practitioners)
    .innerJoin(users, eq(users.id, practitioners.userId))
    .where(eq(practitioners.id, id));
  if (!row) throw notFound(adminPeopleMessages.practitionerNotFound);
  return practitionerView(row);
}

export async function listPractitioners(
  db: Db,
  query: AdminPractitionerListValues,
  now: Date,
): Promise<AdminPractitionerPage> {
  const where = and(
    query.q ? personMatches(query.q) : undefined,
    query.active === 'all' ? undefined : eq(practitioners.isActive, query.active === 'active'),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(practitionerColumns(now))
      .from(practitioners)
      .innerJoin(users, eq(users.id, practitioners.userId))
      .where(where)
      .orderBy(...peopleOrder(query.sort, query.dir, practitioners.createdAt))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db
      .select({ n: count() })
      .from(practitioners)
      .innerJoin(users, eq(users.id, practitioners.userId))
      .where(where),
  ]);
  return {
    items: rows.map(practitionerView),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** What the audit keeps of a practitioner: every field the admin edits and the switches, never a secret. */
function auditedPractitioner(view: AdminPractitioner) {
  const { firstName, lastName, name, email, phone, specialization, bio, ahpraNumber, prescriberNumber } =
    view;
  return {
    firstName,
    lastName,
    name,
    email,
    phone,
    specialization,
    bio,
    ahpraNumber,
    prescriberNumber,
    appointmentLimit: view.appointmentLimit,
    isActive: view.isActive,
    disabled: view.disabledAt !== null,
  };
}

/** 'Add Practitioner': the user, the practitioner profile, its appointment setting and a link, in one transaction. */
export async function createPractitioner(
  db: Db,
  input: PractitionerAccountValues,
  actor: Actor,
  now: Date,
): Promise<MadeAccount & { view: AdminPractitioner }> {
  const passwordHash = await unusablePasswordHash();
  return refusingTakenEmail(() =>
    transaction(db, async (tx) => {
      const user = await insertAccount(tx, {
        ...staffAccount(input, passwordHash, now),
        phone: input.phone,
        role: 'practitioner',
        isPractitioner: true,
      });
      const [practitioner] = await tx
        .insert(practitioners)
        .values({
          userId: user.id,
          name: `${input.firstName} ${input.lastName}`,
          specialization: input.specialization,
          bio: input.bio,
          ahpraNumber: input.ahpraNumber,
          prescriberNumber: input.prescriberNumber,
          appointmentLimit: input.appointmentLimit,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!practitioner) throw new Error('Insert returned no practitioner');
      await tx.insert(appointmentSettings).values({
        practitionerId: practitioner.id,
        appointmentDuration: defaultDurationFor(practitioner.appointmentLimit),
        createdAt: now,
        updatedAt: now,
      });
      const token = await issuePasswordLink(tx, user.id, actor.actorId ?? null, now);
      const view = await practitionerById(tx, practitioner.id, now);
      await recordAudit(
        tx,
        {
          ...actor,
          action: 'practitioner.create',
          targetType: 'practitioner',
          targetId: practitioner.id,
          details: { new: auditedPractitioner(view), userId: user.id },
        },
        now,
      );
      await auditLinkSent(tx, actor, user.id, now);
      return { user, token, view };
    }),
  );
}

/**
 * Saves the admin's edit. The name patients see follows the first and last name only when those change, so a
 * practitioner's own choice ('Dr Sarah Chen') survives an edit of their bio. The hourly limit must still fit the
 * practitioner's appointment duration (duration × limit ≤ 60). Answers whether the email changed, as sessions
 * cache it.
 */
export async function updatePractitioner(
  db: Db,
  id: number,
  input: PractitionerAccountValues,
  actor: Actor,
  now: Date,
): Promise<{ view: AdminPractitioner; userId: number; emailChanged: boolean }> {
  return refusingTakenEmail(() =>
    transaction(db, async (tx) => {
      const before = await practitionerById(tx, id, now);
      const [setting] = await tx
        .select({ duration: appointmentSettings.appointmentDuration })
        .from(appointmentSettings)
        .where(eq(appointmentSettings.practitionerId, id));
      if (setting && setting.duration * input.appointmentLimit > 60)
        throw new HttpError(400, durationOverCapacityMessage(setting.duration, input.appointmentLimit), {
          errorType: errorTypes.validation,
          field: 'appointmentLimit',
        });
      const renamed = input.firstName !== before.firstName || input.lastName !== before.lastName;
      await tx
        .update(users)
        .set({
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone,
          updatedAt: now,
        })
        .where(eq(users.id, before.userId));
      await tx
        .update(practitioners)
        .set({
          ...(renamed ? { name: `${input.firstName} ${input.lastName}` } : {}),
          specialization: input.specialization,
          bio: input.bio,
          ahpraNumber: input.ahpraNumber,
          prescriberNumber: input.prescriberNumber,
          appointmentLimit: input.appointmentLimit,
          updatedAt: now,
        })
        .where(eq(practitioners.id, id));
      const view = await practitionerById(tx, id, now);
      await recordAudit(
        tx,
        {
          ...actor,
          action: 'practitioner.update',
          targetType: 'practitioner',
          targetId: id,
          details: { old: auditedPractitioner(before), new: auditedPractitioner(view) },
        },
        now,
      );
      return { view, userId: before.userId, emailChanged: view.email !== before.email };
    }),
  );
}

/** Sets or clears `users.disabled_at` (kept when already set, so the first moment stays on record). */
async function setDisabled(tx: Db, userId: number, disabled: boolean, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({
      disabledAt: disabled ? sql`coalesce(${users.disabledAt}, ${now.toISOString()})` : null,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

/**
 * Activates or deactivates a practitioner: bookable and able to sign in, or neither. Setting the state it already
 * has changes nothing and answers it (both are safe to repeat). Deactivating ends the sessions: the caller calls
 * `endSessions` once this has committed.
 */
export async function setPractitionerActive(
  db: Db,
  id: number,
  active: boolean,
  actor: Actor,
  now: Date,
): Promise<Switched<AdminPractitioner>> {
  return transaction(db, async (tx) => {
    const before = await practitionerById(tx, id, now);
    if (!active) refuseSelf(actor, before.userId);
    await tx.update(practitioners).set({ isActive: active, updatedAt: now }).where(eq(practitioners.id, id));
    await setDisabled(tx, before.userId, !active, now);
    const view = await practitionerById(tx, id, now);
    await recordAudit(
      tx,
      {
        ...actor,
        action: active ? 'practitioner.activate' : 'practitioner.deactivate',
        targetType: 'practitioner',
        targetId: id,
        details: {
          old: { isActive: before.isActive, disabled: before.disabledAt !== null },
          new: { isActive: view.isActive, disabled: view.disabledAt !== null },
        },
      },
      now,
    );
    return { view, userId: before.userId, endSessions: !active };
  });
}

// ---------------------------------------------------------------- content writers

const writerColumns = (now: Date) => ({
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
  invitationPending: invitationPending(now),
});

function writerView(row: {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  disabledAt: Date | null;
  createdAt: Date;
  invitationPending: boolean;
}): AdminContentWriter {
  return {
    ...row,
    disabledAt: iso(row.disabledAt),
    createdAt: row.createdAt.toISOString(),
  };
}

const isWriter = eq(users.isContentWriter, true);

/** One content writer by user id, or 404 'Content writer not found' (any other account is not one). */
export async function writerById(db: Db, id: number, now: Date): Promise<AdminContentWriter> {
  const [row] = await db
    .select(writerColumns(now))
    .from(users)
    .where(and(eq(users.id, id), isWriter));
  if (!row) throw notFound(adminPeopleMessages.contentWriterNotFound);
  return writerView(row);
}

const statusFilter: Record<AdminContentWriterListValues['status'], SQL | undefined> = {
  all: undefined,
  active: isNull(users.disabledAt),
  disabled: isNotNull(users.disabledAt),
};

export async function listWriters(
  db: Db,
  query: AdminContentWriterListValues,
  now: Date,
): Promise<AdminContentWriterPage> {
  const where = and(isWriter, query.q ? personMatches(query.q) : undefined, statusFilter[query.status]);
  const [rows, [total]] = await Promise.all([
    db
      .select(writerColumns(now))
      .from(users)
      .where(where)
      .orderBy(...peopleOrder(query.sort, query.dir))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    items: rows.map(writerView),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function createWriter(
  db: Db,
  input: Required<StaffAccountInput>,
  actor: Actor,
  now: Date,
): Promise<MadeAccount & { view: AdminContentWriter }> {
  const passwordHash = await unusablePasswordHash();
  return refusingTakenEmail(() =>
    transaction(db, async (tx) => {
      const user = await insertAccount(tx, {
        ...staffAccount(input, passwordHash, now),
        role: 'content_writer',
        isContentWriter: true,
      });
      const token = await issuePasswordLink(tx, user.id, actor.actorId ?? null, now);
      await recordAudit(
        tx,
        {
          ...actor,
          action: 'content_writer.create',
          targetType: 'user',
          targetId: user.id,
          details: { new: { firstName: user.firstName, lastName: user.lastName, email: user.email } },
        },
        now,
      );
      await auditLinkSent(tx, actor, user.id, now);
      return { user, token, view: await writerById(tx, user.id, now) };
    }),
  );
}

/** Disables or enables a content writer (repeatable, like the practitioner switch). */
export async function setWriterEnabled(
  db: Db,
  id: number,
  enabled: boolean,
  actor: Actor,
  now: Date,
): Promise<Switched<AdminContentWriter>> {
  return transaction(db, async (tx) => {
    const before = await writerById(tx, id, now);
    if (!enabled) refuseSelf(actor, id);
    await setDisabled(tx, id, !enabled, now);
    const view = await writerById(tx, id, now);
    await recordAudit(
      tx,
      {
        ...actor,
        action: enabled ? 'content_writer.enable' : 'content_writer.disable',
        targetType: 'user',
        targetId: id,
        details: {
          old: { disabled: before.disabledAt !== null },
          new: { disabled: view.disabledAt !== null },
        },
      },
      now,
    );
    return { view, userId: id, endSessions: !enabled };
  });
}

// ---------------------------------------------------------------- a new link

/**
 * A new set-password link for a staff account (older unused ones stop working). A disabled account is refused:
 * its link would not work until it is enabled.
 */
export async function newLinkFor(
  db: Db,
  account: { userId: number; disabledAt: string | null },
  actor: Actor,
  now: Date,
): Promise<MadeAccount> {
  if (account.disabledAt) throw conflict(adminPeopleMessages.linkForDisabled);
  return transaction(db, async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, account.userId));
    if (!user) throw notFound(adminPeopleMessages.linkInvalid);
    const token = await issuePasswordLink(tx, user.id, actor.actorId ?? null, now);
    await auditLinkSent(tx, actor, user.id, now);
    return { user, token };
  });
}
