import {
  type AssessmentBooking,
  adminOperationsMessages,
  type Booker,
  bookingBlock,
  bookingLeadMinutes,
  bookingMessages,
  canChangeAppointment,
  type PatientAppointment,
  safeTimeZone,
  tooSoonToBook,
} from '@telehealth/contract';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import { type Db, transaction } from '../db/client';
import {
  appointmentSettings,
  appointments,
  type appointments as appointmentsTable,
  assessments,
  practitionerAvailability,
  practitioners,
  practitionerTimeOff,
  users,
} from '../db/schema';
import { conflict, HttpError, notFound } from '../http/errors';
import { BOOKING_HORIZON_DAYS, computeSlots, firstAvailableStarts, isSlot, type SlotInput } from './slots';

type AppointmentRow = typeof appointmentsTable.$inferSelect;

const DAY_MS = 86_400_000;
/** Namespace (int4) of the per-practitioner advisory lock that serialises bookings; no other code uses it. */
export const BOOKING_LOCK_NAMESPACE = 741_523;
const DEFAULT_DURATION = 15;

export interface BookableRow {
  id: number;
  name: string;
  specialization: string;
  durationMinutes: number;
  appointmentLimit: number;
  timeZone: string;
}

/** Active practitioners with their duration, limit and zone (the practitioner user's timezone). */
export async function bookablePractitioners(db: Db, onlyId?: number): Promise<BookableRow[]> {
  const rows = await db
    .select({
      id: practitioners.id,
      name: practitioners.name,
      specialization: practitioners.specialization,
      duration: appointmentSettings.appointmentDuration,
      appointmentLimit: practitioners.appointmentLimit,
      timeZone: users.timezone,
    })
    .from(practitioners)
    .innerJoin(users, eq(users.id, practitioners.userId))
    .leftJoin(appointmentSettings, eq(appointmentSettings.practitionerId, practitioners.id))
    .where(
      onlyId === undefined
        ? eq(practitioners.isActive, true)
        : and(eq(practitioners.isActive, true), eq(practitioners.id, onlyId)),
    )
    .orderBy(asc(practitioners.name), asc(practitioners.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    specialization: row.specialization,
    durationMinutes: row.duration ?? DEFAULT_DURATION,
    appointmentLimit: row.appointmentLimit,
    timeZone: safeTimeZone(row.timeZone),
  }));
}

/**
 * Everything the engine needs for one practitioner, read in `db` (a transaction when booking), with the lead time of
 * who books.
 */
async function slotInputFor(db: Db, practitioner: BookableRow, now: Date, by: Booker): Promise<SlotInput> {
  const windowStart = new Date(now.getTime() - DAY_MS);
  const windowEnd = new Date(now.getTime() + (BOOKING_HORIZON_DAYS + 1) * DAY_MS);
  const [weekly, timeOff, existing] = await Promise.all([
    db
      .select({
        weekday: practitionerAvailability.weekday,
        startMinute: practitionerAvailability.startMinute,
        endMinute: practitionerAvailability.endMinute,
      })
      .from(practitionerAvailability)
      .where(eq(practitionerAvailability.practitionerId, practitioner.id)),
    db
      .select({ startsAt: practitionerTimeOff.startsAt, endsAt: practitionerTimeOff.endsAt })
      .from(practitionerTimeOff)
      .where(
        and(
          eq(practitionerTimeOff.practitionerId, practitioner.id),
          gt(practitionerTimeOff.endsAt, windowStart),
          lt(practitionerTimeOff.startsAt, windowEnd),
        ),
      ),
    db
      .select({ startsAt: appointments.startsAt, durationMinutes: appointments.durationMinutes })
      .from(appointments)
      .where(
        and(
          eq(appointments.practitionerId, practitioner.id),
          eq(appointments.status, 'scheduled'),
          gte(appointments.startsAt, windowStart),
          lt(appointments.startsAt, windowEnd),
        ),
      ),
  ]);
  return {
    timeZone: practitioner.timeZone,
    weekly,
    timeOff,
    durationMinutes: practitioner.durationMinutes,
    hourlyLimit: practitioner.appointmentLimit,
    existing,
    now,
    leadMinutes: bookingLeadMinutes(by),
  };
}

/**
 * Slots of one practitioner, or of every bookable practitioner merged ('First available'): each instant once, with
 * the practitioners free then. `by` sets the lead time: an admin sees every time that has not started, anyone else
 * the patient's (2 hours ahead).
 */
export async function availability(
  db: Db,
  query: { practitionerId?: number | undefined; from?: Date | undefined; to?: Date | undefined },
  now: Date,
  by: Booker = 'patient',
): Promise<{ slots: { startsAt: string; practitionerIds: number[] }[] }> {
  const chosen = await bookablePractitioners(db, query.practitionerId);
  if (query.practitionerId !== undefined && chosen.length === 0)
    throw notFound(bookingMessages.practitionerNotFound);
  const byInstant = new Map<number, number[]>();
  // 'First available' offers the least booked practitioner first, so bookings spread across the team.
  const load = new Map<number, number>();
  for (const practitioner of chosen) {
    const input = await slotInputFor(db, practitioner, now, by);
    load.set(practitioner.id, input.existing.length);
    for (const slot of computeSlots({ ...input, from: query.from, to: query.to })) {
      const list = byInstant.get(slot.getTime()) ?? [];
      list.push(practitioner.id);
      byInstant.set(slot.getTime(), list);
    }
  }
  // One practitioner's own grid as it is; 'First available' one time per quarter hour (docs/product/booking.md).
  const starts =
    query.practitionerId === undefined
      ? firstAvailableStarts(byInstant.keys())
      : [...byInstant.keys()].sort((a, b) => a - b);
  return {
    slots: starts.map((at) => ({
      startsAt: new Date(at).toISOString(),
      practitionerIds: (byInstant.get(at) ?? []).sort(
        (a, b) => (load.get(a) ?? 0) - (load.get(b) ?? 0) || a - b,
      ),
    })),
  };
}

function toPatientAppointment(row: AppointmentRow, practitionerName: string, now: Date): PatientAppointment {
  return {
    id: row.id,
    assessmentId: row.assessmentId,
    practitionerId: row.practitionerId,
    practitionerName,
    startsAt: row.startsAt.toISOString(),
    durationMinutes: row.durationMinutes,
    status: row.status,
    previousAppointmentId: row.previousAppointmentId,
    canChange: row.status === 'scheduled' && canChangeAppointment(row.startsAt, now),
  };
}

const SLOT_INDEX = 'appointments_practitioner_live_start_idx';
const ASSESSMENT_INDEX = 'appointments_assessment_live_idx';

function constraintOf(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (candidate.code === '23505') {
      if (typeof candidate.constraint === 'string') return candidate.constraint;
      // PGlite names the constraint only in the message.
      const match = typeof candidate.message === 'string' ? /"([^"]+)"/.exec(candidate.message) : null;
      return match?.[1] ?? 'unknown';
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Maps the double-booking indexes to the spec's 409s; anything else is rethrown. */
function mapConstraint(error: unknown): never {
  const constraint = constraintOf(error);
  if (constraint === SLOT_INDEX) throw conflict(bookingMessages.slotTaken);
  if (constraint === ASSESSMENT_INDEX) throw conflict(bookingMessages.alreadyBooked);
  throw error;
}

/** 409 naming `startsAt` when the time has started, or is inside the patient's lead time (docs/product/booking.md). */
function assertFarEnoughAhead(startsAt: Date, now: Date, by: Booker): void {
  const tooSoon = tooSoonToBook(startsAt, now, by);
  if (tooSoon) throw new HttpError(409, tooSoon, { errorType: 'conflict', field: 'startsAt' });
}

/**
 * Inserts a live appointment at `startsAt` under the practitioner's transaction-scoped advisory lock, after the
 * engine confirms it is a slot now (the hourly limit and overlaps are counted under the lock). The partial unique
 * index on (practitioner, start) of live appointments is the constraint that makes a double booking impossible even
 * without the lock. `by` is who books, for the lead time (checked first, so a time too soon says so).
 */
async function insertAtSlot(
  tx: Db,
  practitioner: BookableRow,
  values: { patientId: number; assessmentId: number | null; startsAt: Date; previousAppointmentId?: number },
  now: Date,
  by: Booker,
): Promise<AppointmentRow> {
  assertFarEnoughAhead(values.startsAt, now, by);
  await tx.execute(
    sql`select pg_advisory_xact_lock(${BOOKING_LOCK_NAMESPACE}::integer, ${practitioner.id}::integer)`,
  );
  const input = await slotInputFor(tx, practitioner, now, by);
  if (!isSlot(input, values.startsAt)) throw conflict(bookingMessages.slotTaken);
  const [row] = await tx
    .insert(appointments)
    .values({
      patientId: values.patientId,
      practitionerId: practitioner.id,
      assessmentId: values.assessmentId,
      startsAt: values.startsAt,
      durationMinutes: practitioner.durationMinutes,
      status: 'scheduled',
      previousAppointmentId: values.previousAppointmentId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('Appointment insert returned nothing');
  return row;
}

/** Work that must commit with the new appointment (its reminder job). */
export type InTransaction = (tx: Db, appointment: AppointmentRow) => Promise<unknown>;

export interface BookingResult {
  appointment: AppointmentRow;
  practitioner: BookableRow;
  previous?: AppointmentRow;
}

/** The patient's assessment, or 404 'Assessment not found' (someone else's reads the same as none). */
async function patientAssessment(db: Db, patientId: number, assessmentId: number) {
  const [assessment] = await db
    .select({
      id: assessments.id,
      patientId: assessments.patientId,
      status: assessments.status,
      declineReason: assessments.declineReason,
    })
    .from(assessments)
    .where(eq(assessments.id, assessmentId));
  if (!assessment || assessment.patientId !== patientId)
    throw new HttpError(404, bookingMessages.assessmentNotFound, {
      errorType: 'not_found',
      field: 'assessmentId',
    });
  return assessment;
}

/**
 * What the booking page shows for one of the patient's assessments (docs/product/booking.md): why it cannot be
 * booked (the same words a booking would be refused with), its live appointment, or that it is bookable.
 */
export async function assessmentBooking(
  db: Db,
  patientId: number,
  assessmentId: number,
  now: Date,
): Promise<AssessmentBooking> {
  const assessment = await patientAssessment(db, patientId, assessmentId);
  const block = bookingBlock(assessment.status, assessment.declineReason);
  if (block) return { state: 'notBookable', assessmentId, ...block };
  const [live] = await db
    .select({ appointment: appointments, practitionerName: practitioners.name })
    .from(appointments)
    .innerJoin(practitioners, eq(practitioners.id, appointments.practitionerId))
    .where(and(eq(appointments.assessmentId, assessmentId), eq(appointments.status, 'scheduled')))
    .limit(1);
  if (live)
    return {
      state: 'booked',
      assessmentId,
      appointment: toPatientAppointment(live.appointment, live.practitionerName, now),
    };
  return { state: 'bookable', assessmentId };
}

/**
 * Books the patient's assessment at a slot. `options.by` is who books: the patient (the default, 2 hours ahead) or an
 * admin for them (any time that has not started); `options.inTransaction` commits with the appointment.
 */
export async function bookAppointment(
  db: Db,
  patientId: number,
  input: { assessmentId: number; practitionerId: number; startsAt: Date },
  now: Date,
  options: { by?: Booker; inTransaction?: InTransaction } = {},
): Promise<BookingResult> {
  const { by = 'patient', inTransaction } = options;
  const assessment = await patientAssessment(db, patientId, input.assessmentId);
  const block = bookingBlock(assessment.status, assessment.declineReason);
  if (block)
    throw new HttpError(409, block.message, {
      errorType: 'conflict',
      field: 'assessmentId',
    });
  const [practitioner] = await bookablePractitioners(db, input.practitionerId);
  if (!practitioner)
    throw new HttpError(404, bookingMessages.practitionerNotFound, {
      errorType: 'not_found',
      field: 'practitionerId',
    });
  try {
    const appointment = await transaction(db, async (tx) => {
      const [live] = await tx
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(eq(appointments.assessmentId, assessment.id), eq(appointments.status, 'scheduled')));
      if (live) throw conflict(bookingMessages.alreadyBooked);
      const row = await insertAtSlot(
        tx,
        practitioner,
        { patientId, assessmentId: assessment.id, startsAt: input.startsAt },
        now,
        by,
      );
      await inTransaction?.(tx, row);
      return row;
    });
    return { appointment, practitioner };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    return mapConstraint(error);
  }
}

/**
 * Who changes an appointment: its patient, by id (only their own, and only up to 24 hours before it starts), or an
 * admin (any appointment, until it starts: docs/product/admin.md).
 */
export type ChangedBy = number | 'admin';

/** The appointment `by` may change, or 404 as for an unknown id. */
async function appointmentFor(db: Db, by: ChangedBy, id: number): Promise<AppointmentRow> {
  const [row] = await db
    .select()
    .from(appointments)
    .where(
      by === 'admin' ? eq(appointments.id, id) : and(eq(appointments.id, id), eq(appointments.patientId, by)),
    );
  if (!row) throw notFound(bookingMessages.appointmentNotFound);
  return row;
}

function assertChangeable(row: AppointmentRow, by: ChangedBy, now: Date): void {
  if (row.status !== 'scheduled') throw conflict(bookingMessages.notScheduled);
  if (by === 'admin') {
    if (row.startsAt.getTime() <= now.getTime()) throw conflict(adminOperationsMessages.appointmentStarted);
  } else if (!canChangeAppointment(row.startsAt, now)) throw conflict(bookingMessages.changeWindowClosed);
}

/**
 * Moves an appointment: the old row becomes `rescheduled` and a new live row points back to it, in one
 * transaction (the new slot is checked with the old one already freed, so a patient may move within the hour).
 */
export async function rescheduleAppointment(
  db: Db,
  by: ChangedBy,
  id: number,
  startsAt: Date,
  now: Date,
  inTransaction?: InTransaction,
): Promise<BookingResult> {
  const current = await appointmentFor(db, by, id);
  assertChangeable(current, by, now);
  const [practitioner] = await bookablePractitioners(db, current.practitionerId);
  if (!practitioner) throw conflict(bookingMessages.slotTaken);
  try {
    const appointment = await transaction(db, async (tx) => {
      // The compare in the WHERE settles two racing changes of the same appointment.
      const moved = await tx
        .update(appointments)
        .set({ status: 'rescheduled', updatedAt: now })
        .where(and(eq(appointments.id, current.id), eq(appointments.status, 'scheduled')))
        .returning({ id: appointments.id });
      if (moved.length === 0) throw conflict(bookingMessages.notScheduled);
      const row = await insertAtSlot(
        tx,
        practitioner,
        {
          patientId: current.patientId,
          assessmentId: current.assessmentId,
          startsAt,
          previousAppointmentId: current.id,
        },
        now,
        by === 'admin' ? 'admin' : 'patient',
      );
      await inTransaction?.(tx, row);
      return row;
    });
    return { appointment, practitioner, previous: current };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    return mapConstraint(error);
  }
}

/** Cancels a live appointment; `inTransaction` (an admin's audit row) commits with it. */
export async function cancelAppointment(
  db: Db,
  by: ChangedBy,
  id: number,
  now: Date,
  inTransaction?: InTransaction,
): Promise<{ view: PatientAppointment; row: AppointmentRow }> {
  const current = await appointmentFor(db, by, id);
  assertChangeable(current, by, now);
  const row = await transaction(db, async (tx) => {
    const [cancelled] = await tx
      .update(appointments)
      .set({ status: 'cancelled', updatedAt: now })
      .where(and(eq(appointments.id, current.id), eq(appointments.status, 'scheduled')))
      .returning();
    if (!cancelled) throw conflict(bookingMessages.notScheduled);
    await inTransaction?.(tx, cancelled);
    return cancelled;
  });
  return { view: toPatientAppointment(row, await practitionerName(db, row.practitionerId), now), row };
}

async function practitionerName(db: Db, id: number): Promise<string> {
  const [row] = await db
    .select({ name: practitioners.name })
    .from(practitioners)
    .where(eq(practitioners.id, id));
  return row?.name ?? '';
}

export function patientView(result: BookingResult, now: Date): PatientAppointment {
  return toPatientAppointment(result.appointment, result.practitioner.name, now);
}

/**
 * Upcoming or past by its start alone (docs/product/admin.md): upcoming from now on, soonest first; past once
 * started, latest first; paginated. The status is shown beside it, so a moved or cancelled appointment dated next
 * week is listed under upcoming, as 'Rescheduled' or 'Cancelled', never under past. The patient's page and the
 * admin's patient record both read this one rule.
 */
export async function myAppointments(
  db: Db,
  patientId: number,
  query: { when: 'upcoming' | 'past'; limit: number; offset: number },
  now: Date,
) {
  const where = and(
    eq(appointments.patientId, patientId),
    query.when === 'upcoming' ? gte(appointments.startsAt, now) : lt(appointments.startsAt, now),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ appointment: appointments, practitionerName: practitioners.name })
      .from(appointments)
      .innerJoin(practitioners, eq(practitioners.id, appointments.practitionerId))
      .where(where)
      .orderBy(
        query.when === 'upcoming' ? asc(appointments.startsAt) : desc(appointments.startsAt),
        asc(appointments.id),
      )
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(appointments).where(where),
  ]);
  return {
    items: rows.map((row) => toPatientAppointment(row.appointment, row.practitionerName, now)),
    total: total?.n ?? 0,
    limit: query.limit,
    offset: query.offset,
  };
}

/** The appointment rows of ids, for reminders and notifications. */
export async function appointmentsByIds(db: Db, ids: number[]): Promise<AppointmentRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(appointments).where(inArray(appointments.id, ids));
}
