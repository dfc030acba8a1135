import {
  type AdminPrescriptionDetail,
  type AdminPrescriptionPage,
  type AdminPrescriptionRow,
  type adminPrescriptionListQuery,
  buildPath,
  adminOperationsMessages as messages,
  nextPrescriptionStatus,
  type PrescriptionStatus,
  type PrescriptionStatusChange,
  prescriptionPreviousStatus,
  prescriptionStatuses,
  routes,
} from '@telehealth/contract';
import { and, asc, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../assessments';
import { recordAudit } from '../audit';
import { type Db, transaction } from '../db/client';
import {
  auditLog,
  medications,
  medicationVariants,
  practitioners,
  prescriptionItems,
  prescriptions,
  users,
} from '../db/schema';
import { companyValues, doctor, personValues, prescriptionValues } from '../delivery/email-values';
import type { DeliveryService } from '../delivery/service';
import { sendTemplateEmail } from '../delivery/templates';
import { conflict, notFound } from '../http/errors';
import { trackingUrl } from '../patient';
import {
  flowOrder,
  fullName,
  orderOf,
  personMatches,
  tablePageOf,
  typedId,
  userName,
  windowOf,
} from './list';

/**
 * `/admin/prescriptions` (docs/product/admin.md): the list, one prescription, and its way to the patient, `preparing` →
 * `ready` → `posted` → `delivered`, one step at a time and never back. A change is one conditional UPDATE from the
 * status before the asked one, so of two admins moving the same prescription at once exactly one succeeds and the
 * other gets 409; the audit row of each change is written in the same transaction, and is the status history.
 * `posted` stores the tracking number and, after the commit, emails `prescription_post_tracker` to the patient.
 */

type ListQuery = z.output<typeof adminPrescriptionListQuery>;
type PrescriptionRow = typeof prescriptions.$inferSelect;

/** The audit action of a status change; its rows are the prescription's history. */
export const STATUS_ACTION = 'prescription.status';

const itemCount = sql<number>`(select count(*) from ${prescriptionItems} where ${prescriptionItems.prescriptionId} = ${prescriptions.id})::int`;

const sortColumns = {
  id: prescriptions.id,
  createdAt: prescriptions.createdAt,
  updatedAt: prescriptions.updatedAt,
  status: flowOrder(prescriptions.status, prescriptionStatuses),
  patientName: userName(),
} satisfies Record<ListQuery['sort'], unknown>;

function filters(query: ListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(prescriptions.status, query.status));
  if (query.practitionerId !== undefined)
    conditions.push(eq(prescriptions.practitionerId, query.practitionerId));
  if (query.q) {
    const id = typedId(query.q);
    conditions.push(
      id === null ? personMatches(query.q) : or(eq(prescriptions.id, id), personMatches(query.q)),
    );
  }
  return and(...conditions);
}

function selectRows(db: Db) {
  return db
    .select({ row: prescriptions, patient: users, practitionerName: practitioners.name, itemCount })
    .from(prescriptions)
    .innerJoin(users, eq(users.id, prescriptions.patientId))
    .innerJoin(practitioners, eq(practitioners.id, prescriptions.practitionerId));
}

function toRow(found: {
  row: PrescriptionRow;
  patient: typeof users.$inferSelect;
  practitionerName: string;
  itemCount: number;
}): AdminPrescriptionRow {
  const { row, patient } = found;
  return {
    id: row.id,
    status: row.status,
    patient: { id: patient.id, name: fullName(patient) },
    practitioner: { id: row.practitionerId, name: doctor(found.practitionerName) },
    itemCount: Number(found.itemCount),
    trackingNumber: row.trackingNumber,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function list(db: Db, query: ListQuery): Promise<AdminPrescriptionPage> {
  const where = filters(query);
  return tablePageOf(
    query,
    selectRows(db)
      .where(where)
      .orderBy(...orderOf(sortColumns[query.sort], query.dir, prescriptions.id))
      .limit(windowOf(query).limit)
      .offset(windowOf(query).offset),
    db
      .select({ n: count() })
      .from(prescriptions)
      .innerJoin(users, eq(users.id, prescriptions.patientId))
      .where(where),
    (rows) => rows.map(toRow),
  );
}

/** The postal address as the parcel's label has it, one line per part. */
function addressLines(patient: typeof users.$inferSelect): string[] {
  const locality = [patient.suburb, patient.state, patient.postcode].filter(Boolean).join(' ');
  return [patient.address, patient.addressLine2, locality, patient.country].filter((line): line is string =>
    Boolean(line?.trim()),
  );
}

/**
 * The history: the issue (at creation, by the prescriber), then each audited change. A prescription moved before
 * changes were audited (the demo's) ends with its current status at its last update, by no one known.
 */
async function history(
  db: Db,
  row: PrescriptionRow,
  prescriberName: string,
): Promise<PrescriptionStatusChange[]> {
  const changes = await db
    .select({
      at: auditLog.at,
      details: auditLog.details,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(
      and(
        eq(auditLog.action, STATUS_ACTION),
        eq(auditLog.targetType, 'prescription'),
        eq(auditLog.targetId, String(row.id)),
      ),
    )
    .orderBy(asc(auditLog.id));
  const list: PrescriptionStatusChange[] = [
    {
      status: 'preparing',
      at: row.createdAt.toISOString(),
      by: doctor(prescriberName),
      trackingNumber: null,
    },
  ];
  for (const change of changes) {
    const details = change.details as { to?: PrescriptionStatus; trackingNumber?: string | null };
    if (!details.to) continue;
    list.push({
      status: details.to,
      at: change.at.toISOString(),
      by:
        change.firstName === null
          ? null
          : fullName({ firstName: change.firstName, lastName: change.lastName ?? '' }),
      trackingNumber: details.trackingNumber ?? null,
    });
  }
  if (list.at(-1)?.status !== row.status)
    list.push({
      status: row.status,
      at: row.updatedAt.toISOString(),
      by: null,
      trackingNumber: row.trackingNumber,
    });
  return list;
}

/** One prescription with its patient, prescriber, medicines and history. */
export async function detail(db: Db, id: number): Promise<AdminPrescriptionDetail> {
  const [found] = await selectRows(db).where(eq(prescriptions.id, id));
  if (!found) throw notFound(messages.prescriptionNotFound);
  const { row, patient } = found;
  const [items, company, changes] = await Promise.all([
    db
      .select({ item: prescriptionItems, variant: medicationVariants, medication: medications })
      .from(prescriptionItems)
      .innerJoin(medicationVariants, eq(medicationVariants.id, prescriptionItems.variantId))
      .innerJoin(medications, eq(medications.id, medicationVariants.medicationId))
      .where(eq(prescriptionItems.prescriptionId, id))
      .orderBy(asc(prescriptionItems.id)),
    companyValues(db),
    history(db, row, found.practitionerName),
  ]);
  return {
    ...toRow(found),
    patient: {
      id: patient.id,
      name: fullName(patient),
      email: patient.email,
      address: addressLines(patient),
    },
    assessmentId: row.assessmentId,
    repeats: row.repeats,
    repeatsRemaining: row.repeatsRemaining,
    trackingUrl: trackingUrl(company.postTrackingBaseUrl ?? '', row.status, row.trackingNumber),
    nextStatus: nextPrescriptionStatus(row.status),
    items: items.map(({ item, variant, medication }) => ({
      id: item.id,
      medicationId: medication.id,
      medicationName: medication.name,
      genericName: medication.genericName,
      variantId: variant.id,
      strength: variant.strength,
      form: variant.form,
      packSize: variant.quantity,
      dosage: item.dosage,
      instructions: item.instructions,
      quantity: item.quantity,
      repeats: item.repeats,
    })),
    history: changes,
    pdfPath: buildPath(routes.prescriptionPdf.path, { id: row.id }),
  };
}

/**
 * Moves a prescription to `status`, which must be the step after its current one. `posted` stores the tracking
 * number and sends the patient `prescription_post_tracker` (with the tracking link when `post_tracking_base_url` is
 * set, the number alone when it is not).
 */
export async function setStatus(
  db: Db,
  delivery: DeliveryService,
  id: number,
  input: { status: PrescriptionStatus; trackingNumber?: string | undefined },
  actor: Actor,
  now: Date,
): Promise<AdminPrescriptionDetail> {
  const [current] = await db.select().from(prescriptions).where(eq(prescriptions.id, id));
  if (!current) throw notFound(messages.prescriptionNotFound);
  const from = prescriptionPreviousStatus[input.status];
  if (from === null || current.status !== from) throw conflict(messages.illegalTransition);
  const trackingNumber = input.status === 'posted' ? (input.trackingNumber ?? null) : current.trackingNumber;

  const moved = await transaction(db, async (tx) => {
    const [row] = await tx
      .update(prescriptions)
      .set({ status: input.status, trackingNumber, updatedAt: now })
      .where(and(eq(prescriptions.id, id), eq(prescriptions.status, from)))
      .returning();
    if (!row) return null;
    const details = {
      from,
      to: input.status,
      trackingNumber: input.status === 'posted' ? trackingNumber : null,
    };
    await recordAudit(
      tx,
      { ...actor, action: STATUS_ACTION, targetType: 'prescription', targetId: id, details },
      now,
    );
    return row;
  });
  if (!moved) throw conflict(messages.statusChanged);

  if (moved.status === 'posted') await sendPostTracker(db, delivery, moved, now);
  return detail(db, id);
}

/** `prescription_post_tracker` to the patient. Delivery never throws: a failure is in the outbox. */
async function sendPostTracker(
  db: Db,
  delivery: DeliveryService,
  prescription: PrescriptionRow,
  now: Date,
): Promise<void> {
  const [patient] = await db.select().from(users).where(eq(users.id, prescription.patientId));
  if (!patient) return;
  const company = await companyValues(db);
  const values = {
    ...company,
    ...personValues(patient, now),
    ...(await prescriptionValues(db, prescription, patient.timezone, company)),
  };
  await sendTemplateEmail(db, delivery, 'prescription_post_tracker', patient.email, values, {
    type: 'prescription',
    id: prescription.id,
  });
}
