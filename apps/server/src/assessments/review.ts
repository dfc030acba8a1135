import {
  type AssessmentType,
  type ClaimResult,
  errorTypes,
  type PrescribableMedication,
  REVIEW_QUEUE_PAGE_SIZE,
  type ReviewDetail,
  type ReviewQueuePage,
  type ReviewState,
  reviewMessages,
} from '@telehealth/contract';
import { differenceInYears, isValid, parseISO } from 'date-fns';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type AuditEntry, recordAudit } from '../audit';
import type { SessionUser } from '../auth';
import type { Db } from '../db/client';
import { transaction } from '../db/client';
import {
  assessments,
  medications,
  medicationVariants,
  practitioners,
  prescriptions,
  users,
} from '../db/schema';
import { assessmentValues, personValues } from '../delivery/email-values';
import type { DeliveryService } from '../delivery/service';
import { sendTemplateEmail } from '../delivery/templates';
import { HttpError } from '../http/errors';
import { reviewQueueCount, reviewQueueWhere } from './queue';
import { notFoundError } from './service';

/**
 * The review (docs/product/practitioner.md): the queue, the claim and the decline. Every state change is one
 * conditional UPDATE, so two practitioners (on two instances) claiming at once, or a decision racing another, is
 * settled by the database: exactly one row changes, and the other caller gets 409.
 */

type Row = typeof assessments.$inferSelect;
/** Who acts, for the audit row written in the same transaction as the change. */
export type Actor = Pick<AuditEntry, 'actorId' | 'actorRole' | 'ip'>;

export const conflict = (message: string) => new HttpError(409, message, { errorType: errorTypes.conflict });

export function state(row: Row, prescriptionId: number | null): ReviewState {
  return {
    id: row.id,
    status: row.status,
    practitionerId: row.practitionerId,
    declineReason: row.declineReason,
    decisionNotes: row.decisionNotes,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    prescriptionId,
  };
}

/** The prescription an approval created for the assessment (at most one: a unique index), or null. */
export async function prescriptionIdOf(db: Db, assessmentId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: prescriptions.id })
    .from(prescriptions)
    .where(eq(prescriptions.assessmentId, assessmentId));
  return row?.id ?? null;
}

/** The state of an assessment with its prescription, if it has one. */
async function stateWithPrescription(db: Db, row: Row): Promise<ReviewState> {
  return state(row, await prescriptionIdOf(db, row.id));
}

/** The caller's practitioner profile id; admins without one may still decide, but cannot claim. */
export async function practitionerIdOf(db: Db, user: SessionUser): Promise<number | null> {
  const [row] = await db
    .select({ id: practitioners.id })
    .from(practitioners)
    .where(eq(practitioners.userId, user.id));
  return row?.id ?? null;
}

/** Whole years from an ISO date of birth to `now`. */
export function ageOn(dateOfBirth: string | null, now: Date): number | null {
  if (!dateOfBirth) return null;
  const born = parseISO(dateOfBirth);
  if (!isValid(born)) return null;
  const age = differenceInYears(now, born);
  return age >= 0 ? age : null;
}

/** The queue (`reviewQueueWhere`): paid assessments awaiting review, oldest first; or those in review by the caller. */
export async function queue(
  db: Db,
  user: SessionUser,
  filter: { type?: AssessmentType | undefined; status: 'awaiting_review' | 'in_review'; page: number },
  now: Date,
): Promise<ReviewQueuePage> {
  const me = await practitionerIdOf(db, user);
  const [rows, total] = await Promise.all([
    db
      .select({ row: assessments, dateOfBirth: users.dateOfBirth })
      .from(assessments)
      .innerJoin(users, eq(users.id, assessments.patientId))
      .where(reviewQueueWhere(filter.status, me, filter.type))
      .orderBy(asc(sql`coalesce(${assessments.submittedAt}, ${assessments.createdAt})`), asc(assessments.id))
      .limit(REVIEW_QUEUE_PAGE_SIZE)
      .offset((filter.page - 1) * REVIEW_QUEUE_PAGE_SIZE),
    reviewQueueCount(db, filter.status, me, filter.type),
  ]);
  return {
    items: rows.map(({ row, dateOfBirth }) => ({
      id: row.id,
      type: row.type,
      status: row.status,
      submittedAt: row.submittedAt?.toISOString() ?? null,
      patientAge: ageOn(dateOfBirth, now),
      mine: me !== null && row.practitionerId === me,
    })),
    total,
    page: filter.page,
    pageSize: REVIEW_QUEUE_PAGE_SIZE,
  };
}

/**
 * 'Start review': awaiting_review → in_review, assigned to the caller, in one conditional UPDATE. Claiming one the
 * caller already reviews (a second tab, a double click) changes nothing and answers its state with a message saying
 * so; one another practitioner reviews is 409 in words that say it is another (docs/product/assessments.md).
 */
export async function claim(
  db: Db,
  id: number,
  user: SessionUser,
  actor: Actor,
  now: Date,
): Promise<ClaimResult> {
  const me = await practitionerIdOf(db, user);
  if (me === null) {
    throw new HttpError(403, reviewMessages.noPractitionerProfile, { errorType: errorTypes.forbidden });
  }
  const claimed = await transaction(db, async (tx) => {
    const [row] = await tx
      .update(assessments)
      .set({ status: 'in_review', practitionerId: me, updatedAt: now })
      .where(
        and(eq(assessments.id, id), eq(assessments.status, 'awaiting_review'), eq(assessments.paid, true)),
      )
      .returning();
    if (row) {
      const details = { practitionerId: me };
      await recordAudit(
        tx,
        { ...actor, action: 'assessment.claim', targetType: 'assessment', targetId: id, details },
        now,
      );
    }
    return row;
  });
  if (claimed) return { ...(await stateWithPrescription(db, claimed)), message: null };
  const [row] = await db.select().from(assessments).where(eq(assessments.id, id));
  if (!row || row.status === 'draft' || row.status === 'pending_payment') throw notFoundError();
  if (row.status === 'in_review' && row.practitionerId === me)
    return { ...(await stateWithPrescription(db, row)), message: reviewMessages.alreadyReviewing };
  if (row.status === 'in_review') throw conflict(reviewMessages.claimed);
  throw conflict(reviewMessages.decided);
}

/**
 * Who may decide, the same for approve and decline: only an assessment in review, by its assigned practitioner or
 * an admin. Someone else's review is not this practitioner's to see (404, as for any id they may not open); one
 * still waiting is 409 notInReview for everyone, and a decided one 409 decided for those who may decide it.
 */
export async function decidable(
  db: Db,
  id: number,
  user: SessionUser,
): Promise<{ row: Row; assigned: boolean }> {
  const me = await practitionerIdOf(db, user);
  const [row] = await db.select().from(assessments).where(eq(assessments.id, id));
  if (!row || row.status === 'draft' || row.status === 'pending_payment') throw notFoundError();
  const assigned = me !== null && row.practitionerId === me;
  if (!user.isAdmin && !assigned) {
    if (row.status === 'awaiting_review') throw conflict(reviewMessages.notInReview);
    throw notFoundError();
  }
  if (row.status === 'approved' || row.status === 'declined') throw conflict(reviewMessages.decided);
  if (row.status !== 'in_review') throw conflict(reviewMessages.notInReview);
  return { row, assigned };
}

/**
 * Decline with the practitioner's reason: only the assigned practitioner or an admin, only while in review. Sends
 * `assessment_declined` to the patient (delivery never throws: a failure is in the outbox).
 */
export async function decline(
  db: Db,
  delivery: DeliveryService,
  id: number,
  user: SessionUser,
  reason: string,
  actor: Actor,
  now: Date,
): Promise<ReviewState> {
  const { assigned } = await decidable(db, id, user);
  // The reason is health information: it is stored on the assessment, never in the audit row or a log.
  const declined = await transaction(db, async (tx) => {
    const [changed] = await tx
      .update(assessments)
      .set({
        status: 'declined',
        declineReason: 'practitioner',
        decisionNotes: reason,
        decidedAt: now,
        updatedAt: now,
      })
      .where(and(eq(assessments.id, id), eq(assessments.status, 'in_review')))
      .returning();
    if (changed) {
      const details = {
        decision: 'declined',
        practitionerId: changed.practitionerId,
        as: assigned ? 'practitioner' : 'admin',
      };
      await recordAudit(
        tx,
        { ...actor, action: 'assessment.decide', targetType: 'assessment', targetId: id, details },
        now,
      );
    }
    return changed;
  });
  if (!declined) throw conflict(reviewMessages.decided);

  const [patient] = await db.select().from(users).where(eq(users.id, declined.patientId));
  if (patient) {
    const values = { ...personValues(patient, now), ...(await assessmentValues(db, declined)) };
    await sendTemplateEmail(db, delivery, 'assessment_declined', patient.email, values, {
      type: 'assessment',
      id: declined.id,
    });
  }
  return stateWithPrescription(db, declined);
}

/**
 * `GET /api/practitioner/assessments/{id}`: one assessment for its review, for the assigned practitioner or an
 * admin. Anyone else, other practitioners included, gets the 404 of an id that does not exist. The route audits
 * every read (never with the answers).
 */
export async function reviewDetail(db: Db, id: number, user: SessionUser, now: Date): Promise<ReviewDetail> {
  const me = await practitionerIdOf(db, user);
  const [found] = await db
    .select({ row: assessments, patient: users })
    .from(assessments)
    .innerJoin(users, eq(users.id, assessments.patientId))
    .where(eq(assessments.id, id));
  if (!found) throw notFoundError();
  const { row, patient } = found;
  const mine = me !== null && row.practitionerId === me;
  if (!mine && !user.isAdmin) throw notFoundError();
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    questionnaireVersion: row.questionnaireVersion,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    practitionerId: row.practitionerId,
    mine,
    patient: {
      id: patient.id,
      name: `${patient.firstName} ${patient.lastName}`.trim(),
      dateOfBirth: patient.dateOfBirth,
      age: ageOn(patient.dateOfBirth, now),
    },
    answers: (row.answers ?? {}) as ReviewDetail['answers'],
    declineReason: row.declineReason,
    decisionNotes: row.decisionNotes,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    prescriptionId: await prescriptionIdOf(db, row.id),
  };
}

/**
 * `GET /api/practitioner/medications`: the active catalogue with its active variants, by name and then strength
 * (numbers in a strength compare as numbers: 50 mg before 100 mg). A medication with no active variant has nothing
 * to prescribe and is left out. Each names the assessment types it may be prescribed for; the approval form offers
 * a medication only for those, and the approval refuses it for any other (docs/product/prescriptions.md).
 */
export async function prescribableMedications(db: Db): Promise<PrescribableMedication[]> {
  const rows = await db
    .select({ medication: medications, variant: medicationVariants })
    .from(medicationVariants)
    .innerJoin(medications, eq(medications.id, medicationVariants.medicationId))
    .where(and(eq(medications.isActive, true), eq(medicationVariants.isActive, true)));
  const byName = new Intl.Collator('en-AU', { numeric: true, sensitivity: 'base' });
  rows.sort(
    (a, b) =>
      byName.compare(a.medication.name, b.medication.name) ||
      a.medication.id - b.medication.id ||
      byName.compare(a.variant.strength, b.variant.strength) ||
      a.variant.id - b.variant.id,
  );
  const list: PrescribableMedication[] = [];
  for (const { medication, variant } of rows) {
    let entry = list.at(-1);
    if (entry?.id !== medication.id) {
      entry = {
        id: medication.id,
        name: medication.name,
        genericName: medication.genericName,
        assessmentTypes: medication.assessmentTypes,
        variants: [],
      };
      list.push(entry);
    }
    entry.variants.push({
      id: variant.id,
      strength: variant.strength,
      form: variant.form,
      quantity: variant.quantity,
    });
  }
  return list;
}
