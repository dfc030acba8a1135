import { z } from 'zod';
import { assessmentStatus } from '../dashboards/summary';
import { idempotencyKey, paymentStatus } from '../payments/payments';

/** Where a prescription is on its way to the patient. */
export const prescriptionStatuses = ['preparing', 'ready', 'posted', 'delivered'] as const;
export const prescriptionStatus = z.enum(prescriptionStatuses);
export type PrescriptionStatus = z.infer<typeof prescriptionStatus>;

export const prescriptionStatusLabels: Record<PrescriptionStatus, string> = {
  preparing: 'Preparing',
  ready: 'Ready',
  posted: 'Posted',
  delivered: 'Delivered',
};

/** An ISO 8601 instant. */
const instant = z.string();

/** One medicine of a prescription, as the patient sees it. */
export const prescribedMedicine = z.object({
  name: z.string(),
  strength: z.string(),
  form: z.string(),
  dosage: z.string(),
  instructions: z.string(),
  quantity: z.number().int().nonnegative(),
});

/**
 * One medicine on one line: 'Sildenafil 50 mg tablet × 8', with ': <dosage>' only when the dosage says more than
 * the strength and form it repeats ('5 mg daily' does; '50 mg tablet' does not).
 */
export function medicineLine(
  item: Pick<z.infer<typeof prescribedMedicine>, 'name' | 'strength' | 'form' | 'dosage' | 'quantity'>,
): string {
  const product = [item.name, item.strength, item.form]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  const dosage = item.dosage.trim();
  const said = [`${item.strength} ${item.form}`, item.strength, item.form].map((part) =>
    part.trim().toLowerCase(),
  );
  const more = dosage !== '' && !said.includes(dosage.toLowerCase());
  return `${product} × ${item.quantity}${more ? `: ${dosage}` : ''}`;
}

/** A prescription on the patient's dashboard (docs/product/dashboard.md). */
export const patientPrescription = z.object({
  id: z.number().int().positive(),
  status: prescriptionStatus,
  medicines: z.array(prescribedMedicine),
  repeats: z.number().int().nonnegative(),
  repeatsRemaining: z.number().int().nonnegative(),
  /** `post_tracking_base_url` + the tracking number, once posted; null before. */
  trackingUrl: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  practitionerName: z.string(),
  createdAt: instant,
});
export type PatientPrescription = z.infer<typeof patientPrescription>;

export const patientPrescriptionList = z.object({
  items: z.array(patientPrescription),
  /** What 'Request repeat' charges: the `post_fees` setting, in cents (0 when unset). */
  repeatPostFeeCents: z.number().int().nonnegative(),
});

/** 'Request repeat' (docs/product/dashboard.md): the quoted strings are ours; the spec names only the emails. */
export const repeatMessages = {
  noRepeatsLeft: 'There are no repeats left on this prescription.',
  notPostedYet: 'You can request a repeat once your current supply has been posted.',
  noCard: 'Add a card under Payment Methods to pay the post fee.',
  preparing: 'Your repeat is being prepared. We have emailed you the details.',
  pending: 'Your payment is being processed.',
} as const;

/** Where a prescription's last supply has been posted: only then may the next one be asked for. */
export const repeatableStatuses = ['posted', 'delivered'] as const satisfies readonly PrescriptionStatus[];

/**
 * Whether 'Request repeat' is offered and accepted (docs/product/prescriptions.md): a repeat is left, and the last
 * supply has been posted (not while it is still preparing or ready).
 */
export function repeatRefusal(
  prescription: Pick<PatientPrescription, 'status' | 'repeatsRemaining'>,
): string | null {
  if (prescription.repeatsRemaining <= 0) return repeatMessages.noRepeatsLeft;
  if (!(repeatableStatuses as readonly PrescriptionStatus[]).includes(prescription.status))
    return repeatMessages.notPostedYet;
  return null;
}

/** `POST /api/prescriptions/{id}/repeat`: one key per click, so a retried request charges once. */
export const repeatRequestInput = z.object({ idempotencyKey });
export type RepeatRequestInput = z.infer<typeof repeatRequestInput>;

export const repeatRequestResult = z.object({
  paymentId: z.number().int().positive().nullable(),
  status: paymentStatus,
  message: z.string(),
});
export type RepeatRequestResult = z.infer<typeof repeatRequestResult>;
export type PatientPrescriptionList = z.infer<typeof patientPrescriptionList>;

/** `GET /api/patient/summary`: what `/dashboard` shows at a glance. */
export const patientSummary = z.object({
  nextAppointment: z
    .object({
      id: z.number().int().positive(),
      startsAt: instant,
      durationMinutes: z.number().int().positive(),
      practitionerName: z.string(),
    })
    .nullable(),
  /** The patient's five most recent assessments, newest first. */
  assessments: z.array(
    z.object({
      id: z.number().int().positive(),
      type: z.string(),
      status: assessmentStatus,
      createdAt: instant,
    }),
  ),
  latestPrescription: patientPrescription.nullable(),
  unreadMessages: z.number().int().nonnegative(),
});
export type PatientSummary = z.infer<typeof patientSummary>;

/**
 * `GET /api/profile/export` ('Download my data', APP 12): every record the service holds about the patient, as
 * JSON. Each section is a list of plain records; card numbers are never held, so never exported.
 */
export const patientDataExport = z.object({
  exportedAt: instant,
  profile: z.record(z.string(), z.unknown()),
  assessments: z.array(z.record(z.string(), z.unknown())),
  appointments: z.array(z.record(z.string(), z.unknown())),
  prescriptions: z.array(z.record(z.string(), z.unknown())),
  payments: z.array(z.record(z.string(), z.unknown())),
  paymentMethods: z.array(z.record(z.string(), z.unknown())),
  messages: z.array(z.record(z.string(), z.unknown())),
});
export type PatientDataExport = z.infer<typeof patientDataExport>;
