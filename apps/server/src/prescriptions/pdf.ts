import { createHash } from 'node:crypto';
import { reviewMessages } from '@telehealth/contract';
import { asc, eq } from 'drizzle-orm';
import type { SessionUser } from '../auth';
import type { Db } from '../db/client';
import {
  medications,
  medicationVariants,
  practitioners,
  prescriptionItems,
  prescriptions,
  users,
} from '../db/schema';
import { doctor } from '../delivery/email-values';
import { notFound } from '../http/errors';
import { type FileStorage, readObject } from '../storage';
import { renderPrescriptionDocument } from './document';

/** Who reads a prescription's PDF: its patient, the practitioner who prescribed it, or an admin. */
export type PdfReader = 'owner' | 'prescriber' | 'admin';

type PrescriptionRow = typeof prescriptions.$inferSelect;

const notFoundError = () => notFound(reviewMessages.prescriptionNotFound);

/**
 * `GET /api/prescriptions/{id}/pdf`: the PDF as it was issued (stored at approval: in the file storage, or in the
 * row for prescriptions approved before it), or, for a prescription issued before PDFs were stored, drawn now on
 * the default template. Anyone but its patient, its prescriber or an admin gets the same 404 as for an id that does
 * not exist.
 */
export async function prescriptionPdf(
  db: Db,
  storage: FileStorage,
  id: number,
  user: Pick<SessionUser, 'id' | 'isAdmin'>,
): Promise<{ pdf: Buffer; as: PdfReader; patientId: number }> {
  const [found] = await db
    .select({ row: prescriptions, prescriberUserId: practitioners.userId })
    .from(prescriptions)
    .innerJoin(practitioners, eq(practitioners.id, prescriptions.practitionerId))
    .where(eq(prescriptions.id, id));
  if (!found) throw notFoundError();
  const { row } = found;
  let as: PdfReader;
  if (row.patientId === user.id) as = 'owner';
  else if (found.prescriberUserId === user.id) as = 'prescriber';
  else if (user.isAdmin) as = 'admin';
  else throw notFoundError();
  const pdf = row.pdfKey
    ? await issuedPdf(storage, row, row.pdfKey)
    : (row.pdf ?? (await drawIssuedBefore(db, row)));
  if (!pdf) throw notFoundError();
  return { pdf, as, patientId: row.patientId };
}

/**
 * The stored PDF, checked against the digest the row and the approval's audit row carry: a signed prescription
 * that is missing or altered in the bucket is a fault to report (500), never a document to hand out.
 */
async function issuedPdf(storage: FileStorage, row: PrescriptionRow, key: string): Promise<Buffer> {
  const pdf = await readObject(storage, key);
  if (!pdf) throw new Error(`the issued PDF of prescription ${row.id} is missing from the file storage`);
  const digest = createHash('sha256').update(pdf).digest('hex');
  if (row.pdfSha256 && digest !== row.pdfSha256)
    throw new Error(`the issued PDF of prescription ${row.id} does not match its recorded SHA-256`);
  return pdf;
}

/**
 * A prescription from before approvals stored their PDF: drawn as it always was, with the prescription's repeats
 * on each medicine (its items predate per-medicine repeats) and the prescriber's typed name on the signature line
 * (it was never signed with an image).
 */
async function drawIssuedBefore(db: Db, row: PrescriptionRow): Promise<Buffer | null> {
  const [patient] = await db.select().from(users).where(eq(users.id, row.patientId));
  const [prescriber] = await db.select().from(practitioners).where(eq(practitioners.id, row.practitionerId));
  if (!patient || !prescriber) return null;
  const items = await db
    .select({
      name: medications.name,
      strength: medicationVariants.strength,
      form: medicationVariants.form,
      instructions: prescriptionItems.instructions,
      quantity: prescriptionItems.quantity,
    })
    .from(prescriptionItems)
    .innerJoin(medicationVariants, eq(medicationVariants.id, prescriptionItems.variantId))
    .innerJoin(medications, eq(medications.id, medicationVariants.medicationId))
    .where(eq(prescriptionItems.prescriptionId, row.id))
    .orderBy(asc(prescriptionItems.id));
  return renderPrescriptionDocument(db, {
    prescriber,
    signature: doctor(prescriber.name),
    patient,
    issuedAt: row.createdAt,
    medicines: items.map((item) => ({ ...item, repeats: row.repeats })),
  });
}
