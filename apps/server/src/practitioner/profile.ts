import {
  type PractitionerProfile,
  practitionerMessages,
  prescribingRefusals,
  safeTimeZone,
} from '@telehealth/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit';
import { type Db, transaction } from '../db/client';
import { practitioners, users } from '../db/schema';
import { notFound } from '../http/errors';
import { type FileStorage, removeObjects, type StorageLog, storeThenRecord } from '../storage';
import { type Actor, type Me, practitionerOfUser } from './me';
import { type CheckedSignature, checkSignature, newSignatureKey, signatureDataUrl } from './signature';

/** The practitioner's own profile and signature. */

/** The profile as the practitioner sees it; `signature` is the resolved data URL (signatureDataUrl). */
function profileView(me: Me, signature: string | null): PractitionerProfile {
  const { practitioner } = me;
  return {
    id: practitioner.id,
    name: practitioner.name,
    email: me.email,
    specialization: practitioner.specialization,
    bio: practitioner.bio,
    timezone: me.timezone,
    ahpraNumber: practitioner.ahpraNumber,
    prescriberNumber: practitioner.prescriberNumber,
    practiceAddress: practitioner.practiceAddress,
    practicePhone: practitioner.practicePhone,
    signature,
    // The same rule the approval holds: nothing stops this practitioner prescribing.
    canPrescribe: prescribingRefusals({ ...practitioner, hasSignature: Boolean(signature) }).length === 0,
  };
}

export async function profile(db: Db, storage: FileStorage, userId: number): Promise<PractitionerProfile> {
  const me = await practitionerOfUser(db, userId);
  return profileView(me, await signatureDataUrl(storage, me.practitioner));
}

export interface ProfileValues {
  name: string;
  specialization: string;
  bio: string;
  timezone: string;
  ahpraNumber: string | null;
  prescriberNumber: string | null;
  practiceAddress: string | null;
  practicePhone: string | null;
}

/** The audited fields of a profile: everything but the signature (its own action keeps only its hash). */
function auditedProfile(me: Me): ProfileValues {
  const { name, specialization, bio, ahpraNumber, prescriberNumber, practiceAddress, practicePhone } =
    me.practitioner;
  return {
    name,
    specialization,
    bio,
    ahpraNumber,
    prescriberNumber,
    practiceAddress,
    practicePhone,
    timezone: me.timezone,
  };
}

/** Saves the practitioner's columns and the user's timezone in one transaction, with the audit row. */
export async function updateProfile(
  db: Db,
  storage: FileStorage,
  userId: number,
  values: ProfileValues,
  actor: Actor,
  at: Date,
): Promise<{ profile: PractitionerProfile; timezoneChanged: boolean }> {
  const saved = await transaction(db, async (tx) => {
    const before = await practitionerOfUser(tx, userId);
    const [saved] = await tx
      .update(practitioners)
      .set({
        name: values.name,
        specialization: values.specialization,
        bio: values.bio,
        ahpraNumber: values.ahpraNumber,
        prescriberNumber: values.prescriberNumber,
        practiceAddress: values.practiceAddress,
        practicePhone: values.practicePhone,
        updatedAt: at,
      })
      .where(eq(practitioners.id, before.practitioner.id))
      .returning();
    if (!saved) throw notFound(practitionerMessages.noProfile);
    const timezoneChanged = values.timezone !== before.timezone;
    if (timezoneChanged)
      await tx.update(users).set({ timezone: values.timezone, updatedAt: at }).where(eq(users.id, userId));
    const after: Me = {
      practitioner: saved,
      email: before.email,
      timezone: values.timezone,
      timeZone: safeTimeZone(values.timezone),
    };
    await recordAudit(
      tx,
      {
        ...actor,
        action: 'practitioner.profile_update',
        targetType: 'practitioner',
        targetId: saved.id,
        details: { old: auditedProfile(before), new: auditedProfile(after) },
      },
      at,
    );
    return { after, timezoneChanged };
  });
  const signature = await signatureDataUrl(storage, saved.after.practitioner);
  return { profile: profileView(saved.after, signature), timezoneChanged: saved.timezoneChanged };
}

/**
 * Points the practitioner at a new signature file (already written) or at none, with the audit row, in one
 * transaction under the row's lock; answers the profile and the key of the file it replaced, for the caller to remove.
 */
async function setSignature(
  db: Db,
  userId: number,
  signature: (CheckedSignature & { key: string }) | null,
  actor: Actor,
  at: Date,
): Promise<{ profile: PractitionerProfile; replacedKey: string | null }> {
  return transaction(db, async (tx) => {
    const me = await practitionerOfUser(tx, userId);
    // Locked, so two saves at once cannot both see (and leave behind) the same previous file.
    const [previous] = await tx
      .select({ signatureKey: practitioners.signatureKey, signatureImage: practitioners.signatureImage })
      .from(practitioners)
      .where(eq(practitioners.id, me.practitioner.id))
      .for('update');
    const [saved] = await tx
      .update(practitioners)
      .set({ signatureKey: signature?.key ?? null, signatureImage: null, updatedAt: at })
      .where(eq(practitioners.id, me.practitioner.id))
      .returning();
    if (!saved) throw notFound(practitionerMessages.noProfile);
    await recordAudit(
      tx,
      {
        ...actor,
        action: signature ? 'practitioner.signature_update' : 'practitioner.signature_delete',
        targetType: 'practitioner',
        targetId: saved.id,
        // The image never enters the trail: its digest says which one it was.
        details: signature
          ? {
              sha256: signature.sha256,
              bytes: signature.bytes,
              width: signature.width,
              height: signature.height,
            }
          : { hadSignature: Boolean(previous?.signatureKey || previous?.signatureImage) },
      },
      at,
    );
    return {
      profile: profileView({ ...me, practitioner: saved }, signature?.dataUrl ?? null),
      replacedKey: previous?.signatureKey ?? null,
    };
  });
}

/**
 * Checks the PNG by its bytes (see signature.ts), writes it to the file storage under a new name, then points the
 * practitioner at it; a failed write leaves the old signature, a failed row removes the new file again.
 */
export async function saveSignature(
  db: Db,
  storage: FileStorage,
  userId: number,
  image: string,
  actor: Actor,
  at: Date,
  log?: StorageLog,
): Promise<PractitionerProfile> {
  await practitionerOfUser(db, userId);
  const checked = await checkSignature(image);
  const key = newSignatureKey();
  const { profile, replacedKey } = await storeThenRecord(
    storage,
    [{ key, source: { bytes: checked.png }, contentType: 'image/png' }],
    () => setSignature(db, userId, { ...checked, key }, actor, at),
    log,
  );
  if (replacedKey) await removeObjects(storage, [replacedKey], log);
  return profile;
}

export async function removeSignature(
  db: Db,
  storage: FileStorage,
  userId: number,
  actor: Actor,
  at: Date,
  log?: StorageLog,
): Promise<PractitionerProfile> {
  const { profile, replacedKey } = await setSignature(db, userId, null, actor, at);
  if (replacedKey) await removeObjects(storage, [replacedKey], log);
  return profile;
}
