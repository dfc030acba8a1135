import {
  errorTypes,
  fromSettingBoolean,
  postcodeMatchesState,
  postcodeStateMismatchMessage,
  type Setting,
  type SettingKey,
  settingKeys,
  settingNotFoundMessage,
  settingValueSchemas,
} from '@telehealth/contract';
import { asc, eq } from 'drizzle-orm';
import { type AuditEntry, recordAudit } from '../audit';
import { type Db, transaction } from '../db/client';
import { settings } from '../db/schema';
import { HttpError } from '../http/errors';

/** Every setting as `{ key, value }`, in key order. */
export async function listSettings(db: Db): Promise<Setting[]> {
  return db.select({ key: settings.key, value: settings.value }).from(settings).orderBy(asc(settings.key));
}

function isSettingKey(key: string): key is SettingKey {
  return (settingKeys as readonly string[]).includes(key);
}

/** The stored value of one setting, or null when the row is missing. */
export async function readSetting(db: Db, key: SettingKey): Promise<string | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value ?? null;
}

type Actor = Pick<AuditEntry, 'actorId' | 'actorRole' | 'ip'>;

/**
 * Changes one setting. An unknown or missing key answers 404 'Setting with key {key} not found'; the value
 * must pass the same rule the form applies (400 with the form's message, naming the key as the field) and is
 * stored as that rule leaves it (trimmed; the contact number in E.164; the state by its short name). The change and
 * the old and new value go to the audit trail in the same transaction. The company form saves its fields one at a
 * time, the state before the postcode, so the postcode is checked against the stored state
 * (docs/product/addresses.md).
 */
export async function updateSetting(
  db: Db,
  key: string,
  rawValue: string,
  actor: Actor,
  at: Date,
): Promise<Setting> {
  if (!isSettingKey(key))
    throw new HttpError(404, settingNotFoundMessage(key), { errorType: errorTypes.notFound });
  const parsed = settingValueSchemas[key].safeParse(rawValue);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid value';
    throw new HttpError(400, message, { errorType: errorTypes.validation, field: key });
  }
  const value = parsed.data;
  return transaction(db, async (tx) => {
    const [current] = await tx
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, key))
      .for('update');
    if (!current) throw new HttpError(404, settingNotFoundMessage(key), { errorType: errorTypes.notFound });
    if (key === 'company_postcode') {
      const [state] = await tx
        .select({ value: settings.value })
        .from(settings)
        .where(eq(settings.key, 'company_state'));
      if (state && !postcodeMatchesState(value, state.value))
        throw new HttpError(400, postcodeStateMismatchMessage(value, state.value), {
          errorType: errorTypes.validation,
          field: key,
        });
    }
    if (current.value === value) return { key, value };
    await tx.update(settings).set({ value, updatedAt: at }).where(eq(settings.key, key));
    await recordAudit(
      tx,
      {
        ...actor,
        action: 'setting.update',
        targetType: 'setting',
        targetId: key,
        details: { key, oldValue: current.value, newValue: value },
      },
      at,
    );
    return { key, value };
  });
}

/** The kinds of admin notification the Notifications tab switches on and off. */
export type AdminNotificationKind = 'email' | 'sms';

const toggleKeys: Record<AdminNotificationKind, SettingKey> = {
  email: 'admin_notification_appointment_email_enabled',
  sms: 'admin_notification_appointment_sms_enabled',
};

/**
 * Whether admins get appointment notifications of a kind. The booking code asks this before it sends an
 * admin email or SMS. A missing row counts as on (the default of both toggles); anything but "true" is off.
 */
export async function adminNotificationsEnabled(db: Db, kind: AdminNotificationKind): Promise<boolean> {
  const value = await readSetting(db, toggleKeys[kind]);
  return value === null ? true : fromSettingBoolean(value);
}
