import {
  type ConsultationAppointment,
  type ConsultationJoinMode,
  type ConsultationOutcome,
  type ConsultationRecord,
  type ConsultationRole,
  type ConsultationRoom,
  type ConsultationSummary,
  consultationMessages,
  consultationRefusal,
  consultationWindow,
  consultationWindowOf,
  errorTypes,
  practitionerDisplayName,
} from '@telehealth/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type AuditEntry, recordAudit } from '../audit';
import type { IceConfig } from '../config';
import { type Db, transaction } from '../db/client';
import { appointments, consultationEvents, consultations, practitioners, users } from '../db/schema';
import { conflict, HttpError, notFound } from '../http/errors';
import { setOutcome } from '../practitioner';
import { iceServersFor } from './ice';

// The consultation room's rules: who may open it, when, and its record (docs/product/consultations.md, The room).

/** Who is acting, for the audit rows. */
export type Actor = Pick<AuditEntry, 'actorId' | 'actorRole' | 'ip'>;

type AppointmentRow = typeof appointments.$inferSelect;
type ConsultationRow = typeof consultations.$inferSelect;

/** The caller as one of the appointment's two people, with what the room shows of each. */
export interface Participant {
  appointment: AppointmentRow;
  role: ConsultationRole;
  /** The caller's user id. */
  userId: number;
  patient: {
    id: number;
    firstName: string;
    lastName: string;
    phone: string | null;
    contactMobile: string | null;
  };
  practitioner: { userId: number; name: string };
}

const MINUTE = 60_000;

/**
 * The appointment's patient or practitioner, as `userId` is one of them. Anyone else (another patient, another
 * practitioner, an admin, a writer) and an appointment that does not exist get the same 404, so the answer never
 * tells whether an appointment is there.
 */
export async function participantOf(db: Db, appointmentId: number, userId: number): Promise<Participant> {
  const [found] = await db
    .select({
      appointment: appointments,
      practitionerUserId: practitioners.userId,
      practitionerName: practitioners.name,
      patient: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        phone: users.phone,
        contactMobile: users.contactMobile,
      },
    })
    .from(appointments)
    .innerJoin(practitioners, eq(practitioners.id, appointments.practitionerId))
    .innerJoin(users, eq(users.id, appointments.patientId))
    .where(eq(appointments.id, appointmentId));
  const role: ConsultationRole | null = !found
    ? null
    : found.practitionerUserId === userId
      ? 'practitioner'
      : found.patient.id === userId
        ? 'patient'
        : null;
  if (!found || !role) throw notFound(consultationMessages.notFound);
  return {
    appointment: found.appointment,
    role,
    userId,
    patient: found.patient,
    practitioner: { userId: found.practitionerUserId, name: found.practitionerName },
  };
}

/** The appointment's booked end. */
function endsAt(appointment: AppointmentRow): Date {
  return new Date(appointment.startsAt.getTime() + appointment.durationMinutes * MINUTE);
}

/** 403 with the window's words unless the room is open now (the contract's `consultationWindow`). */
function requireOpen(appointment: AppointmentRow, record: ConsultationRow | null, now: Date): void {
  const { state } = consultationWindow(
    {
      startsAt: appointment.startsAt,
      endsAt: endsAt(appointment),
      status: appointment.status,
      consultationEndedAt: record?.endedAt ?? null,
    },
    now,
  );
  const refusal = consultationRefusal(state);
  if (refusal) throw new HttpError(403, refusal, { errorType: errorTypes.forbidden });
}

/**
 * The participant of an open room: 404 for anyone else, then 403 outside the window. What the signalling checks
 * before it relays a frame, and every endpoint before it answers.
 */
export async function openRoomFor(
  db: Db,
  appointmentId: number,
  userId: number,
  now: Date,
): Promise<{ participant: Participant; record: ConsultationRow | null }> {
  const participant = await participantOf(db, appointmentId, userId);
  const record = await recordOf(db, appointmentId);
  requireOpen(participant.appointment, record, now);
  return { participant, record };
}

/** The practitioner's open room; the patient of the appointment gets the same 404 as a stranger. */
async function practitionerRoom(db: Db, appointmentId: number, userId: number, now: Date) {
  const room = await openRoomFor(db, appointmentId, userId, now);
  if (room.participant.role !== 'practitioner') throw notFound(consultationMessages.notFound);
  return room;
}

async function recordOf(db: Db, appointmentId: number): Promise<ConsultationRow | null> {
  const [row] = await db.select().from(consultations).where(eq(consultations.appointmentId, appointmentId));
  return row ?? null;
}

/**
 * The appointment's consultation, made if there is none yet: `INSERT … ON CONFLICT (appointment_id) DO NOTHING`
 * on the unique index, then a read, so two instances (or two requests) racing both end with the one row.
 */
export async function ensureConsultation(
  db: Db,
  appointmentId: number,
  now: Date,
  mode: ConsultationRow['mode'] = 'video',
): Promise<ConsultationRow> {
  const [made] = await db
    .insert(consultations)
    .values({ appointmentId, mode, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: consultations.appointmentId })
    .returning();
  if (made) return made;
  const existing = await recordOf(db, appointmentId);
  if (!existing) throw new Error(`consultation of appointment ${appointmentId} vanished`);
  return existing;
}

async function addEvent(
  db: Db,
  consultationId: number,
  userId: number,
  kind: (typeof consultationEvents.$inferInsert)['kind'],
  at: Date,
): Promise<number> {
  const [row] = await db
    .insert(consultationEvents)
    .values({ consultationId, userId, kind, at })
    .returning({ id: consultationEvents.id });
  if (!row) throw new Error('consultation event not written');
  return row.id;
}

/**
 * Someone joined the room (the signalling's `consultation_join`). The record is video once anyone joins with their
 * camera, audio while everyone joined without it; a phone consultation stays phone. `joinEventId` (the timeline
 * row's id) orders joins across instances: the newest device of a person takes over.
 */
export async function recordJoin(
  db: Db,
  participant: Participant,
  mode: ConsultationJoinMode,
  now: Date,
): Promise<ConsultationRow & { joinEventId: number }> {
  return transaction(db, async (tx) => {
    let record = await ensureConsultation(tx, participant.appointment.id, now, mode);
    if (record.mode === 'audio' && mode === 'video') {
      const [upgraded] = await tx
        .update(consultations)
        .set({ mode: 'video', updatedAt: now })
        .where(and(eq(consultations.id, record.id), eq(consultations.mode, 'audio')))
        .returning();
      record = upgraded ?? record;
    }
    const joinEventId = await addEvent(tx, record.id, participant.userId, 'joined', now);
    return { ...record, joinEventId };
  });
}

/** The practitioner let the patient in: the first admission starts the consultation. */
export async function recordAdmit(db: Db, participant: Participant, now: Date): Promise<ConsultationRow> {
  return transaction(db, async (tx) => {
    const record = await ensureConsultation(tx, participant.appointment.id, now);
    const [admitted] = await tx
      .update(consultations)
      .set({
        admittedAt: sql`coalesce(${consultations.admittedAt}, ${now.toISOString()}::timestamptz)`,
        startedAt: sql`coalesce(${consultations.startedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(eq(consultations.id, record.id))
      .returning();
    await addEvent(tx, record.id, participant.patient.id, 'admitted', now);
    return admitted ?? record;
  });
}

/** Someone left the room (or lost every socket). */
export async function recordLeave(db: Db, participant: Participant, now: Date): Promise<void> {
  const record = await recordOf(db, participant.appointment.id);
  if (record) await addEvent(db, record.id, participant.userId, 'left', now);
}

function durationSeconds(record: ConsultationRow): number | null {
  if (!record.startedAt || !record.endedAt) return null;
  return Math.max(0, Math.floor((record.endedAt.getTime() - record.startedAt.getTime()) / 1000));
}

function recordView(record: ConsultationRow): ConsultationRecord {
  return {
    id: record.id,
    mode: record.mode,
    startedAt: record.startedAt?.toISOString() ?? null,
    admittedAt: record.admittedAt?.toISOString() ?? null,
    endedAt: record.endedAt?.toISOString() ?? null,
    endedBy: record.endedBy,
    durationSeconds: durationSeconds(record),
  };
}

function appointmentView(appointment: AppointmentRow): ConsultationAppointment {
  return {
    id: appointment.id,
    startsAt: appointment.startsAt.toISOString(),
    endsAt: endsAt(appointment).toISOString(),
    status: appointment.status,
    assessmentId: appointment.assessmentId,
  };
}

/**
 * `GET /api/consultations/{appointmentId}`: what the room needs, for its patient or practitioner within the window.
 * Opening the room is an access to health information: it is audited (who, which appointment, as whom) before
 * anything is answered. The TURN credentials are issued now, for this user.
 */
export async function room(
  db: Db,
  ice: IceConfig,
  appointmentId: number,
  userId: number,
  actor: Actor,
  now: Date,
): Promise<ConsultationRoom> {
  const { participant, record } = await openRoomFor(db, appointmentId, userId, now);
  const { appointment, patient, practitioner, role } = participant;
  await recordAudit(
    db,
    {
      ...actor,
      action: 'consultation.open',
      targetType: 'appointment',
      targetId: appointment.id,
      details: { role, patientId: patient.id },
    },
    now,
  );
  const other =
    role === 'patient'
      ? { userId: practitioner.userId, displayName: practitionerDisplayName(practitioner.name) }
      : { userId: patient.id, displayName: `${patient.firstName} ${patient.lastName}`.trim() };
  const window = consultationWindowOf({ startsAt: appointment.startsAt, endsAt: endsAt(appointment) });
  return {
    appointment: appointmentView(appointment),
    role,
    otherParty: other,
    ...(role === 'practitioner' ? { patientMobile: patient.phone || patient.contactMobile || null } : {}),
    window: { opensAt: window.opensAt.toISOString(), closesAt: window.closesAt.toISOString() },
    consultation: record ? recordView(record) : null,
    ...iceServersFor(ice, userId, now),
  };
}

async function summary(db: Db, appointmentId: number, record: ConsultationRow): Promise<ConsultationSummary> {
  const [appointment] = await db.select().from(appointments).where(eq(appointments.id, appointmentId));
  if (!appointment) throw new Error(`appointment ${appointmentId} vanished`);
  return { appointment: appointmentView(appointment), consultation: recordView(record) };
}

/** Whether the patient ever took part: joined the room, or was phoned (a phone consultation was held). */
async function patientTookPart(db: Db, record: ConsultationRow, patientId: number): Promise<boolean> {
  if (record.mode === 'phone') return true;
  const [joined] = await db
    .select({ id: consultationEvents.id })
    .from(consultationEvents)
    .where(
      and(
        eq(consultationEvents.consultationId, record.id),
        eq(consultationEvents.userId, patientId),
        eq(consultationEvents.kind, 'joined'),
      ),
    )
    .limit(1);
  return Boolean(joined);
}

/**
 * `POST …/end`: the practitioner ends the consultation and, unless `outcome` is `none`, marks the appointment by
 * the practitioner feature's own outcome rules (a scheduled appointment, once started; audited there). `no_show`
 * only when the patient never took part. One transaction: a refused outcome leaves the consultation running. Of
 * two ends at once, one wins and the other is told it has ended. Answers the appointment row before the mark, for
 * the caller to cancel its reminder.
 */
export async function endConsultation(
  db: Db,
  appointmentId: number,
  userId: number,
  outcome: ConsultationOutcome,
  actor: Actor,
  now: Date,
): Promise<{ summary: ConsultationSummary; marked: AppointmentRow | null }> {
  const { participant } = await practitionerRoom(db, appointmentId, userId, now);
  return transaction(db, async (tx) => {
    const record = await ensureConsultation(tx, appointmentId, now);
    const [ended] = await tx
      .update(consultations)
      .set({ endedAt: now, endedBy: userId, updatedAt: now })
      .where(and(eq(consultations.id, record.id), isNull(consultations.endedAt)))
      .returning();
    if (!ended) throw new HttpError(403, consultationMessages.ended, { errorType: errorTypes.forbidden });
    if (outcome === 'no_show' && (await patientTookPart(tx, ended, participant.patient.id)))
      throw conflict(consultationMessages.noShowAfterJoin);
    await addEvent(tx, ended.id, userId, 'ended', now);
    const marked =
      outcome === 'none' ? null : (await setOutcome(tx, userId, appointmentId, outcome, actor, now)).before;
    await recordAudit(
      tx,
      {
        ...actor,
        action: 'consultation.end',
        targetType: 'appointment',
        targetId: appointmentId,
        details: { outcome, mode: ended.mode, durationSeconds: durationSeconds(ended) },
      },
      now,
    );
    return { summary: await summary(tx, appointmentId, ended), marked };
  });
}

/**
 * `POST …/phone`: the practitioner records that the consultation is held by phone (video failed). It starts then
 * unless it had already started; recording it twice changes nothing.
 */
export async function holdByPhone(
  db: Db,
  appointmentId: number,
  userId: number,
  actor: Actor,
  now: Date,
): Promise<ConsultationSummary> {
  await practitionerRoom(db, appointmentId, userId, now);
  return transaction(db, async (tx) => {
    const record = await ensureConsultation(tx, appointmentId, now, 'phone');
    const [phoned] = await tx
      .update(consultations)
      .set({
        mode: 'phone',
        startedAt: sql`coalesce(${consultations.startedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(and(eq(consultations.id, record.id), isNull(consultations.endedAt)))
      .returning();
    if (!phoned) throw new HttpError(403, consultationMessages.ended, { errorType: errorTypes.forbidden });
    const [already] = await tx
      .select({ id: consultationEvents.id })
      .from(consultationEvents)
      .where(and(eq(consultationEvents.consultationId, record.id), eq(consultationEvents.kind, 'phone')))
      .limit(1);
    if (!already) {
      await addEvent(tx, record.id, userId, 'phone', now);
      await recordAudit(
        tx,
        { ...actor, action: 'consultation.phone', targetType: 'appointment', targetId: appointmentId },
        now,
      );
    }
    return summary(tx, appointmentId, phoned);
  });
}
