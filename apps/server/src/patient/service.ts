import type {
  PatientDataExport,
  PatientPrescription,
  PatientProfile,
  PatientProfileValues,
  PatientSummary,
} from '@telehealth/contract';
import { and, asc, count, desc, eq, gte, inArray, or } from 'drizzle-orm';
import { type AuditEntry, recordAudit } from '../audit';
import type { Db } from '../db/client';
import {
  appointments,
  assessments,
  medications,
  medicationVariants,
  messages,
  paymentMethods,
  payments,
  practitioners,
  prescriptionItems,
  prescriptions,
  users,
} from '../db/schema';
import { companyValues, doctor } from '../delivery/email-values';
import { notFound } from '../http/errors';
import { updateProfileColumns } from '../profile';

type Actor = Pick<AuditEntry, 'actorId' | 'actorRole' | 'ip'>;
type PrescriptionRow = typeof prescriptions.$inferSelect;

/** Statuses at which the parcel has a tracking number worth linking to. */
const trackedStatuses = new Set(['posted', 'delivered']);

/**
 * `post_tracking_base_url` + the tracking number, once posted (docs/product/prescriptions.md); null before, or with no
 * base URL.
 */
export function trackingUrl(base: string, status: string, trackingNumber: string | null): string | null {
  if (!trackingNumber || !base || !trackedStatuses.has(status)) return null;
  return `${base}${encodeURIComponent(trackingNumber)}`;
}

async function toPatientPrescriptions(db: Db, rows: PrescriptionRow[]): Promise<PatientPrescription[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const items = await db
    .select({
      prescriptionId: prescriptionItems.prescriptionId,
      name: medications.name,
      strength: medicationVariants.strength,
      form: medicationVariants.form,
      dosage: prescriptionItems.dosage,
      instructions: prescriptionItems.instructions,
      quantity: prescriptionItems.quantity,
    })
    .from(prescriptionItems)
    .innerJoin(medicationVariants, eq(medicationVariants.id, prescriptionItems.variantId))
    .innerJoin(medications, eq(medications.id, medicationVariants.medicationId))
    .where(inArray(prescriptionItems.prescriptionId, ids))
    .orderBy(asc(prescriptionItems.id));
  const names = await db
    .select({ id: practitioners.id, name: practitioners.name })
    .from(practitioners)
    .where(
      inArray(
        practitioners.id,
        rows.map((row) => row.practitionerId),
      ),
    );
  const { postTrackingBaseUrl = '' } = await companyValues(db);
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    medicines: items
      .filter((item) => item.prescriptionId === row.id)
      .map(({ prescriptionId: _omit, ...item }) => item),
    repeats: row.repeats,
    repeatsRemaining: row.repeatsRemaining,
    trackingNumber: trackedStatuses.has(row.status) ? row.trackingNumber : null,
    trackingUrl: trackingUrl(postTrackingBaseUrl, row.status, row.trackingNumber),
    practitionerName: doctor(names.find((name) => name.id === row.practitionerId)?.name ?? ''),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The patient's prescriptions, newest first. */
export async function myPrescriptions(db: Db, patientId: number): Promise<PatientPrescription[]> {
  const rows = await db
    .select()
    .from(prescriptions)
    .where(eq(prescriptions.patientId, patientId))
    .orderBy(desc(prescriptions.createdAt), desc(prescriptions.id));
  return toPatientPrescriptions(db, rows);
}

/** What `/dashboard` shows: the next appointment, recent assessments, the latest prescription, unread messages. */
export async function patientSummary(db: Db, patientId: number, now: Date): Promise<PatientSummary> {
  const [next] = await db
    .select({
      id: appointments.id,
      startsAt: appointments.startsAt,
      durationMinutes: appointments.durationMinutes,
      practitionerName: practitioners.name,
    })
    .from(appointments)
    .innerJoin(practitioners, eq(practitioners.id, appointments.practitionerId))
    .where(
      and(
        eq(appointments.patientId, patientId),
        eq(appointments.status, 'scheduled'),
        gte(appointments.startsAt, now),
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .limit(1);
  const recent = await db
    .select({
      id: assessments.id,
      type: assessments.type,
      status: assessments.status,
      createdAt: assessments.createdAt,
    })
    .from(assessments)
    .where(eq(assessments.patientId, patientId))
    .orderBy(desc(assessments.createdAt), desc(assessments.id))
    .limit(5);
  const latest = await db
    .select()
    .from(prescriptions)
    .where(eq(prescriptions.patientId, patientId))
    .orderBy(desc(prescriptions.createdAt), desc(prescriptions.id))
    .limit(1);
  const [unread] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.receiverId, patientId), eq(messages.isRead, false)));
  const [latestPrescription] = await toPatientPrescriptions(db, latest);
  return {
    nextAppointment: next
      ? {
          id: next.id,
          startsAt: next.startsAt.toISOString(),
          durationMinutes: next.durationMinutes,
          practitionerName: doctor(next.practitionerName),
        }
      : null,
    assessments: recent.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    latestPrescription: latestPrescription ?? null,
    unreadMessages: unread?.n ?? 0,
  };
}

/** The patient's own profile for the form. */
export async function patientProfile(db: Db, patientId: number): Promise<PatientProfile> {
  const [row] = await db.select().from(users).where(eq(users.id, patientId));
  if (!row) throw notFound('Not found');
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    dateOfBirth: row.dateOfBirth,
    phone: row.phone,
    timezone: row.timezone,
    address: row.address,
    addressLine2: row.addressLine2,
    suburb: row.suburb,
    state: row.state,
    postcode: row.postcode,
    country: row.country,
    dpid: row.dpid,
    lat: row.lat,
    lng: row.lng,
    medicareNumber: row.medicareNumber,
  };
}

const patientColumns = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'phone',
  'timezone',
  'address',
  'addressLine2',
  'suburb',
  'state',
  'postcode',
  'country',
  'dpid',
  'lat',
  'lng',
  'medicareNumber',
] as const;

/** Saves the patient's profile; the changed fields go to the audit trail (the Medicare number redacted). */
export async function updatePatientProfile(
  db: Db,
  patientId: number,
  profile: PatientProfileValues,
  actor: Actor,
  at: Date,
): Promise<{ message: string }> {
  return updateProfileColumns(db, patientId, profile, patientColumns, actor, at);
}

const isoDates = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );

/**
 * 'Download my data' (APP 12): every record held about the patient, as JSON. Secrets (the password hash) and other
 * people's private details stay out; the export itself is audited.
 */
export async function exportPatientData(
  db: Db,
  patientId: number,
  actor: Actor,
  at: Date,
): Promise<PatientDataExport> {
  const [user] = await db.select().from(users).where(eq(users.id, patientId));
  if (!user) throw notFound('Not found');
  const { passwordHash: _secret, ...profile } = user;
  const [assessmentRows, appointmentRows, prescriptionRows, paymentRows, methodRows, messageRows] =
    await Promise.all([
      db.select().from(assessments).where(eq(assessments.patientId, patientId)).orderBy(asc(assessments.id)),
      db
        .select()
        .from(appointments)
        .where(eq(appointments.patientId, patientId))
        .orderBy(asc(appointments.id)),
      db
        .select()
        .from(prescriptions)
        .where(eq(prescriptions.patientId, patientId))
        .orderBy(asc(prescriptions.id)),
      db.select().from(payments).where(eq(payments.userId, patientId)).orderBy(asc(payments.id)),
      db
        .select({
          id: paymentMethods.id,
          brand: paymentMethods.brand,
          last4: paymentMethods.last4,
          expMonth: paymentMethods.expMonth,
          expYear: paymentMethods.expYear,
          isDefault: paymentMethods.isDefault,
          createdAt: paymentMethods.createdAt,
        })
        .from(paymentMethods)
        .where(eq(paymentMethods.userId, patientId))
        .orderBy(asc(paymentMethods.id)),
      db
        .select({
          id: messages.id,
          senderId: messages.senderId,
          receiverId: messages.receiverId,
          content: messages.content,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .where(or(eq(messages.senderId, patientId), eq(messages.receiverId, patientId)))
        .orderBy(asc(messages.id)),
    ]);
  const medicines = await toPatientPrescriptions(db, prescriptionRows);
  await recordAudit(
    db,
    { ...actor, action: 'patient.data_export', targetType: 'user', targetId: patientId, details: {} },
    at,
  );
  return {
    exportedAt: at.toISOString(),
    profile: isoDates(profile),
    assessments: assessmentRows.map(isoDates),
    appointments: appointmentRows.map(isoDates),
    prescriptions: prescriptionRows.map((row) => ({
      ...isoDates(row),
      medicines: medicines.find((item) => item.id === row.id)?.medicines ?? [],
    })),
    payments: paymentRows.map(isoDates),
    paymentMethods: methodRows.map(isoDates),
    messages: messageRows.map(isoDates),
  };
}
