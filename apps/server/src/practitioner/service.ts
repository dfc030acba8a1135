import {
  type AvailabilityRange,
  type AvailabilitySaveResult,
  type PractitionerProfile,
  practitionerMessages,
  prescribingRefusals,
  type ScheduleAppointment,
  safeTimeZone,
  type TimeOff,
  type TimeOffSaveResult,
  type WeeklyAvailability,
} from '@telehealth/contract';
import { and, asc, eq, gt, gte, lt, ne, sql } from 'drizzle-orm';
import { type AuditEntry, recordAudit } from '../audit';
import { BOOKING_LOCK_NAMESPACE } from '../booking';
import { type Db, transaction } from '../db/client';
import {
  appointments,
  practitionerAvailability,
  practitioners,
  practitionerTimeOff,
  users,
} from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { type FileStorage, removeObjects, type StorageLog, storeThenRecord } from '../storage';
import { insideTimeOff, outsideWeek, rangesOfRows, rowsOfRanges } from './schedule';
import { type CheckedSignature, checkSignature, newSignatureKey, signatureDataUrl } from './signature';

/**
 * The signed-in practitioner's own profile, signature, week, time off and calendar (journeys §5). Every function
 * starts from the caller's user id and finds their `practitioners` row: no id in a request can reach another
 * practitioner's data (an id in a path is looked up together with the caller's practitioner id).
 */

type Actor = Pick<AuditEntry, 'actorId' | 'actorRole' | 'ip'>;
type PractitionerRow = typeof practitioners.$inferSelect;
type AppointmentRow = typeof appointments.$inferSelect;

interface Me {
  practitioner: PractitionerRow;
  email: string;
  timeZone: string;
  /** The user's stored value, as the profile shows it. */
  timezone: string;
}

/** The caller's practitioner row and zone, or 404 'Your account has no practitioner profile.' */
export async function practitionerOfUser(db: Db, userId: number): Promise<Me> {
  const [row] = await db
    .select({ practitioner: practitioners, email: users.email, timezone: users.timezone })
    .from(practitioners)
    .innerJoin(users, eq(users.id, practitioners.userId))
    .where(eq(practitioners.userId, userId));
  if (!row) throw notFound(practitionerMessages.noProfile);
  return { ...row, timeZone: safeTimeZone(row.timezone) };
}

// ---------------------------------------------------------------- profile and signature

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

// ---------------------------------------------------------------- appointments as the practitioner sees them

const scheduleColumns = {
  appointment: appointments,
  firstName: users.firstName,
  lastName: users.lastName,
};

function scheduleView(row: {
  appointment: AppointmentRow;
  firstName: string;
  lastName: string;
}): ScheduleAppointment {
  const { appointment } = row;
  return {
    id: appointment.id,
    startsAt: appointment.startsAt.toISOString(),
    durationMinutes: appointment.durationMinutes,
    status: appointment.status,
    patientId: appointment.patientId,
    patientName: `${row.firstName} ${row.lastName}`.trim(),
    assessmentId: appointment.assessmentId,
  };
}

/** Every scheduled appointment of the practitioner from now on (the ones a change of hours could strand). */
async function futureScheduled(tx: Db, practitionerId: number, now: Date) {
  const rows = await tx
    .select(scheduleColumns)
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.patientId))
    .where(
      and(
        eq(appointments.practitionerId, practitionerId),
        eq(appointments.status, 'scheduled'),
        gte(appointments.startsAt, now),
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
  return rows.map((row) => ({ ...scheduleView(row), startsAt: row.appointment.startsAt, row }));
}

/**
 * The practitioner's advisory lock, the one booking takes (`BOOKING_LOCK_NAMESPACE`): two saves of the same week
 * never interleave, and no booking slips in between listing the conflicts and saving the hours.
 */
async function lockPractitioner(tx: Db, practitionerId: number): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${BOOKING_LOCK_NAMESPACE}::integer, ${practitionerId}::integer)`,
  );
}

// ---------------------------------------------------------------- weekly availability

async function weekOf(tx: Db, practitionerId: number) {
  return tx
    .select({
      weekday: practitionerAvailability.weekday,
      startMinute: practitionerAvailability.startMinute,
      endMinute: practitionerAvailability.endMinute,
    })
    .from(practitionerAvailability)
    .where(eq(practitionerAvailability.practitionerId, practitionerId));
}

export async function availability(db: Db, userId: number): Promise<WeeklyAvailability> {
  const me = await practitionerOfUser(db, userId);
  return { timezone: me.timeZone, ranges: rangesOfRows(await weekOf(db, me.practitioner.id)) };
}

/**
 * Replaces the week (journeys §5). Future scheduled appointments that the new hours leave out are conflicts: without
 * `confirm` nothing changes and they are listed with the week as it stands; with it the week is replaced and they are
 * still listed. Either way they stay booked.
 */
export async function saveAvailability(
  db: Db,
  userId: number,
  input: { ranges: AvailabilityRange[]; confirm: boolean },
  actor: Actor,
  now: Date,
): Promise<AvailabilitySaveResult> {
  return transaction(db, async (tx) => {
    const me = await practitionerOfUser(tx, userId);
    const practitionerId = me.practitioner.id;
    await lockPractitioner(tx, practitionerId);
    const current = await weekOf(tx, practitionerId);
    const next = rowsOfRanges(input.ranges);
    const conflicts = outsideWeek(await futureScheduled(tx, practitionerId, now), next, me.timeZone).map(
      ({ row }) => scheduleView(row),
    );
    if (conflicts.length > 0 && !input.confirm)
      return { saved: false, conflicts, timezone: me.timeZone, ranges: rangesOfRows(current) };
    await tx
      .delete(practitionerAvailability)
      .where(eq(practitionerAvailability.practitionerId, practitionerId));
    if (next.length > 0)
      await tx
        .insert(practitionerAvailability)
        .values(next.map((row) => ({ ...row, practitionerId, createdAt: now })));
    await recordAudit(
      tx,
      {
        ...actor,
        action: 'practitioner.availability_update',
        targetType: 'practitioner',
        targetId: practitionerId,
        details: {
          old: rangesOfRows(current),
          new: rangesOfRows(next),
          conflictingAppointmentIds: conflicts.map((appointment) => appointment.id),
        },
      },
      now,
    );
    return { saved: true, conflicts, timezone: me.timeZone, ranges: rangesOfRows(next) };
  });
}

// ---------------------------------------------------------------- time off

function timeOffView(row: typeof practitionerTimeOff.$inferSelect): TimeOff {
  return {
    id: row.id,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    reason: row.reason,
  };
}

/** Time off that has not ended yet, soonest first. */
export async function timeOffList(db: Db, userId: number, now: Date): Promise<{ items: TimeOff[] }> {
  const me = await practitionerOfUser(db, userId);
  const rows = await db
    .select()
    .from(practitionerTimeOff)
    .where(
      and(eq(practitionerTimeOff.practitionerId, me.practitioner.id), gt(practitionerTimeOff.endsAt, now)),
    )
    .orderBy(asc(practitionerTimeOff.startsAt), asc(practitionerTimeOff.id));
  return { items: rows.map(timeOffView) };
}

/** Adds time off, with the same protocol as the week: booked appointments inside it need `confirm`, and stay booked. */
export async function addTimeOff(
  db: Db,
  userId: number,
  input: { startsAt: Date; endsAt: Date; reason: string | null; confirm: boolean },
  actor: Actor,
  now: Date,
): Promise<TimeOffSaveResult> {
  return transaction(db, async (tx) => {
    const me = await practitionerOfUser(tx, userId);
    const practitionerId = me.practitioner.id;
    await lockPractitioner(tx, practitionerId);
    const conflicts = insideTimeOff(await futureScheduled(tx, practitionerId, now), input).map(({ row }) =>
      scheduleView(row),
    );
    if (conflicts.length > 0 && !input.confirm) return { saved: false, timeOff: null, conflicts };
    const [row] = await tx
      .insert(practitionerTimeOff)
      .values({
        practitionerId,
        startsAt: input.startsAt,
        endsAt: input.endsAt,
        reason: input.reason,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('Time off insert returned nothing');
    await recordAudit(
      tx,
      {
        ...actor,
        action: 'practitioner.time_off_add',
        targetType: 'practitioner_time_off',
        targetId: row.id,
        details: {
          ...timeOffView(row),
          conflictingAppointmentIds: conflicts.map((appointment) => appointment.id),
        },
      },
      now,
    );
    return { saved: true, timeOff: timeOffView(row), conflicts };
  });
}

/** Removes the caller's own time off; anyone else's, like an unknown id, is 404. */
export async function removeTimeOff(
  db: Db,
  userId: number,
  id: number,
  actor: Actor,
  now: Date,
): Promise<{ message: string }> {
  const me = await practitionerOfUser(db, userId);
  await transaction(db, async (tx) => {
    const [removed] = await tx
      .delete(practitionerTimeOff)
      .where(and(eq(practitionerTimeOff.id, id), eq(practitionerTimeOff.practitionerId, me.practitioner.id)))
      .returning();
    if (!removed) throw notFound(practitionerMessages.timeOffNotFound);
    await recordAudit(
      tx,
      {
        ...actor,
        action: 'practitioner.time_off_remove',
        targetType: 'practitioner_time_off',
        targetId: removed.id,
        details: timeOffView(removed),
      },
      now,
    );
  });
  return { message: practitionerMessages.timeOffRemoved };
}

// ---------------------------------------------------------------- the calendar and outcomes

/**
 * The caller's appointments starting in [from, to), oldest first. A `rescheduled` row is left out: it is the old
 * half of a move, and its replacement (a row of its own) is what the calendar shows.
 */
export async function calendar(
  db: Db,
  userId: number,
  query: { from: Date; to: Date },
): Promise<{ timezone: string; items: ScheduleAppointment[] }> {
  const me = await practitionerOfUser(db, userId);
  const rows = await db
    .select(scheduleColumns)
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.patientId))
    .where(
      and(
        eq(appointments.practitionerId, me.practitioner.id),
        ne(appointments.status, 'rescheduled'),
        gte(appointments.startsAt, query.from),
        lt(appointments.startsAt, query.to),
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
  return { timezone: me.timeZone, items: rows.map(scheduleView) };
}

/**
 * Marks the caller's own appointment completed or no-show, once it has started. The status compare is in the
 * UPDATE's WHERE, so of two racing marks one wins and the other is 409. Answers the row before and after (the
 * caller cancels the old row's reminder job).
 */
export async function setOutcome(
  db: Db,
  userId: number,
  id: number,
  status: 'completed' | 'no_show',
  actor: Actor,
  now: Date,
): Promise<{ view: ScheduleAppointment; before: AppointmentRow }> {
  const me = await practitionerOfUser(db, userId);
  const [current] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.practitionerId, me.practitioner.id)));
  if (!current) throw notFound(practitionerMessages.appointmentNotFound);
  if (current.status !== 'scheduled') throw conflict(practitionerMessages.outcomeNotScheduled);
  if (current.startsAt.getTime() > now.getTime()) throw conflict(practitionerMessages.outcomeTooEarly);
  return transaction(db, async (tx) => {
    const [marked] = await tx
      .update(appointments)
      .set({ status, updatedAt: now })
      .where(
        and(
          eq(appointments.id, current.id),
          eq(appointments.practitionerId, me.practitioner.id),
          eq(appointments.status, 'scheduled'),
        ),
      )
      .returning();
    if (!marked) throw conflict(practitionerMessages.outcomeNotScheduled);
    await recordAudit(
      tx,
      {
        ...actor,
        action: 'appointment.outcome',
        targetType: 'appointment',
        targetId: marked.id,
        details: { old: current.status, new: status },
      },
      now,
    );
    const [patient] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, marked.patientId));
    return {
      view: scheduleView({
        appointment: marked,
        firstName: patient?.firstName ?? '',
        lastName: patient?.lastName ?? '',
      }),
      before: current,
    };
  });
}
