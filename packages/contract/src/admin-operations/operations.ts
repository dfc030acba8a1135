import { z } from 'zod';
import { queryDate, searchText, tablePage, tableQuery } from '../admin-table';
import { assessmentType, assessmentTypes } from '../assessments/questionnaire';
import {
  appointmentStatusValues,
  bookAppointmentInput,
  rescheduleAppointmentInput,
} from '../booking/booking';
import { assessmentStatus } from '../dashboards/summary';
import { prescriptionStatus, prescriptionStatuses } from '../patient/patient-dashboard';
import { safeString } from '../text';
import { wholeNumber } from '../validation';

/**
 * The wire of the admin operations screens (docs/product/admin.md): every assessment with assign and reassign, every
 * appointment with cancel, reschedule and booking for a patient, the prescriptions' status flow, and the medicine
 * catalogue with its variants. The assessment detail is the practitioner's (`reviewDetail`), and the booking slots
 * are the patient's (`availability`): the admin screens reuse those endpoints, and the server gives an admin every slot
 * that has not started where a patient gets those at least 2 hours ahead (docs/product/booking.md).
 */

export const adminOperationsMessages = {
  // ---- assessments
  assessmentNotFound: 'Assessment not found',
  practitionerNotFound: 'Practitioner not found',
  practitionerInactive: 'This practitioner is not active. Choose an active practitioner.',
  notAssignable: 'Only an assessment awaiting review or in review can be assigned.',
  assignmentChanged: 'This assessment changed while you were assigning it. Reload it and try again.',
  practitionerId: 'Choose a practitioner.',
  // ---- appointments
  appointmentNotFound: 'Appointment not found',
  appointmentStarted: 'This appointment has already started, so it cannot be changed.',
  patientNotFound: 'Patient not found',
  patientId: 'Choose a patient.',
  dateRange: 'The end date must be on or after the start date.',
  // ---- prescriptions
  prescriptionNotFound: 'Prescription not found',
  illegalTransition:
    'A prescription moves from preparing to ready, then posted, then delivered, one step at a time.',
  statusChanged: 'This prescription’s status changed while you were updating it. Reload it and try again.',
  trackingNumberRequired: 'A tracking number is required to mark a prescription as posted.',
  trackingNumberFormat:
    'Use letters, numbers, spaces and hyphens for the tracking number, up to 40 characters.',
  status: 'Choose a status: preparing, ready, posted or delivered.',
  // ---- medications
  medicationNotFound: 'Medicine not found',
  variantNotFound: 'Variant not found',
  nameRequired: 'Name is required',
  nameTooLong: 'Use 100 characters or fewer for the name.',
  genericNameTooLong: 'Use 100 characters or fewer for the generic name.',
  descriptionTooLong: 'Use 2000 characters or fewer for the description.',
  assessmentTypesRequired: 'Choose at least one assessment type this medicine may be prescribed for.',
  strengthRequired: 'Strength is required, for example 50 mg',
  strengthTooLong: 'Use 50 characters or fewer for the strength.',
  formRequired: 'Form is required, for example tablet',
  formTooLong: 'Use 50 characters or fewer for the form.',
  packSize: 'Pack size must be a whole number from 1 to 1000',
  price: 'Price must be from $0.01 to $10,000.00',
  medicationId: 'Choose a medicine.',
  variantInUse: 'This variant is on a prescription: deactivate it instead.',
  variantDeleted: 'Variant deleted',
} as const;

/** The largest variant price, in AUD cents ($10,000). */
export const MAX_VARIANT_PRICE_CENTS = 1_000_000;
/** The largest pack size a variant sells. */
export const MAX_PACK_SIZE = 1000;

const MAX_ID = 2_147_483_647;
const positiveId = (message: string) => wholeNumber(message, 1, MAX_ID);
const instant = z.string();
/** A practitioner's id, or `none`, from the query string. */
const practitionerFilter = safeString({ error: 'practitionerId must be a practitioner’s id or none' })
  .trim()
  .regex(/^(none|[1-9]\d{0,9})$/, { message: 'practitionerId must be a practitioner’s id or none' })
  .transform((value) => (value === 'none' ? ('none' as const) : Number(value)))
  .refine((value) => value === 'none' || value <= MAX_ID, {
    message: 'practitionerId must be a practitioner’s id or none',
  });
const person = z.object({ id: z.number().int().positive(), name: z.string() });

// ------------------------------------------------------------------ assessments

export const adminAssessmentSortColumns = [
  'id',
  'createdAt',
  'submittedAt',
  'updatedAt',
  'type',
  'status',
  'patientName',
  'practitionerName',
] as const;

/** `GET /api/admin/assessments`: `practitionerId` is a practitioner's id, or `none` for the unassigned. */
export const adminAssessmentListQuery = z.object({
  ...tableQuery(adminAssessmentSortColumns, { sort: 'createdAt', dir: 'desc' }),
  type: assessmentType.optional(),
  status: assessmentStatus.optional(),
  practitionerId: practitionerFilter.optional(),
  /** The patient's name or email, or the assessment's id. */
  q: searchText,
});
export type AdminAssessmentListQuery = z.input<typeof adminAssessmentListQuery>;

/** One assessment in the admin list: no answers. */
export const adminAssessmentRow = z.object({
  id: z.number().int().positive(),
  type: assessmentType,
  status: assessmentStatus,
  paid: z.boolean(),
  feeCents: z.number().int().nonnegative(),
  patient: person.extend({ email: z.string() }),
  practitioner: person.nullable(),
  submittedAt: instant.nullable(),
  createdAt: instant,
  updatedAt: instant,
});
export type AdminAssessmentRow = z.infer<typeof adminAssessmentRow>;
export const adminAssessmentPage = tablePage(adminAssessmentRow);
export type AdminAssessmentPage = z.infer<typeof adminAssessmentPage>;

/** The statuses in which an admin may assign or reassign an assessment. */
export const assignableAssessmentStatuses = ['awaiting_review', 'in_review'] as const;

/** `POST /api/admin/assessments/{id}/assign`: the practitioner who reviews it from now on. */
export const assignAssessmentInput = z.object({
  practitionerId: positiveId(adminOperationsMessages.practitionerId),
});
export type AssignAssessmentInput = z.input<typeof assignAssessmentInput>;

// ------------------------------------------------------------------ appointments

export const adminAppointmentSortColumns = [
  'startsAt',
  'createdAt',
  'status',
  'patientName',
  'practitionerName',
] as const;

/**
 * `GET /api/admin/appointments`: `from` and `to` are calendar days (both included) in the admin's own timezone.
 */
export const adminAppointmentListQuery = z
  .object({
    ...tableQuery(adminAppointmentSortColumns, { sort: 'startsAt', dir: 'desc' }),
    from: queryDate.optional(),
    to: queryDate.optional(),
    practitionerId: positiveId(adminOperationsMessages.practitionerId).optional(),
    status: z
      .enum(appointmentStatusValues, { error: `Choose a status: ${appointmentStatusValues.join(', ')}.` })
      .optional(),
    /** The patient's name or email. */
    q: searchText,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: adminOperationsMessages.dateRange,
    path: ['to'],
  });
export type AdminAppointmentListQuery = z.input<typeof adminAppointmentListQuery>;

/** One appointment as the admin sees it. */
export const adminAppointment = z.object({
  id: z.number().int().positive(),
  startsAt: instant,
  durationMinutes: z.number().int().positive(),
  status: z.enum(appointmentStatusValues),
  patient: person.extend({ email: z.string() }),
  practitioner: person,
  assessmentId: z.number().int().positive().nullable(),
  assessmentType: assessmentType.nullable(),
  previousAppointmentId: z.number().int().positive().nullable(),
  /** Scheduled and not yet started: an admin may cancel or reschedule it (the patient's 24 hours do not apply). */
  canChange: z.boolean(),
  createdAt: instant,
});
export type AdminAppointment = z.infer<typeof adminAppointment>;
export const adminAppointmentPage = tablePage(adminAppointment);
export type AdminAppointmentPage = z.infer<typeof adminAppointmentPage>;

/** `POST /api/admin/appointments/{id}/reschedule`: the patient's own input. */
export const adminRescheduleInput = rescheduleAppointmentInput;
export type AdminRescheduleInput = z.input<typeof adminRescheduleInput>;

/** `POST /api/admin/appointments`: the patient's booking, for the patient the admin chose. */
export const adminBookAppointmentInput = bookAppointmentInput.extend({
  patientId: positiveId(adminOperationsMessages.patientId),
});
export type AdminBookAppointmentInput = z.input<typeof adminBookAppointmentInput>;

/** `GET /api/admin/appointments/bookable-assessments`: paid assessments with no live appointment, by patient. */
export const bookableAssessmentListQuery = z.object({
  ...tableQuery(['submittedAt', 'patientName'] as const, { sort: 'submittedAt', dir: 'desc' }),
  patientId: positiveId(adminOperationsMessages.patientId).optional(),
  /** The patient's name or email. */
  q: searchText,
});
export type BookableAssessmentListQuery = z.input<typeof bookableAssessmentListQuery>;

export const bookableAssessment = z.object({
  id: z.number().int().positive(),
  type: assessmentType,
  status: assessmentStatus,
  submittedAt: instant.nullable(),
  patient: person.extend({ email: z.string() }),
  /** The practitioner reviewing it, if any: the natural one to book with. */
  practitionerId: z.number().int().positive().nullable(),
});
export type BookableAssessment = z.infer<typeof bookableAssessment>;
export const bookableAssessmentPage = tablePage(bookableAssessment);
export type BookableAssessmentPage = z.infer<typeof bookableAssessmentPage>;

// ------------------------------------------------------------------ prescriptions

/** Each status and the one it comes from: the flow goes one step at a time, never back. */
export const prescriptionPreviousStatus = {
  preparing: null,
  ready: 'preparing',
  posted: 'ready',
  delivered: 'posted',
} as const satisfies Record<
  (typeof prescriptionStatuses)[number],
  (typeof prescriptionStatuses)[number] | null
>;

/** The status a prescription may move to next, or null once delivered. */
export function nextPrescriptionStatus(
  status: (typeof prescriptionStatuses)[number],
): (typeof prescriptionStatuses)[number] | null {
  const index = prescriptionStatuses.indexOf(status);
  return prescriptionStatuses[index + 1] ?? null;
}

export const adminPrescriptionSortColumns = [
  'id',
  'createdAt',
  'updatedAt',
  'status',
  'patientName',
] as const;

/** `GET /api/admin/prescriptions`: `q` is the patient's name or the prescription's id. */
export const adminPrescriptionListQuery = z.object({
  ...tableQuery(adminPrescriptionSortColumns, { sort: 'createdAt', dir: 'desc' }),
  status: prescriptionStatus.optional(),
  practitionerId: positiveId(adminOperationsMessages.practitionerId).optional(),
  q: searchText,
});
export type AdminPrescriptionListQuery = z.input<typeof adminPrescriptionListQuery>;

export const adminPrescriptionRow = z.object({
  id: z.number().int().positive(),
  status: prescriptionStatus,
  patient: person,
  practitioner: person,
  itemCount: z.number().int().nonnegative(),
  trackingNumber: z.string().nullable(),
  createdAt: instant,
  updatedAt: instant,
});
export type AdminPrescriptionRow = z.infer<typeof adminPrescriptionRow>;
export const adminPrescriptionPage = tablePage(adminPrescriptionRow);
export type AdminPrescriptionPage = z.infer<typeof adminPrescriptionPage>;

export const adminPrescriptionItem = z.object({
  id: z.number().int().positive(),
  medicationId: z.number().int().positive(),
  medicationName: z.string(),
  genericName: z.string().nullable(),
  variantId: z.number().int().positive(),
  strength: z.string(),
  form: z.string(),
  packSize: z.number().int().positive(),
  dosage: z.string(),
  instructions: z.string(),
  quantity: z.number().int().positive(),
  repeats: z.number().int().nonnegative(),
});
export type AdminPrescriptionItem = z.infer<typeof adminPrescriptionItem>;

/** One change of status, from the audit trail (the creation is the first). */
export const prescriptionStatusChange = z.object({
  status: prescriptionStatus,
  at: instant,
  /** Who made the change; null for the approval that created it when its actor is unknown. */
  by: z.string().nullable(),
  trackingNumber: z.string().nullable(),
});
export type PrescriptionStatusChange = z.infer<typeof prescriptionStatusChange>;

/** `GET /api/admin/prescriptions/{id}`. */
export const adminPrescriptionDetail = adminPrescriptionRow.extend({
  patient: person.extend({
    email: z.string(),
    /** The postal address, one line per part, for the parcel. */
    address: z.array(z.string()),
  }),
  assessmentId: z.number().int().positive().nullable(),
  repeats: z.number().int().nonnegative(),
  repeatsRemaining: z.number().int().nonnegative(),
  /** `post_tracking_base_url` + the tracking number once posted; null with no base URL set. */
  trackingUrl: z.string().nullable(),
  /** The status it may move to next; null once delivered. */
  nextStatus: prescriptionStatus.nullable(),
  items: z.array(adminPrescriptionItem),
  history: z.array(prescriptionStatusChange),
  /** The PDF endpoint (`prescriptionPdf`) of this prescription. */
  pdfPath: z.string(),
});
export type AdminPrescriptionDetail = z.infer<typeof adminPrescriptionDetail>;

const trackingNumber = safeString({ error: adminOperationsMessages.trackingNumberFormat })
  .trim()
  .max(40, { message: adminOperationsMessages.trackingNumberFormat })
  .regex(/^[A-Za-z0-9 -]*$/, { message: adminOperationsMessages.trackingNumberFormat });

/**
 * `POST /api/admin/prescriptions/{id}/status`: the next status; `posted` requires the tracking number (sent to the
 * patient by email). Any other status ignores it.
 */
export const prescriptionStatusInput = z
  .object({
    status: z.enum(prescriptionStatuses, { error: adminOperationsMessages.status }),
    trackingNumber: trackingNumber.optional(),
  })
  .superRefine((input, context) => {
    if (input.status === 'posted' && !input.trackingNumber)
      context.addIssue({
        code: 'custom',
        message: adminOperationsMessages.trackingNumberRequired,
        path: ['trackingNumber'],
      });
  });
export type PrescriptionStatusInput = z.input<typeof prescriptionStatusInput>;

// ------------------------------------------------------------------ medications

export const adminMedicationSortColumns = ['name', 'createdAt', 'updatedAt'] as const;

/** `GET /api/admin/medications`: `q` is the name or generic name; `status` active or inactive medicines. */
export const adminMedicationListQuery = z.object({
  ...tableQuery(adminMedicationSortColumns, { sort: 'name', dir: 'asc' }),
  status: z.enum(['active', 'inactive'], { error: 'Choose active or inactive.' }).optional(),
  q: searchText,
});
export type AdminMedicationListQuery = z.input<typeof adminMedicationListQuery>;

/** A variant of a medicine: pack size is how many units one pack holds; price in AUD cents. */
export const adminMedicationVariant = z.object({
  id: z.number().int().positive(),
  medicationId: z.number().int().positive(),
  medicationName: z.string(),
  strength: z.string(),
  form: z.string(),
  packSize: z.number().int().positive(),
  priceCents: z.number().int().nonnegative(),
  isActive: z.boolean(),
  /** On at least one prescription: it can be deactivated, not deleted. */
  inUse: z.boolean(),
  createdAt: instant,
  updatedAt: instant,
});
export type AdminMedicationVariant = z.infer<typeof adminMedicationVariant>;

export const adminMedication = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  genericName: z.string().nullable(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  /** The assessment types it may be prescribed for (docs/product/prescriptions.md); none until an admin chooses. */
  assessmentTypes: z.array(assessmentType),
  variants: z.array(adminMedicationVariant),
  createdAt: instant,
  updatedAt: instant,
});
export type AdminMedication = z.infer<typeof adminMedication>;
export const adminMedicationPage = tablePage(adminMedication);
export type AdminMedicationPage = z.infer<typeof adminMedicationPage>;

/** Blank optional text is stored as null. */
const optionalText = (max: number, message: string) =>
  safeString()
    .trim()
    .max(max, { message })
    .nullish()
    .transform((value) => (value ? value : null));

/** Create and edit a medicine. */
export const medicationInput = z.object({
  name: safeString({ error: adminOperationsMessages.nameRequired })
    .trim()
    .min(1, { message: adminOperationsMessages.nameRequired })
    .max(100, { message: adminOperationsMessages.nameTooLong }),
  genericName: optionalText(100, adminOperationsMessages.genericNameTooLong),
  description: optionalText(2000, adminOperationsMessages.descriptionTooLong),
  /** What it may be prescribed for: at least one type, each once, kept in the catalogue's order of types. */
  assessmentTypes: z
    .array(z.enum(assessmentTypes, { error: adminOperationsMessages.assessmentTypesRequired }), {
      error: adminOperationsMessages.assessmentTypesRequired,
    })
    .min(1, { message: adminOperationsMessages.assessmentTypesRequired })
    .transform((chosen) => assessmentTypes.filter((type) => chosen.includes(type))),
  isActive: z.boolean().default(true),
});
export type MedicationInput = z.input<typeof medicationInput>;

const requiredText = (required: string, tooLong: string) =>
  safeString({ error: required }).trim().min(1, { message: required }).max(50, { message: tooLong });

/** The variant form's fields, without the medicine it belongs to (fixed once created). */
export const medicationVariantFields = z.object({
  strength: requiredText(adminOperationsMessages.strengthRequired, adminOperationsMessages.strengthTooLong),
  form: requiredText(adminOperationsMessages.formRequired, adminOperationsMessages.formTooLong),
  packSize: wholeNumber(adminOperationsMessages.packSize, 1, MAX_PACK_SIZE),
  priceCents: wholeNumber(adminOperationsMessages.price, 1, MAX_VARIANT_PRICE_CENTS),
  isActive: z.boolean().default(true),
});
export type MedicationVariantFields = z.input<typeof medicationVariantFields>;

/** `POST /api/admin/medications/variants`: a new variant of a medicine. */
export const medicationVariantInput = medicationVariantFields.extend({
  medicationId: positiveId(adminOperationsMessages.medicationId),
});
export type MedicationVariantInput = z.input<typeof medicationVariantInput>;

/** `PATCH /api/admin/medications/variants/{id}/active`. */
export const variantActiveInput = z.object({
  isActive: z.boolean({ error: 'isActive must be true or false' }),
});
export type VariantActiveInput = z.input<typeof variantActiveInput>;
