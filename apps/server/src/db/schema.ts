import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Bytes: node-postgres answers a Buffer, PGlite a Uint8Array; both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The whole data model, written once for both PGlite and node-postgres.
 * Enumerations are text columns guarded by CHECK constraints built from the same arrays,
 * so adding a value is a one-line change plus `npm run db:generate` (no ALTER TYPE dance).
 */

export const userRoles = ['admin', 'practitioner', 'content_writer', 'patient'] as const;
export const assessmentTypes = ['erectile_dysfunction', 'weight_loss', 'contraception'] as const;
export const assessmentStatuses = [
  'draft',
  'pending_payment',
  'awaiting_review',
  'in_review',
  'approved',
  'declined',
] as const;
/** Why an assessment was declined: a red-flag answer, or the practitioner's decision. */
export const assessmentDeclineReasons = ['red_flag', 'practitioner'] as const;
export const appointmentStatuses = ['scheduled', 'completed', 'cancelled', 'rescheduled', 'no_show'] as const;
/** Where the prescription is on its way to the patient (docs/product/prescriptions.md). */
export const prescriptionStatuses = ['preparing', 'ready', 'posted', 'delivered'] as const;
export const paymentStatuses = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export const articleStatuses = ['draft', 'published', 'archived'] as const;
export const legalDocumentTypes = ['privacy_policy', 'terms_of_use'] as const;
export const contactStatuses = ['new', 'in-progress', 'resolved', 'closed'] as const;
export const campaignTypes = ['welcome_popup', 'exit_intent'] as const;
export const discountTypes = ['percentage', 'fixed_amount'] as const;
export const promoValidFor = ['assessment', 'prescription', 'both'] as const;
export const otpPurposes = ['email_verification', 'password_reset'] as const;
export const outboundChannels = ['email', 'sms'] as const;
export const outboundStatuses = ['queued', 'sent', 'failed'] as const;

/** `column IN ('a', 'b')` for a CHECK constraint; values are our own constants, never user input. */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

// ---------------------------------------------------------------- people and access

export const users = pgTable(
  'users',
  {
    id: id(),
    // Stored lower-cased by the contract's email schema; the index below enforces it regardless.
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isPractitioner: boolean('is_practitioner').notNull().default(false),
    isContentWriter: boolean('is_content_writer').notNull().default(false),
    role: text('role', { enum: userRoles }).notNull().default('patient'),
    contactEmail: text('contact_email'),
    contactMobile: text('contact_mobile'),
    address: text('address'),
    addressLine2: text('address_line2'),
    suburb: text('suburb'),
    state: text('state'),
    postcode: text('postcode'),
    country: text('country').notNull().default('Australia'),
    dpid: text('dpid'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    timezone: text('timezone').notNull().default('Australia/Sydney'),
    emailVerified: boolean('email_verified').notNull().default(false),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /**
     * The Medicare card number's digits (10, or 11 with the IRN), check digit verified; optional
     * (docs/product/settings.md).
     */
    medicareNumber: text('medicare_number'),
    /**
     * When an admin disabled the account (docs/product/admin.md): it cannot sign in, and its sessions were ended at
     * that moment. Null for an active account.
     */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    // The chat reads the (few) admins every 30 s per process, and lists people by name.
    index('users_admin_idx').on(t.id).where(sql`${t.isAdmin}`),
    index('users_name_idx').on(t.lastName, t.firstName, t.id),
    check('users_role_check', oneOf(t.role, userRoles)),
  ],
);

/**
 * Links that let a new staff account set its first password ('Add Practitioner' and content writers,
 * docs/product/admin.md). Only the SHA-256 of the token is kept; a link works once (`used_at`, set by a conditional
 * update) and until `expires_at` (48 h after it was made). A new link for the same account revokes the older ones.
 */
export const passwordSetTokens = pgTable(
  'password_set_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The admin who made the link. */
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_set_tokens_hash_idx').on(t.tokenHash),
    index('password_set_tokens_user_idx').on(t.userId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    // SHA-256 (hex) of the cookie token: a database leak does not leak usable sessions.
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * The shared rate-limit counters (src/rate-limit): one row per limit and key (`contact:203.0.113.9`,
 * `sign-in-account:ada@example.com`, `chat:42`), counting hits in a fixed window that ends at `expires_at`.
 * Every server process counts here, so several processes share one limit; an expired row is reset by the next hit
 * and removed by the periodic prune.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_expires_idx').on(t.expiresAt)],
);

/**
 * One row per running server process: renewed every heartbeat (PRESENCE_HEARTBEAT_SECONDS), it lapses
 * when the process stops renewing it. A process that dies without a word is taken as gone once `expires_at` has
 * passed, and any process then deletes its row, and with it its `chat_presence` rows. Times are the database's.
 */
export const serverInstances = pgTable(
  'server_instances',
  {
    /** The process's bus node id (a UUID made at start). */
    id: text('id').primaryKey(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('server_instances_expires_idx').on(t.expiresAt)],
);

/**
 * Who has a chat socket open on which process: a user is online while any row of theirs belongs to a live
 * instance. The bus pushes each change at once; these rows are the truth every process reads back.
 */
export const chatPresence = pgTable(
  'chat_presence',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instanceId: text('instance_id')
      .notNull()
      .references(() => serverInstances.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.instanceId] }),
    index('chat_presence_instance_idx').on(t.instanceId),
  ],
);

/**
 * The audit trail: who did what, to what, when and from where. Append-only: triggers refuse UPDATE, DELETE and
 * TRUNCATE (migration 0004), and a BEFORE INSERT trigger chains each row to the previous one by hash, so a removed
 * row is detectable (`auditChainBreaks`). No foreign keys, so that nothing a user or a record loses can change it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    /** Assigned by the chain trigger, in chain order. */
    id: integer('id').primaryKey().default(0),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The signed-in user who acted; null for a visitor (a failed sign-in names the account in `details`). */
    actorId: integer('actor_id'),
    actorRole: text('actor_role'),
    /** Dotted verb: `auth.sign_in`, `legal_document.update`, `patient_record.read`... */
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    ip: text('ip'),
    /** What changed (old and new values) or what was read; never a secret. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** Filled by the database: the previous row's hash, and this row's. */
    prevHash: text('prev_hash'),
    hash: text('hash').notNull().default(''),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);

export const emailOtps = pgTable(
  'email_otps',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: otpPurposes }).notNull().default('email_verification'),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_otps_user_idx').on(t.userId, t.purpose),
    check('email_otps_purpose_check', oneOf(t.purpose, otpPurposes)),
  ],
);

export const mfaChallengePurposes = ['verify', 'enrol'] as const;

/**
 * A user's TOTP second factor. `confirmedAt` is null while an enrolment waits for its first code;
 * `lastStep` is the last time step accepted, so a code is never accepted twice (updated with a compare in SQL).
 * The secret is stored as is: there is no key management for encryption at rest yet (see the server README).
 */
export const userMfa = pgTable('user_mfa', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: integer('last_step'),
  createdAt: createdAt(),
});

/** The 10 single-use recovery codes of an enrolment, as SHA-256 digests. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mfa_recovery_codes_hash_idx').on(t.userId, t.codeHash)],
);

/**
 * The short-lived token a sign-in answers with when a second factor is due: `verify` (enrolled, asks for a code)
 * or `enrol` (REQUIRE_STAFF_MFA and not enrolled). Only its SHA-256 is stored; it is deleted when used.
 */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: mfaChallengePurposes }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mfa_challenges_token_hash_idx').on(t.tokenHash),
    index('mfa_challenges_user_idx').on(t.userId),
    check('mfa_challenges_purpose_check', oneOf(t.purpose, mfaChallengePurposes)),
  ],
);

// ---------------------------------------------------------------- clinical

export const practitioners = pgTable(
  'practitioners',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    specialization: text('specialization').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    /** Appointments per hour. */
    appointmentLimit: integer('appointment_limit').notNull().default(4),
    bio: text('bio').notNull().default(''),
    /** AHPRA registration number, `^[A-Z]{3}\d{10}$` (docs/product/practitioner.md). */
    ahpraNumber: text('ahpra_number'),
    prescriberNumber: text('prescriber_number'),
    // ---- documents: what a pharmacist needs to reach the prescriber (docs/product/prescriptions.md)
    /** The practice's address as it prints on a prescription, on one line. */
    practiceAddress: text('practice_address'),
    /** The practice's phone number, in E.164 (+61…). */
    practicePhone: text('practice_phone'),
    /**
     * A signature saved before files moved to the file storage: a PNG data URL, checked by its bytes on upload (at
     * most 256 KB). Still read when `signatureKey` is null; a new signature clears it.
     */
    signatureImage: text('signature_image'),
    // ---- object storage
    /** The signature PNG in the file storage (`signatures/<random>.png`); null when there is none (or a legacy one). */
    signatureKey: text('signature_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('practitioners_user_idx').on(t.userId),
    check('practitioners_limit_check', sql`${t.appointmentLimit} >= 1`),
  ],
);

export const appointmentSettings = pgTable(
  'appointment_settings',
  {
    id: id(),
    practitionerId: integer('practitioner_id')
      .notNull()
      .references(() => practitioners.id, { onDelete: 'cascade' }),
    /** Minutes, 5 to 60; duration × the practitioner's hourly limit must not exceed 60 (checked in code). */
    appointmentDuration: integer('appointment_duration').notNull().default(15),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('appointment_settings_practitioner_idx').on(t.practitionerId),
    check('appointment_settings_duration_check', sql`${t.appointmentDuration} between 5 and 60`),
  ],
);

export const assessments = pgTable(
  'assessments',
  {
    id: id(),
    type: text('type', { enum: assessmentTypes }).notNull(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default({}),
    /** The questionnaire version the answers were given to (docs/product/assessments.md). */
    questionnaireVersion: integer('questionnaire_version').notNull().default(1),
    status: text('status', { enum: assessmentStatuses }).notNull().default('draft'),
    declineReason: text('decline_reason', { enum: assessmentDeclineReasons }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    practitionerId: integer('practitioner_id').references(() => practitioners.id, { onDelete: 'set null' }),
    decisionNotes: text('decision_notes'),
    paid: boolean('paid').notNull().default(false),
    feeCents: integer('fee_cents').notNull().default(0),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** 'Change my answers': the red-flag stop this draft was reopened from, which stays declined. */
    reopenedFromId: integer('reopened_from_id').references((): AnyPgColumn => assessments.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('assessments_patient_idx').on(t.patientId),
    index('assessments_practitioner_status_idx').on(t.practitionerId, t.status),
    index('assessments_status_idx').on(t.status),
    // ---- reports and the admin list: assessments by the day they were started.
    index('assessments_created_idx').on(t.createdAt),
    // ---- reports and the dashboard chart: assessments by the day they were submitted.
    index('assessments_submitted_idx').on(t.submittedAt),
    // ---- assessments: one open draft per patient and type, so two tabs cannot make two.
    uniqueIndex('assessments_one_draft_idx').on(t.patientId, t.type).where(sql`${t.status} = 'draft'`),
    check('assessments_type_check', oneOf(t.type, assessmentTypes)),
    check('assessments_status_check', oneOf(t.status, assessmentStatuses)),
    check('assessments_decline_reason_check', oneOf(t.declineReason, assessmentDeclineReasons)),
  ],
);

export const appointments = pgTable(
  'appointments',
  {
    id: id(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    practitionerId: integer('practitioner_id')
      .notNull()
      .references(() => practitioners.id, { onDelete: 'restrict' }),
    assessmentId: integer('assessment_id').references(() => assessments.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    status: text('status', { enum: appointmentStatuses }).notNull().default('scheduled'),
    /** The appointment this one replaces when it was rescheduled. */
    previousAppointmentId: integer('previous_appointment_id').references((): AnyPgColumn => appointments.id, {
      onDelete: 'set null',
    }),
    reason: text('reason'),
    /** When the patient's 24-hour reminder went out; set before sending, so it goes once (docs/product/booking.md). */
    patientReminderSentAt: timestamp('patient_reminder_sent_at', { withTimezone: true }),
    /** The pg-boss job of that reminder, cancelled with the appointment. */
    reminderJobId: text('reminder_job_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('appointments_practitioner_start_idx').on(t.practitionerId, t.startsAt),
    // ---- booking: a practitioner is never double-booked, even under concurrent requests.
    uniqueIndex('appointments_practitioner_live_start_idx')
      .on(t.practitionerId, t.startsAt)
      .where(sql`${t.status} = 'scheduled'`),
    // One live appointment per assessment: a reschedule replaces it, a cancel frees it.
    uniqueIndex('appointments_assessment_live_idx').on(t.assessmentId).where(sql`${t.status} = 'scheduled'`),
    index('appointments_patient_start_idx').on(t.patientId, t.startsAt),
    index('appointments_starts_idx').on(t.startsAt),
    check('appointments_status_check', oneOf(t.status, appointmentStatuses)),
    check('appointments_duration_check', sql`${t.durationMinutes} > 0`),
  ],
);

export const medications = pgTable(
  'medications',
  {
    id: id(),
    name: text('name').notNull(),
    genericName: text('generic_name'),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    // ---- prescribing safety (docs/product/prescriptions.md)
    /** The assessment types it may be prescribed for; empty (prescribable for none) until an admin chooses. */
    assessmentTypes: text('assessment_types')
      .array()
      .$type<(typeof assessmentTypes)[number][]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'medications_assessment_types_check',
      sql`${t.assessmentTypes} <@ array[${sql.raw(assessmentTypes.map((type) => `'${type}'`).join(', '))}]::text[]`,
    ),
  ],
);

export const medicationVariants = pgTable(
  'medication_variants',
  {
    id: id(),
    medicationId: integer('medication_id')
      .notNull()
      .references(() => medications.id, { onDelete: 'cascade' }),
    strength: text('strength').notNull(),
    form: text('form').notNull(),
    /** AUD cents. */
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('medication_variants_medication_idx').on(t.medicationId),
    check('medication_variants_price_check', sql`${t.priceCents} >= 0`),
  ],
);

export const prescriptions = pgTable(
  'prescriptions',
  {
    id: id(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    practitionerId: integer('practitioner_id')
      .notNull()
      .references(() => practitioners.id, { onDelete: 'restrict' }),
    assessmentId: integer('assessment_id').references(() => assessments.id, { onDelete: 'set null' }),
    status: text('status', { enum: prescriptionStatuses }).notNull().default('preparing'),
    repeats: integer('repeats').notNull().default(0),
    repeatsRemaining: integer('repeats_remaining').notNull().default(0),
    trackingNumber: text('tracking_number'),
    postFeeCents: integer('post_fee_cents').notNull().default(0),
    notes: text('notes'),
    /**
     * The A6 PDF as it was signed at approval (docs/product/practitioner.md), so a later template change never alters
     * an issued prescription, for prescriptions approved before PDFs moved to the file storage (see `pdfKey`). Null
     * when `pdfKey` holds it, and for prescriptions issued before approvals rendered one (they are drawn on request).
     */
    pdf: bytea('pdf'),
    /** SHA-256 of the issued PDF, hex: the audit row of the approval carries the same hash. */
    pdfSha256: text('pdf_sha256'),
    // ---- object storage
    /** The issued PDF in the file storage (`prescriptions/<random>.pdf`), written before this row. */
    pdfKey: text('pdf_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('prescriptions_patient_idx').on(t.patientId),
    index('prescriptions_practitioner_idx').on(t.practitionerId),
    // One prescription per assessment: a second approval cannot slip past the status check.
    uniqueIndex('prescriptions_assessment_idx').on(t.assessmentId),
    check('prescriptions_status_check', oneOf(t.status, prescriptionStatuses)),
    check(
      'prescriptions_repeats_check',
      sql`${t.repeatsRemaining} >= 0 and ${t.repeatsRemaining} <= ${t.repeats}`,
    ),
  ],
);

export const prescriptionItems = pgTable(
  'prescription_items',
  {
    id: id(),
    prescriptionId: integer('prescription_id')
      .notNull()
      .references(() => prescriptions.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => medicationVariants.id, { onDelete: 'restrict' }),
    dosage: text('dosage').notNull(),
    instructions: text('instructions').notNull().default(''),
    quantity: integer('quantity').notNull().default(1),
    /** This medicine's repeats as prescribed; the prescription's own count is the fewest of its items'. */
    repeats: integer('repeats').notNull().default(0),
  },
  (t) => [
    index('prescription_items_prescription_idx').on(t.prescriptionId),
    check('prescription_items_numbers_check', sql`${t.quantity} >= 1 and ${t.repeats} >= 0`),
  ],
);

// ---------------------------------------------------------------- money

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: id(),
    code: text('code').notNull(),
    discountType: text('discount_type', { enum: discountTypes }).notNull(),
    /** Percentage points for `percentage`, AUD cents for `fixed_amount`. */
    value: integer('value').notNull(),
    validFor: text('valid_for', { enum: promoValidFor }).notNull().default('both'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerPatient: integer('max_uses_per_patient'),
    // No stored count of uses: a code's uses are its payments (promo-codes/service.ts, docs/product/campaigns.md).
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_upper_idx').on(sql`upper(${t.code})`),
    check('promo_codes_discount_type_check', oneOf(t.discountType, discountTypes)),
    check('promo_codes_valid_for_check', oneOf(t.validFor, promoValidFor)),
    check(
      'promo_codes_value_check',
      sql`${t.value} > 0 and (${t.discountType} <> 'percentage' or ${t.value} <= 100)`,
    ),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    assessmentId: integer('assessment_id').references(() => assessments.id, { onDelete: 'set null' }),
    prescriptionId: integer('prescription_id').references(() => prescriptions.id, { onDelete: 'set null' }),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('AUD'),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    /** Display text such as 'Visa •••• 4242'; never a card number. */
    methodSummary: text('method_summary'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // ---- checkout and payments
    /** The client's key for one checkout attempt: a retried or doubled request finds this row (unique per user). */
    idempotencyKey: text('idempotency_key'),
    /** The fee before the discount; `amountCents` is what was charged (GST-inclusive). */
    subtotalCents: integer('subtotal_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    /** What was bought, as the invoice names it. */
    description: text('description').notNull().default(''),
    /** The provider's message for a failed payment (never card data). */
    failureMessage: text('failure_message'),
    /** 'INV-000123', given when the payment succeeds. */
    invoiceNumber: text('invoice_number'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // ---- object storage
    /** The tax invoice PDF, stored once on its first download (`invoices/<random>.pdf`) and never drawn again. */
    invoicePdfKey: text('invoice_pdf_key'),
    // ---- documents
    /**
     * The company's name, ABN, address and email as they were when the payment succeeded, written in the same
     * transaction: the invoice prints these, not today's settings. Null for a payment that never succeeded.
     */
    invoiceCompany: jsonb('invoice_company').$type<{
      name: string;
      abn: string;
      address: string;
      email: string;
    }>(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId),
    index('payments_assessment_idx').on(t.assessmentId),
    index('payments_prescription_idx').on(t.prescriptionId),
    // A promo code's uses are counted from its payments.
    index('payments_promo_code_idx').on(t.promoCodeId),
    // ---- reports: revenue by day over a date range.
    index('payments_paid_at_idx').on(t.paidAt),
    check('payments_status_check', oneOf(t.status, paymentStatuses)),
    // ---- checkout and payments
    uniqueIndex('payments_user_idempotency_idx').on(t.userId, t.idempotencyKey),
    // One payment per provider intent: the webhook's completion is keyed on it.
    uniqueIndex('payments_provider_ref_idx').on(t.provider, t.providerRef),
    uniqueIndex('payments_invoice_number_idx').on(t.invoiceNumber),
    check(
      'payments_amounts_check',
      sql`${t.amountCents} >= 0 and ${t.discountCents} >= 0 and ${t.subtotalCents} >= 0`,
    ),
  ],
);

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    brand: text('brand'),
    last4: text('last4'),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    // ---- checkout and payments
    /** The provider's customer the method is attached to (Stripe's `cus_...`), if it has one. */
    customerRef: text('customer_ref'),
  },
  (t) => [
    index('payment_methods_user_idx').on(t.userId),
    // ---- checkout and payments
    uniqueIndex('payment_methods_provider_ref_idx').on(t.provider, t.providerRef),
    // At most one default card per patient.
    uniqueIndex('payment_methods_one_default_idx').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

// ---------------------------------------------------------------- content and communication

/** PostgreSQL's text-search vector; only ever generated by the database. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const articles = pgTable(
  'articles',
  {
    id: id(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /** Sanitised HTML. */
    content: text('content').notNull().default(''),
    status: text('status', { enum: articleStatuses }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The stored cover's file name under DATA_DIR/uploads/articles (a UUID and extension), or null. */
    coverImage: text('cover_image'),
    category: text('category').notNull().default('general-health'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    /**
     * Full-text search: the title weighs most (A), then the excerpt and tags (B), then the body (C). The English
     * parser drops HTML tags on its own.
     */
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(excerpt, '') || ' ' || coalesce(tags::text, '')), 'B') || setweight(to_tsvector('english', coalesce(content, '')), 'C')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('articles_slug_idx').on(t.slug),
    index('articles_status_published_idx').on(t.status, t.publishedAt),
    index('articles_author_updated_idx').on(t.authorId, t.updatedAt),
    index('articles_search_idx').using('gin', t.search),
    check('articles_status_check', oneOf(t.status, articleStatuses)),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null means a broadcast from the sender. */
    receiverId: integer('receiver_id').references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    assessmentId: integer('assessment_id').references(() => assessments.id, { onDelete: 'set null' }),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_receiver_unread_idx').on(t.receiverId, t.isRead),
    index('messages_pair_idx').on(t.senderId, t.receiverId, t.createdAt),
    index('messages_assessment_idx').on(t.assessmentId, t.createdAt),
  ],
);

export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: id(),
    type: text('type', { enum: legalDocumentTypes }).notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One active document per type: activating one must deactivate the other first.
    uniqueIndex('legal_documents_one_active_idx').on(t.type).where(sql`${t.isActive}`),
    check('legal_documents_type_check', oneOf(t.type, legalDocumentTypes)),
  ],
);

export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    type: text('type').notNull(),
    category: text('category'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: contactStatuses }).notNull().default('new'),
    assignedToId: integer('assigned_to_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contact_submissions_status_idx').on(t.status, t.createdAt),
    check('contact_submissions_status_check', oneOf(t.status, contactStatuses)),
  ],
);

export const contactAttachments = pgTable(
  'contact_attachments',
  {
    id: id(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => contactSubmissions.id, { onDelete: 'cascade' }),
    /** Random file name under DATA_DIR/uploads; the original name is only displayed. */
    storedName: text('stored_name').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_attachments_submission_idx').on(t.submissionId)],
);

// ---------------------------------------------------------------- marketing

export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    instanceId: text('instance_id').notNull(),
    name: text('name').notNull().default(''),
    type: text('type', { enum: campaignTypes }).notNull(),
    isActive: boolean('is_active').notNull().default(false),
    delaySeconds: integer('delay_seconds').notNull().default(3),
    htmlTemplate: text('html_template').notNull().default(''),
    editableSections: jsonb('editable_sections').$type<Record<string, string>>().notNull().default({}),
    /** Sent by email (`promo_code_delivery`) to each new subscriber. */
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('campaigns_instance_idx').on(t.instanceId),
    check('campaigns_type_check', oneOf(t.type, campaignTypes)),
  ],
);

export const campaignSubmissions = pgTable(
  'campaign_submissions',
  {
    id: id(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    instanceId: text('instance_id').notNull(),
    email: text('email').notNull(),
    sourceUrl: text('source_url'),
    /** The consent's evidence (Spam Act): createdAt is when, sourceUrl where, this the client's address. */
    ipAddress: text('ip_address'),
    /** SHA-256 of the unsubscribe link's token; the token itself is only in the email. */
    unsubscribeTokenHash: text('unsubscribe_token_hash'),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('campaign_submissions_campaign_email_idx').on(t.campaignId, sql`lower(${t.email})`),
    uniqueIndex('campaign_submissions_unsubscribe_idx').on(t.unsubscribeTokenHash),
    index('campaign_submissions_email_idx').on(sql`lower(${t.email})`),
  ],
);

// ---------------------------------------------------------------- configuration and templates

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull().default(''),
  updatedAt: updatedAt(),
});

export const emailTemplates = pgTable(
  'email_templates',
  {
    id: id(),
    type: text('type').notNull(),
    editableSections: jsonb('editable_sections').$type<Record<string, string>>().notNull().default({}),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('email_templates_type_idx').on(t.type)],
);

export const smsTemplates = pgTable(
  'sms_templates',
  {
    id: id(),
    type: text('type').notNull(),
    content: text('content').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sms_templates_type_idx').on(t.type)],
);

export const prescriptionTemplates = pgTable(
  'prescription_templates',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    templateReact: text('template_react').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Exactly one default is a product rule; the index makes two impossible.
  (t) => [uniqueIndex('prescription_templates_one_default_idx').on(t.isDefault).where(sql`${t.isDefault}`)],
);

/** Every email and SMS the server sends (or fails to), for the testing tools and support. */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: id(),
    channel: text('channel', { enum: outboundChannels }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    /** The rendered plain text (the SMS itself, or an email's text part). */
    body: text('body').notNull(),
    /** An email's rendered HTML part; null for SMS. */
    html: text('html'),
    provider: text('provider').notNull(),
    status: text('status', { enum: outboundStatuses }).notNull().default('queued'),
    error: text('error'),
    relatedType: text('related_type'),
    relatedId: integer('related_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbound_messages_created_idx').on(t.createdAt),
    check('outbound_messages_channel_check', oneOf(t.channel, outboundChannels)),
    check('outbound_messages_status_check', oneOf(t.status, outboundStatuses)),
  ],
);

// ---- booking

/** A practitioner's weekly hours: minutes from local midnight in the practitioner user's timezone. */
export const practitionerAvailability = pgTable(
  'practitioner_availability',
  {
    id: id(),
    practitionerId: integer('practitioner_id')
      .notNull()
      .references(() => practitioners.id, { onDelete: 'cascade' }),
    /** 0 = Sunday … 6 = Saturday. */
    weekday: integer('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('practitioner_availability_practitioner_idx').on(t.practitionerId, t.weekday),
    check('practitioner_availability_weekday_check', sql`${t.weekday} between 0 and 6`),
    check(
      'practitioner_availability_minutes_check',
      sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.startMinute} < ${t.endMinute}`,
    ),
  ],
);

/** Leave, holidays: no slot overlaps one of these. */
export const practitionerTimeOff = pgTable(
  'practitioner_time_off',
  {
    id: id(),
    practitionerId: integer('practitioner_id')
      .notNull()
      .references(() => practitioners.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('practitioner_time_off_practitioner_idx').on(t.practitionerId, t.startsAt),
    check('practitioner_time_off_range_check', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/**
 * One row per practitioner and local day whose 7:00 digest was sent: the digest goes once (docs/product/booking.md).
 *
 */
export const practitionerDigests = pgTable(
  'practitioner_digests',
  {
    practitionerId: integer('practitioner_id')
      .notNull()
      .references(() => practitioners.id, { onDelete: 'cascade' }),
    /** The practitioner's local date, yyyy-MM-dd. */
    localDate: date('local_date', { mode: 'string' }).notNull(),
    appointmentCount: integer('appointment_count').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('practitioner_digests_day_idx').on(t.practitionerId, t.localDate)],
);

// ---------------------------------------------------------------- consultations

/** How a consultation was held (docs/product/consultations.md, The record). */
export const consultationModes = ['video', 'audio', 'phone'] as const;
/** What a consultation's timeline records. */
export const consultationEventKinds = ['joined', 'admitted', 'left', 'phone', 'ended'] as const;

/**
 * One consultation per appointment, made by whatever touches it first (a join, the phone switch, the end) with
 * `INSERT … ON CONFLICT (appointment_id) DO NOTHING`, so two instances never make two. The appointment keeps its
 * booked times; the actual start, end and duration are here.
 */
export const consultations = pgTable(
  'consultations',
  {
    id: id(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'restrict' }),
    mode: text('mode', { enum: consultationModes }).notNull().default('video'),
    /** When it began: the patient's first admission, or the switch to phone. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** When the practitioner first let the patient in from the waiting room. */
    admittedAt: timestamp('admitted_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedBy: integer('ended_by').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('consultations_appointment_idx').on(t.appointmentId),
    check('consultations_mode_check', oneOf(t.mode, consultationModes)),
    check('consultations_ended_check', sql`(${t.endedAt} is null) = (${t.endedBy} is null)`),
  ],
);

/** Who joined, was admitted and left, and when; the practitioner's phone switch and end. Append-only. */
export const consultationEvents = pgTable(
  'consultation_events',
  {
    id: id(),
    consultationId: integer('consultation_id')
      .notNull()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    /** The person the event is about: who joined or left, the patient admitted, the practitioner who ended. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: consultationEventKinds }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('consultation_events_consultation_idx').on(t.consultationId, t.at),
    check('consultation_events_kind_check', oneOf(t.kind, consultationEventKinds)),
  ],
);
