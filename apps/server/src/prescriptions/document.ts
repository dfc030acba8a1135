import { formatPhoneForDisplay } from '@telehealth/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { prescriptionTemplates, type users } from '../db/schema';
import { companyValues, doctor, formatDate } from '../delivery/email-values';
import { fillLayout, parseLayout, renderPrescriptionPdf } from '../templates';

/**
 * The printed prescription (docs/product/prescriptions.md): the values of the default prescription template's
 * placeholders for one prescription, and its A6 PDF. Shared by the approval, which renders and stores the PDF once, and
 * by the PDF endpoint, which draws older prescriptions (issued before PDFs were stored) on request.
 */

type Patient = Pick<
  typeof users.$inferSelect,
  | 'firstName'
  | 'lastName'
  | 'dateOfBirth'
  | 'address'
  | 'addressLine2'
  | 'suburb'
  | 'state'
  | 'postcode'
  | 'timezone'
>;

export interface PrescribedMedicine {
  /** The medication's name, e.g. 'Sildenafil'. */
  name: string;
  strength: string;
  form: string;
  instructions: string;
  quantity: number;
  repeats: number;
}

export interface PrescriptionDocument {
  prescriber: {
    name: string;
    prescriberNumber: string | null;
    ahpraNumber: string | null;
    practiceAddress: string | null;
    /** E.164; printed in its national form. */
    practicePhone: string | null;
  };
  /** What prints on the signature line: the stored PNG data URL, or text for prescriptions issued without one. */
  signature: string;
  patient: Patient;
  /** The day of issue, printed in the patient's timezone. */
  issuedAt: Date;
  medicines: readonly PrescribedMedicine[];
}

/** The one line an address prints on: '12 Example Street, Unit 3, Newtown NSW 2042'. */
export function addressLine(
  patient: Pick<Patient, 'address' | 'addressLine2' | 'suburb' | 'state' | 'postcode'>,
): string {
  const locality = [patient.suburb, patient.state, patient.postcode]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return [patient.address, patient.addressLine2, locality]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

/** An ISO date (yyyy-MM-dd) as dd/MM/yyyy; '' when there is none. */
export function printedDateOfBirth(dateOfBirth: string | null): string {
  const match = dateOfBirth ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** What the dosage line of a medicine says: its strength and form, e.g. '50 mg tablet'. */
export const dosageOf = (medicine: Pick<PrescribedMedicine, 'strength' | 'form'>) =>
  `${medicine.strength} ${medicine.form}`.trim();

/** The shared placeholder values, and one set of `medicine…` values per medicine. */
export function documentValues(
  document: PrescriptionDocument,
  company: Readonly<Record<string, string>>,
): { values: Record<string, string>; medicines: Record<string, string>[] } {
  const { patient } = document;
  const values = {
    ...company,
    practitionerName: doctor(document.prescriber.name),
    prescriberNumber: document.prescriber.prescriberNumber ?? '',
    practitionerAhpraNumber: document.prescriber.ahpraNumber ?? '',
    practiceAddress: document.prescriber.practiceAddress ?? '',
    practicePhone: document.prescriber.practicePhone
      ? formatPhoneForDisplay(document.prescriber.practicePhone)
      : '',
    practitionerSignature: document.signature,
    patientName: `${patient.firstName} ${patient.lastName}`.trim(),
    patientDateOfBirth: printedDateOfBirth(patient.dateOfBirth),
    patientAddress: addressLine(patient),
    prescriptionDate: formatDate(document.issuedAt, patient.timezone),
  };
  const medicines = document.medicines.map((medicine) => ({
    medicineName: medicine.name,
    medicineDosage: dosageOf(medicine),
    medicineInstructions: medicine.instructions,
    medicineQuantity: String(medicine.quantity),
    medicineRepeats: String(medicine.repeats),
  }));
  return { values, medicines };
}

/** The current default template's body; null when there is none (the boot inserts one). */
async function defaultTemplateBody(db: Db): Promise<string | null> {
  const [template] = await db
    .select({ body: prescriptionTemplates.templateReact })
    .from(prescriptionTemplates)
    .where(eq(prescriptionTemplates.isDefault, true))
    .limit(1);
  return template?.body ?? null;
}

/** The prescription as an A6 PDF on the current default template; null when there is no default template. */
export async function renderPrescriptionDocument(
  db: Db,
  document: PrescriptionDocument,
): Promise<Buffer | null> {
  const body = await defaultTemplateBody(db);
  if (body === null) return null;
  const { values, medicines } = documentValues(document, await companyValues(db));
  return renderPrescriptionPdf(fillLayout(parseLayout(body), values, medicines));
}
