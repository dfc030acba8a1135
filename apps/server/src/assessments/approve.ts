import { createHash, randomUUID } from 'node:crypto';
import {
  type ApproveAssessmentInput,
  type AssessmentType,
  errorTypes,
  prescribingRefusals,
  type ReviewState,
  reviewMessages,
} from '@telehealth/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../audit';
import type { SessionUser } from '../auth';
import { type Db, transaction } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import {
  assessments,
  medications,
  medicationVariants,
  practitioners,
  prescriptionItems,
  prescriptions,
  users,
} from '../db/schema';
import { assessmentValues, companyValues, personValues, prescriptionValues } from '../delivery/email-values';
import type { DeliveryService } from '../delivery/service';
import { sendTemplateEmail } from '../delivery/templates';
import { HttpError } from '../http/errors';
import { repeatPostFeeCents } from '../patient';
import { signatureDataUrl } from '../practitioner';
import { dosageOf, type PrescribedMedicine, renderPrescriptionDocument } from '../prescriptions';
import { type FileStorage, type StorageLog, storeThenRecord } from '../storage';
import { type Actor, conflict, decidable, state } from './review';

/**
 * Approve (docs/product/practitioner.md): the assessment becomes `approved` and a prescription (`preparing`) is issued
 * with its A6 PDF, rendered once from the default template and stored as signed, so a later template change never
 * alters it.
 *
 * The status change, the prescription, its items and the audit row are one transaction; the status change is a
 * conditional UPDATE from `in_review`, and `prescriptions.assessment_id` is unique, so of two decisions at once
 * exactly one is written and the other answers 409. The PDF goes to the file storage before that transaction, and
 * is removed again when the transaction does not commit (the loser of a race, a failure): no file without its row.
 */

type Item = { variantId: number; instructions: string; quantity: number; repeats: number };

const cannotPrescribe = (message: string) => new HttpError(403, message, { errorType: errorTypes.forbidden });

const badVariant = (message: string, index: number) =>
  new HttpError(400, message, { errorType: errorTypes.validation, field: `items.${index}.variantId` });

/**
 * Each item's catalogue entry: the variant must exist and be active, and so must its medication, which must name
 * the assessment's type among those it may be prescribed for (docs/product/prescriptions.md).
 */
async function catalogueEntries(
  db: Db,
  items: readonly Item[],
  type: AssessmentType,
): Promise<PrescribedMedicine[]> {
  const rows = await db
    .select({
      id: medicationVariants.id,
      name: medications.name,
      strength: medicationVariants.strength,
      form: medicationVariants.form,
      assessmentTypes: medications.assessmentTypes,
    })
    .from(medicationVariants)
    .innerJoin(medications, eq(medications.id, medicationVariants.medicationId))
    .where(
      and(
        inArray(
          medicationVariants.id,
          items.map((item) => item.variantId),
        ),
        eq(medicationVariants.isActive, true),
        eq(medications.isActive, true),
      ),
    );
  return items.map((item, index) => {
    const entry = rows.find((row) => row.id === item.variantId);
    if (!entry) throw badVariant(reviewMessages.variantUnknown, index);
    if (!entry.assessmentTypes.includes(type)) throw badVariant(reviewMessages.wrongAssessmentType, index);
    return {
      name: entry.name,
      strength: entry.strength,
      form: entry.form,
      instructions: item.instructions,
      quantity: item.quantity,
      repeats: item.repeats,
    };
  });
}

/** Thrown inside the transaction to roll it back when another decision came first. */
class LostRace extends Error {}

export async function approve(
  db: Db,
  storage: FileStorage,
  delivery: DeliveryService,
  id: number,
  user: SessionUser,
  input: ApproveAssessmentInput,
  actor: Actor,
  now: Date,
  log?: StorageLog,
): Promise<ReviewState> {
  const { row, assigned } = await decidable(db, id, user);
  const items = input.items as Item[];

  // The prescriber is the assessment's practitioner, also when an admin decides: their details print.
  if (row.practitionerId === null) throw conflict(reviewMessages.notInReview);
  const [prescriber] = await db.select().from(practitioners).where(eq(practitioners.id, row.practitionerId));
  if (!prescriber) throw conflict(reviewMessages.notInReview);
  const signature = (await signatureDataUrl(storage, prescriber)) ?? '';
  // The prescriber number and signature first; then what a pharmacist checks the prescriber's registration with and
  // calls the practice on, named one by one (the review page's alert says the same).
  const [refusal] = prescribingRefusals({ ...prescriber, hasSignature: Boolean(signature) });
  if (refusal) throw cannotPrescribe(refusal);

  const medicines = await catalogueEntries(db, items, row.type);
  const [patient] = await db.select().from(users).where(eq(users.id, row.patientId));
  if (!patient) throw new Error(`assessment ${id} has no patient`);
  const pdf = await renderPrescriptionDocument(db, {
    prescriber,
    signature,
    patient,
    issuedAt: now,
    medicines,
  });
  if (!pdf) throw new Error('there is no default prescription template');
  const pdfSha256 = createHash('sha256').update(pdf).digest('hex');
  const repeats = Math.min(...items.map((item) => item.repeats));
  const postFeeCents = await repeatPostFeeCents(db);
  const pdfKey = `prescriptions/${randomUUID()}.pdf`;

  let written: {
    assessment: typeof assessments.$inferSelect;
    prescription: typeof prescriptions.$inferSelect;
  };
  try {
    written = await storeThenRecord(
      storage,
      [{ key: pdfKey, source: { bytes: pdf }, contentType: 'application/pdf' }],
      () =>
        transaction(db, async (tx) => {
          const [approved] = await tx
            .update(assessments)
            .set({ status: 'approved', decidedAt: now, updatedAt: now })
            .where(and(eq(assessments.id, id), eq(assessments.status, 'in_review')))
            .returning();
          if (!approved) throw new LostRace();
          const [prescription] = await tx
            .insert(prescriptions)
            .values({
              patientId: approved.patientId,
              practitionerId: prescriber.id,
              assessmentId: approved.id,
              status: 'preparing',
              repeats,
              repeatsRemaining: repeats,
              postFeeCents,
              pdfKey,
              pdfSha256,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          if (!prescription) throw new Error('the prescription was not created');
          await tx.insert(prescriptionItems).values(
            items.map((item, index) => ({
              prescriptionId: prescription.id,
              variantId: item.variantId,
              dosage: dosageOf(medicines[index] as PrescribedMedicine),
              instructions: item.instructions,
              quantity: item.quantity,
              repeats: item.repeats,
            })),
          );
          // Who and what, by id only: no answers, no instructions.
          const details = {
            decision: 'approved',
            practitionerId: prescriber.id,
            as: assigned ? 'practitioner' : 'admin',
            prescriptionId: prescription.id,
            variantIds: items.map((item) => item.variantId),
            itemCount: items.length,
            pdfSha256,
          };
          await recordAudit(
            tx,
            { ...actor, action: 'assessment.approve', targetType: 'assessment', targetId: id, details },
            now,
          );
          return { assessment: approved, prescription };
        }),
      log,
    );
  } catch (error) {
    if (error instanceof LostRace || isUniqueViolation(error)) throw await lostRaceError(db, id);
    throw error;
  }

  await sendApproval(db, delivery, written.assessment, written.prescription, patient, now);
  return state(written.assessment, written.prescription.id);
}

/** Another decision was written first: 409, in the words of where the assessment now stands. */
async function lostRaceError(db: Db, id: number): Promise<HttpError> {
  const [row] = await db
    .select({ status: assessments.status })
    .from(assessments)
    .where(eq(assessments.id, id));
  return conflict(
    row?.status === 'approved' || row?.status === 'declined'
      ? reviewMessages.decided
      : reviewMessages.notInReview,
  );
}

/**
 * `assessment_complete` to the patient: what was prescribed under 'Medicine:' (`medication_list`), and the
 * practitioner's notes only when there are some. Never throws.
 */
async function sendApproval(
  db: Db,
  delivery: DeliveryService,
  assessment: typeof assessments.$inferSelect,
  prescription: typeof prescriptions.$inferSelect,
  patient: typeof users.$inferSelect,
  now: Date,
): Promise<void> {
  const company = await companyValues(db);
  const values = {
    ...company,
    ...personValues(patient, now),
    ...(await prescriptionValues(db, prescription, patient.timezone, company)),
    ...(await assessmentValues(db, assessment)),
  };
  await sendTemplateEmail(db, delivery, 'assessment_complete', patient.email, values, {
    type: 'assessment',
    id: assessment.id,
  });
}
