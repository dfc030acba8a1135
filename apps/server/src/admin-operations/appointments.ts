import {
  type AdminAppointment,
  type AdminAppointmentPage,
  type adminAppointmentListQuery,
  appointmentStatusValues,
  type BookableAssessmentPage,
  type bookableAssessmentListQuery,
  bookableAssessmentStatuses,
  errorTypes,
  adminOperationsMessages as messages,
  safeTimeZone,
} from '@telehealth/contract';
import { and, count, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../assessments';
import { recordAudit } from '../audit';
import type * as booking from '../booking';
import { zonedInstant } from '../booking';
import type { Db } from '../db/client';
import { appointments, assessments, practitioners, users } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { flowOrder, fullName, orderOf, personMatches, tablePageOf, userName, windowOf } from './list';

/**
 * `/admin/appointments` (docs/product/admin.md): every appointment, and the patient's own cancel, reschedule and
 * booking done for them. The changes are booking/service.ts's functions with the admin as the one changing (`'admin'`):
 * the same slot engine, advisory lock and unique indexes (so the same 409 for a taken slot), and the routes send the
 * same messages as the patient's. The one difference is time: an admin may change an appointment until it starts, where
 * a patient must do so at least 24 hours before (a patient who phones on the day, a practitioner who falls ill).
 */

type ListQuery = z.output<typeof adminAppointmentListQuery>;
type BookableQuery = z.output<typeof bookableAssessmentListQuery>;
type AppointmentRow = typeof appointments.$inferSelect;

const sortColumns = {
  startsAt: appointments.startsAt,
  createdAt: appointments.createdAt,
  status: flowOrder(appointments.status, appointmentStatusValues),
  patientName: userName(),
  practitionerName: sql`lower(${practitioners.name})`,
} satisfies Record<ListQuery['sort'], unknown>;

/** The first instant of a calendar day (`YYYY-MM-DD`, plus `days`) in `timeZone`. */
function startOfDay(date: string, timeZone: string, days = 0): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return zonedInstant(timeZone, year, month - 1, day + days, 0);
}

function filters(query: ListQuery, timeZone: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.from) conditions.push(gte(appointments.startsAt, startOfDay(query.from, timeZone)));
  if (query.to) conditions.push(lt(appointments.startsAt, startOfDay(query.to, timeZone, 1)));
  if (query.practitionerId !== undefined)
    conditions.push(eq(appointments.practitionerId, query.practitionerId));
  if (query.status) conditions.push(eq(appointments.status, query.status));
  if (query.q) conditions.push(personMatches(query.q));
  return and(...conditions);
}

function selectRows(db: Db) {
  return db
    .select({
      row: appointments,
      patient: users,
      practitionerName: practitioners.name,
      assessmentType: assessments.type,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.patientId))
    .innerJoin(practitioners, eq(practitioners.id, appointments.practitionerId))
    .leftJoin(assessments, eq(assessments.id, appointments.assessmentId));
}

function toView(
  found: {
    row: AppointmentRow;
    patient: typeof users.$inferSelect;
    practitionerName: string;
    assessmentType: AdminAppointment['assessmentType'];
  },
  now: Date,
): AdminAppointment {
  const { row, patient } = found;
  return {
    id: row.id,
    startsAt: row.startsAt.toISOString(),
    durationMinutes: row.durationMinutes,
    status: row.status,
    patient: { id: patient.id, name: fullName(patient), email: patient.email },
    practitioner: { id: row.practitionerId, name: found.practitionerName },
    assessmentId: row.assessmentId,
    assessmentType: found.assessmentType,
    previousAppointmentId: row.previousAppointmentId,
    canChange: row.status === 'scheduled' && row.startsAt.getTime() > now.getTime(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every appointment; the date range is in the admin's own timezone. */
export async function list(
  db: Db,
  query: ListQuery,
  adminTimeZone: string,
  now: Date,
): Promise<AdminAppointmentPage> {
  const where = filters(query, safeTimeZone(adminTimeZone));
  return tablePageOf(
    query,
    selectRows(db)
      .where(where)
      .orderBy(...orderOf(sortColumns[query.sort], query.dir, appointments.id))
      .limit(windowOf(query).limit)
      .offset(windowOf(query).offset),
    db
      .select({ n: count() })
      .from(appointments)
      .innerJoin(users, eq(users.id, appointments.patientId))
      .where(where),
    (rows) => rows.map((row) => toView(row, now)),
  );
}

export async function view(db: Db, id: number, now: Date): Promise<AdminAppointment> {
  const [found] = await selectRows(db).where(eq(appointments.id, id));
  if (!found) throw notFound(messages.appointmentNotFound);
  return toView(found, now);
}

/** Paid assessments that may be booked (the patient's own rule) and have no live appointment yet. */
export async function bookableAssessments(db: Db, query: BookableQuery): Promise<BookableAssessmentPage> {
  const conditions: (SQL | undefined)[] = [
    eq(assessments.paid, true),
    inArray(assessments.status, [...bookableAssessmentStatuses]),
    sql`not exists (select 1 from ${appointments} where ${appointments.assessmentId} = ${assessments.id} and ${appointments.status} = 'scheduled')`,
  ];
  if (query.patientId !== undefined) conditions.push(eq(assessments.patientId, query.patientId));
  if (query.q) conditions.push(personMatches(query.q));
  const where = and(...conditions);
  const sort = query.sort === 'patientName' ? userName() : assessments.submittedAt;
  return tablePageOf(
    query,
    db
      .select({ row: assessments, patient: users })
      .from(assessments)
      .innerJoin(users, eq(users.id, assessments.patientId))
      .where(where)
      .orderBy(...orderOf(sort, query.dir, assessments.id))
      .limit(windowOf(query).limit)
      .offset(windowOf(query).offset),
    db
      .select({ n: count() })
      .from(assessments)
      .innerJoin(users, eq(users.id, assessments.patientId))
      .where(where),
    (rows) =>
      rows.map(({ row, patient }) => ({
        id: row.id,
        type: row.type,
        status: row.status,
        submittedAt: row.submittedAt?.toISOString() ?? null,
        patient: { id: patient.id, name: fullName(patient), email: patient.email },
        practitionerId: row.practitionerId,
      })),
  );
}

/** Work that commits with an admin's change: the audit row, and the reminder when there is one to queue. */
export function auditIn(
  actor: Actor,
  action: 'appointment.book' | 'appointment.reschedule' | 'appointment.cancel',
  now: Date,
  alsoInTransaction?: booking.InTransaction,
): booking.InTransaction {
  return async (tx, appointment) => {
    await alsoInTransaction?.(tx, appointment);
    const details = {
      patientId: appointment.patientId,
      practitionerId: appointment.practitionerId,
      assessmentId: appointment.assessmentId,
      startsAt: appointment.startsAt.toISOString(),
      previousAppointmentId: appointment.previousAppointmentId,
    };
    await recordAudit(
      tx,
      { ...actor, action, targetType: 'appointment', targetId: appointment.id, details },
      now,
    );
  };
}

/** The patient the admin books for: an existing patient account, or 404 naming the field. */
export async function requirePatient(db: Db, patientId: number): Promise<void> {
  const [patient] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, patientId), eq(users.role, 'patient')));
  if (!patient)
    throw new HttpError(404, messages.patientNotFound, {
      errorType: errorTypes.notFound,
      field: 'patientId',
    });
}
