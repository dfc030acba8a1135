import { randomInt } from 'node:crypto';
import {
  fallbackTimeZone,
  formatAud,
  formatPhoneForDisplay,
  formatTimeWithZone,
  formatWeekdayDate,
  medicineLine,
  safeTimeZone,
  type TestEmailRequest,
} from '@telehealth/contract';
import { and, asc, count, desc, eq, getTableColumns, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { promoUsesSql } from '../db/promo-uses';
import {
  appointments,
  assessments,
  medications,
  medicationVariants,
  messages,
  payments,
  practitioners,
  prescriptionItems,
  prescriptions,
  promoCodes,
  settings,
  users,
} from '../db/schema';
import type { CompanyFooter } from './render';

/**
 * Placeholder values from real records: the company settings, the recipient, and the appointment,
 * prescription, assessment... a template talks about. Dates and times are in the recipient's timezone.
 */
export type Values = Record<string, string>;

type User = typeof users.$inferSelect;
type Practitioner = typeof practitioners.$inferSelect;
type Appointment = typeof appointments.$inferSelect;
type Prescription = typeof prescriptions.$inferSelect;
type Assessment = typeof assessments.$inferSelect;

export const DEFAULT_TIMEZONE = fallbackTimeZone;
/** How long an unpaid prescription is held before it is cancelled (no setting exists for it). */
export const PAYMENT_HOLD_DAYS = 7;
/** The validity the email-verification and password-reset codes are sent with. */
export const OTP_EXPIRY_MINUTES = 10;

/** 'Thursday 5 March 2026', in the recipient's zone (the contract's one format module). */
export function formatDate(date: Date, timezone: string): string {
  return formatWeekdayDate(date, { timeZone: safeTimeZone(timezone) });
}

/** '11:00 am AEDT' */
export function formatTime(date: Date, timezone: string): string {
  return formatTimeWithZone(date, { timeZone: safeTimeZone(timezone) });
}

export { formatAud };

const minutes = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;
export const doctor = (name: string) => (/^dr\.?\s/i.test(name) ? name : `Dr. ${name}`);

const assessmentTypeLabels: Record<string, string> = {
  erectile_dysfunction: 'erectile dysfunction',
  weight_loss: 'weight loss',
  contraception: 'contraception',
};

/** companyName, brandName, supportEmail, contactNumber (for display), companyAddress, ABN (and companyEmail, privacyUrl). */
export async function companyValues(db: Db): Promise<Values> {
  const rows = await db.select().from(settings);
  const get = (key: string) => rows.find((row) => row.key === key)?.value.trim() ?? '';
  const locality = [get('company_suburb'), get('company_state'), get('company_postcode')]
    .filter(Boolean)
    .join(' ');
  const companyName = get('company_name');
  return {
    companyName,
    brandName: get('brand_name') || companyName,
    supportEmail: get('support_email') || get('company_email'),
    companyEmail: get('company_email'),
    // Stored in E.164 ('+611300000000'); people read '1300 000 000'.
    contactNumber: formatPhoneForDisplay(get('contact_number')),
    companyAddress: [get('company_address'), locality, get('company_country')].filter(Boolean).join(', '),
    ABN: get('company_abn'),
    privacyUrl: get('privacy_url'),
    postTrackingBaseUrl: get('post_tracking_base_url'),
  };
}

/** The company name, address and ABN every email's footer carries: the one reader of those settings for email. */
export async function companyFooter(db: Db): Promise<CompanyFooter> {
  const { companyName, companyAddress, ABN } = await companyValues(db);
  return { companyName: companyName ?? '', companyAddress: companyAddress ?? '', ABN: ABN ?? '' };
}

/** firstName, lastName, patient_name (and patientName), timezone, date (today, in their timezone). */
export function personValues(person: Pick<User, 'firstName' | 'lastName' | 'timezone'>, now: Date): Values {
  const name = `${person.firstName} ${person.lastName}`.trim();
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    patient_name: name,
    patientName: name,
    patientFirstName: person.firstName,
    timezone: safeTimeZone(person.timezone),
    date: formatDate(now, person.timezone),
  };
}

export function appointmentValues(
  appointment: Appointment,
  practitioner: Practitioner,
  timezone: string,
): Values {
  return {
    appointment_id: String(appointment.id),
    appointmentDate: formatDate(appointment.startsAt, timezone),
    appointmentTime: formatTime(appointment.startsAt, timezone),
    appointmentDuration: minutes(appointment.durationMinutes),
    practitionerName: doctor(practitioner.name),
    doctorName: doctor(practitioner.name),
    rescheduleReason: appointment.reason ?? '',
  };
}

export function previousAppointmentValues(previous: Appointment, timezone: string): Values {
  return {
    previousAppointmentDate: formatDate(previous.startsAt, timezone),
    previousAppointmentTime: formatTime(previous.startsAt, timezone),
  };
}

async function practitionerName(db: Db, id: number | null): Promise<string> {
  if (id === null) return '';
  const [row] = await db
    .select({ name: practitioners.name })
    .from(practitioners)
    .where(eq(practitioners.id, id));
  return row ? doctor(row.name) : '';
}

/** One line per medicine: '• Sildenafil 50 mg tablet × 8. Take one tablet...' (the strength once: medicineLine). */
export async function medicationList(db: Db, prescriptionId: number): Promise<string> {
  const items = await db
    .select({
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
    .where(eq(prescriptionItems.prescriptionId, prescriptionId))
    .orderBy(asc(prescriptionItems.id));
  return items
    .map((item) => {
      const instructions = item.instructions ? ` ${item.instructions}` : '';
      return `• ${medicineLine(item)}.${instructions}`;
    })
    .join('\n');
}

export async function prescriptionValues(
  db: Db,
  prescription: Prescription,
  timezone: string,
  company: Values,
): Promise<Values> {
  const trackingNumber = prescription.trackingNumber ?? '';
  const base = company.postTrackingBaseUrl ?? '';
  return {
    prescription_id: String(prescription.id),
    prescriptionId: String(prescription.id),
    prescriptionDate: formatDate(prescription.createdAt, timezone),
    medication_list: await medicationList(db, prescription.id),
    practitionerName: await practitionerName(db, prescription.practitionerId),
    repeatsRemaining: String(prescription.repeatsRemaining),
    trackingNumber,
    trackingUrl: trackingNumber && base ? `${base}${encodeURIComponent(trackingNumber)}` : '',
  };
}

/** amount (the latest failed payment, else the medicines plus post), retryPaymentUrl, holdDays. */
export async function paymentFailedValues(
  db: Db,
  prescription: Prescription,
  appUrl: string,
): Promise<Values> {
  const [failed] = await db
    .select({ amountCents: payments.amountCents })
    .from(payments)
    .where(and(eq(payments.prescriptionId, prescription.id), eq(payments.status, 'failed')))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  let cents = failed?.amountCents;
  if (cents === undefined) {
    const items = await db
      .select({ price: medicationVariants.priceCents })
      .from(prescriptionItems)
      .innerJoin(medicationVariants, eq(medicationVariants.id, prescriptionItems.variantId))
      .where(eq(prescriptionItems.prescriptionId, prescription.id));
    cents = items.reduce((sum, item) => sum + item.price, prescription.postFeeCents);
  }
  return {
    amount: formatAud(cents),
    retryPaymentUrl: `${appUrl}/dashboard/payment-methods`,
    holdDays: String(PAYMENT_HOLD_DAYS),
  };
}

/** The assessment's values; `medication_list` too when an approval prescribed for it (the approval email's). */
export async function assessmentValues(db: Db, assessment: Assessment): Promise<Values> {
  const [prescribed] = await db
    .select({ id: prescriptions.id })
    .from(prescriptions)
    .where(eq(prescriptions.assessmentId, assessment.id));
  return {
    assessment_id: String(assessment.id),
    assessmentType: assessmentTypeLabels[assessment.type] ?? assessment.type,
    decisionNotes: assessment.decisionNotes ?? '',
    practitionerName: (await practitionerName(db, assessment.practitionerId)) || 'Our practitioner',
    ...(prescribed ? { medication_list: await medicationList(db, prescribed.id) } : {}),
  };
}

/** The latest message the user received: who sent it, its first 140 characters, and how many are unread. */
export async function messageValues(db: Db, user: User, appUrl: string): Promise<Values> {
  const [latest] = await db
    .select({ content: messages.content, firstName: users.firstName, lastName: users.lastName })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(eq(messages.receiverId, user.id))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  const [unread] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.receiverId, user.id), eq(messages.isRead, false)));
  const preview = latest ? latest.content.replace(/\s+/g, ' ').trim() : '';
  return {
    senderName: latest ? `${latest.firstName} ${latest.lastName}` : 'Your care team',
    messagePreview: preview.length > 140 ? `${preview.slice(0, 139)}…` : preview,
    unreadCount: String(unread?.n ?? 0),
    loginUrl: `${appUrl}${user.isPractitioner ? '/practitioner/messages' : '/dashboard/messages'}`,
  };
}

/** A fresh six-digit code, never stored: a test email cannot verify anything. */
export function otpValues(): Values {
  return { otp: String(randomInt(0, 1_000_000)).padStart(6, '0'), expiryMinutes: String(OTP_EXPIRY_MINUTES) };
}

const validForLabels: Record<string, string> = {
  assessment: 'your assessment',
  prescription: 'your prescription',
  both: 'assessments and prescriptions',
};

/** The first active, unexpired promo code with uses left; empty values when there is none. */
export async function promoValues(db: Db, now: Date, timezone: string): Promise<Values> {
  const candidates = await db
    .select({ ...getTableColumns(promoCodes), uses: promoUsesSql })
    .from(promoCodes)
    .where(
      and(eq(promoCodes.isActive, true), or(isNull(promoCodes.expiresAt), gt(promoCodes.expiresAt, now))),
    )
    .orderBy(asc(promoCodes.id));
  const promo = candidates.find((row) => row.maxUses === null || row.uses < row.maxUses);
  if (!promo)
    return {
      promoCode: '',
      discountValue: '',
      discountType: '',
      validFor: '',
      validForLabel: '',
      expiryDate: '',
    };
  return promoCodeValues(promo, timezone);
}

/** The placeholders of `promo_code_delivery` for one code. */
export function promoCodeValues(
  promo: Pick<typeof promoCodes.$inferSelect, 'code' | 'discountType' | 'value' | 'validFor' | 'expiresAt'>,
  timezone: string,
): Values {
  return {
    promoCode: promo.code,
    discountValue: promo.discountType === 'percentage' ? `${promo.value}%` : formatAud(promo.value),
    discountType: promo.discountType,
    validFor: promo.validFor,
    validForLabel: validForLabels[promo.validFor] ?? promo.validFor,
    expiryDate: promo.expiresAt ? formatDate(promo.expiresAt, timezone) : 'none',
  };
}

/** The practitioner's appointments in time order, one line each, with the patient's name. */
export async function practitionerReminderValues(
  db: Db,
  appointmentIds: readonly number[],
  timezone: string,
): Promise<Values> {
  const rows = await db
    .select({
      startsAt: appointments.startsAt,
      duration: appointments.durationMinutes,
      first: users.firstName,
      last: users.lastName,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.patientId))
    .where(inArray(appointments.id, [...appointmentIds]))
    .orderBy(asc(appointments.startsAt));
  const first = rows[0];
  return {
    appointmentCount: String(rows.length),
    appointment_list: rows
      .map(
        (row) =>
          `• ${formatDate(row.startsAt, timezone)} at ${formatTime(row.startsAt, timezone)}: ${row.first} ${row.last} (${minutes(row.duration)})`,
      )
      .join('\n'),
    appointmentDate: first ? formatDate(first.startsAt, timezone) : '',
    appointmentTime: first ? formatTime(first.startsAt, timezone) : '',
  };
}

/** An ID of the test-email request that names no record; the route answers 404 with the field's message. */
export class RecordNotFoundError extends Error {
  override name = 'RecordNotFoundError';
  constructor(readonly field: keyof TestEmailRequest) {
    super(`${field} not found`);
  }
}

async function byId<T>(rows: Promise<T[]>, field: keyof TestEmailRequest): Promise<T> {
  const [row] = await rows;
  if (!row) throw new RecordNotFoundError(field);
  return row;
}

/**
 * Every value a test email of `request.templateType` needs, from the records its IDs name. Throws
 * RecordNotFoundError for the first ID (in the form's order) that names nothing.
 */
export async function testEmailValues(
  db: Db,
  request: TestEmailRequest,
  options: { now: Date; appUrl: string },
): Promise<Values> {
  const company = await companyValues(db);
  const user =
    request.userId === undefined
      ? null
      : await byId(db.select().from(users).where(eq(users.id, request.userId)), 'userId');
  const appointment =
    request.appointmentId === undefined
      ? null
      : await byId(
          db.select().from(appointments).where(eq(appointments.id, request.appointmentId)),
          'appointmentId',
        );
  const previous =
    request.previousAppointmentId === undefined
      ? null
      : await byId(
          db.select().from(appointments).where(eq(appointments.id, request.previousAppointmentId)),
          'previousAppointmentId',
        );
  const prescription =
    request.prescriptionId === undefined
      ? null
      : await byId(
          db.select().from(prescriptions).where(eq(prescriptions.id, request.prescriptionId)),
          'prescriptionId',
        );
  const assessment =
    request.assessmentId === undefined
      ? null
      : await byId(
          db.select().from(assessments).where(eq(assessments.id, request.assessmentId)),
          'assessmentId',
        );
  const practitioner =
    request.practitionerId === undefined
      ? null
      : await byId(
          db.select().from(practitioners).where(eq(practitioners.id, request.practitionerId)),
          'practitionerId',
        );
  if (request.appointmentIds) {
    const wanted = [...new Set(request.appointmentIds)];
    const found = await db
      .select({ id: appointments.id })
      .from(appointments)
      .where(inArray(appointments.id, wanted));
    if (found.length !== wanted.length) throw new RecordNotFoundError('appointmentIds');
  }

  // The recipient: the user, or for the practitioner reminder the practitioner's own account.
  const practitionerUser = practitioner
    ? await byId(db.select().from(users).where(eq(users.id, practitioner.userId)), 'practitionerId')
    : null;
  const person = user ?? practitionerUser;
  const timezone = safeTimeZone(person?.timezone);
  let values: Values = {
    ...company,
    ...(person ? personValues(person, options.now) : { date: formatDate(options.now, timezone), timezone }),
  };

  if (appointment) {
    const [owner] = await db
      .select()
      .from(practitioners)
      .where(eq(practitioners.id, appointment.practitionerId));
    if (owner) values = { ...values, ...appointmentValues(appointment, owner, timezone) };
  }
  if (previous) values = { ...values, ...previousAppointmentValues(previous, timezone) };
  if (prescription) {
    values = { ...values, ...(await prescriptionValues(db, prescription, timezone, company)) };
    if (request.templateType === 'prescription_payment_failed') {
      values = { ...values, ...(await paymentFailedValues(db, prescription, options.appUrl)) };
    }
  }
  if (assessment) values = { ...values, ...(await assessmentValues(db, assessment)) };
  if (practitioner && request.appointmentIds) {
    values = {
      ...values,
      practitionerName: doctor(practitioner.name),
      ...(await practitionerReminderValues(db, request.appointmentIds, timezone)),
    };
  }
  switch (request.templateType) {
    case 'email_verification':
      values = { ...values, ...otpValues() };
      break;
    case 'message_notification':
      if (user) values = { ...values, ...(await messageValues(db, user, options.appUrl)) };
      break;
    case 'promo_code_delivery':
      values = { ...values, ...(await promoValues(db, options.now, timezone)) };
      break;
    default:
      break;
  }
  return values;
}
