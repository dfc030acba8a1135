// The wire of the admin people screens (docs/product/admin.md): schemas, limits and messages.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import { searchText, tablePage, tableQuery } from '../admin-table';
import { assessmentPage } from '../assessments/wire';
import { authFieldMessages, emailAddress, registerFormInput, registerInput } from '../auth/auth';
import { patientAppointmentPage } from '../booking/booking';
import { newPassword } from '../password';
import { patientPrescription } from '../patient/patient-dashboard';
import { patientProfile } from '../patient/patient-profile';
import { paymentPage } from '../payments/payments';
import { DEFAULT_PHONE_COUNTRY, normalizePhoneNumber } from '../phone';
import {
  practitionerProfileInput,
  scheduleAppointment,
  timeOff,
  weeklyAvailability,
} from '../practitioner/practitioner';
import { safeString } from '../text';

/** Every user-facing string of the patients, practitioners, content writers and set-password screens. */
export const adminPeopleMessages = {
  patientNotFound: 'Patient not found',
  practitionerNotFound: 'Practitioner not found',
  contentWriterNotFound: 'Content writer not found',
  /** The public link check and the set-password answer, for an unknown, used, expired or revoked link. */
  linkInvalid: 'This link has expired or has already been used.',
  passwordSet: 'Your password has been set. You can now sign in.',
  passwordSetTitle: 'Password Set',
  tooManyLinkAttempts: 'Too many attempts with links that do not work. Please wait 15 minutes and try again.',
  /** Sign-in with the right password to a disabled or deactivated account. */
  accountDisabled: 'This account has been disabled.',
  cannotDisableSelf: 'You cannot disable your own account.',
  phoneInvalid: 'Enter a valid phone number, such as 0412 345 678',
  appointmentLimitInvalid: 'Appointment limit must be a whole number from 1 to 12',
  activeFilterInvalid: 'Choose all, active or inactive.',
  statusFilterInvalid: 'Choose all, active or disabled.',
  practitionerCreated: 'Practitioner added. We have emailed them a link to set their password.',
  practitionerSaved: 'Practitioner saved',
  practitionerActivated: 'Practitioner activated',
  practitionerDeactivated: 'Practitioner deactivated: removed from booking and signed out',
  contentWriterCreated: 'Content writer added. We have emailed them a link to set their password.',
  contentWriterDisabled: 'Content writer disabled and signed out',
  contentWriterEnabled: 'Content writer enabled',
  /** Under the add forms. */
  linkWillBeEmailed: 'They will get an email with a link to set their password. It works once, for 48 hours.',
  linkForDisabled: 'Enable this account before sending it a new link.',
  linkSent: 'A new link to set a password has been emailed. Earlier links no longer work.',
  /** The set-password email (a system email of the delivery module, not an editable template type). */
  linkEmailSubject: 'Set your password',
  linkEmailHeading: 'Welcome to the team',
  linkEmailButton: 'Set your password',
  /** `{{firstName}}` and `{{brandName}}` are filled when it is sent. */
  linkEmailBody:
    'Hi {{firstName}},\n\n' +
    'An account has been made for you at {{brandName}}. Choose your password with the button below, then sign in with your email address.\n\n' +
    'The link works once, for 48 hours. If it has expired, ask your administrator for a new one. If you did not expect this email, you can ignore it.',
} as const;

/** A set-password link works once, for this long after it was made. */
export const PASSWORD_LINK_TTL_HOURS = 48;
/** Where the link points, on the site's own origin: `/set-password?token=...`. */
export const SET_PASSWORD_PATH = '/set-password';

/** Appointments per hour: at most 12, as an appointment lasts at least 5 minutes. */
export const APPOINTMENT_LIMIT_MIN = 1;
export const APPOINTMENT_LIMIT_MAX = 12;

/**
 * The ways a stored phone number may spell the number typed into a search, so that '0412 345 678', '0412345678'
 * and '+61412345678' all find a patient whose number was stored in any of them. Empty when the text is not a
 * phone number.
 */
export function phoneSearchSpellings(text: string): string[] {
  const e164 = normalizePhoneNumber(text, { anyAustralianType: true });
  if (!e164) return [];
  const parsed = parsePhoneNumberFromString(e164, { defaultCountry: DEFAULT_PHONE_COUNTRY });
  if (!parsed) return [e164];
  const national = parsed.formatNational();
  return [
    ...new Set([
      e164,
      e164.slice(1),
      parsed.formatInternational(),
      national,
      national.replace(/[\s()-]/g, ''),
    ]),
  ];
}

// ---------------------------------------------------------------- lists

export const patientSortColumns = ['name', 'email', 'createdAt'] as const;

/** `GET /api/admin/patients`: name, email or phone (any spelling) in `q`. */
export const adminPatientListQuery = z.object({
  ...tableQuery(patientSortColumns, { sort: 'name', dir: 'asc' }),
  q: searchText,
});
export type AdminPatientListQuery = z.input<typeof adminPatientListQuery>;
export type AdminPatientListValues = z.output<typeof adminPatientListQuery>;

export const adminPatientListItem = z.object({
  id: z.number().int().positive(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type AdminPatientListItem = z.infer<typeof adminPatientListItem>;
export const adminPatientPage = tablePage(adminPatientListItem);
export type AdminPatientPage = z.infer<typeof adminPatientPage>;

export const practitionerSortColumns = ['name', 'email', 'createdAt'] as const;
export const activeFilters = ['all', 'active', 'inactive'] as const;

/** `GET /api/admin/practitioners`: `q` searches name and email; `active` filters on bookability. */
export const adminPractitionerListQuery = z.object({
  ...tableQuery(practitionerSortColumns, { sort: 'name', dir: 'asc' }),
  q: searchText,
  active: z.enum(activeFilters, { error: adminPeopleMessages.activeFilterInvalid }).default('all'),
});
export type AdminPractitionerListQuery = z.input<typeof adminPractitionerListQuery>;
export type AdminPractitionerListValues = z.output<typeof adminPractitionerListQuery>;

export const contentWriterSortColumns = ['name', 'email', 'createdAt'] as const;
export const accountStatusFilters = ['all', 'active', 'disabled'] as const;

/** `GET /api/admin/content-writers`. */
export const adminContentWriterListQuery = z.object({
  ...tableQuery(contentWriterSortColumns, { sort: 'name', dir: 'asc' }),
  q: searchText,
  status: z.enum(accountStatusFilters, { error: adminPeopleMessages.statusFilterInvalid }).default('all'),
});
export type AdminContentWriterListQuery = z.input<typeof adminContentWriterListQuery>;
export type AdminContentWriterListValues = z.output<typeof adminContentWriterListQuery>;

// ---------------------------------------------------------------- patients

/** The patient's profile as the admin sees it: the patient's own form fields, and the account's. */
export const adminPatientProfile = patientProfile.extend({
  id: z.number().int().positive(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});

/**
 * `GET /api/admin/patients/{id}`: one request for the whole record (docs/product/admin.md), each list its first page as the
 * patient's own pages show it (newest first, with the total); every prescription. Every call is written to the
 * audit log (`patient_record.read`).
 */
export const adminPatientDetail = z.object({
  patient: adminPatientProfile,
  assessments: assessmentPage,
  upcomingAppointments: patientAppointmentPage,
  pastAppointments: patientAppointmentPage,
  prescriptions: z.object({ items: z.array(patientPrescription), total: z.number().int().nonnegative() }),
  payments: paymentPage,
});
export type AdminPatientDetail = z.infer<typeof adminPatientDetail>;

// ---------------------------------------------------------------- practitioners

const optionalPhone = safeString({ error: adminPeopleMessages.phoneInvalid })
  .trim()
  .max(30, { message: adminPeopleMessages.phoneInvalid })
  .nullable()
  .optional()
  .transform((value) => value ?? '')
  .refine((value) => value === '' || normalizePhoneNumber(value) !== null, {
    message: adminPeopleMessages.phoneInvalid,
  })
  .transform((value) => (value === '' ? null : normalizePhoneNumber(value)));

const appointmentLimit = z
  .number({ error: adminPeopleMessages.appointmentLimitInvalid })
  .int({ message: adminPeopleMessages.appointmentLimitInvalid })
  .min(APPOINTMENT_LIMIT_MIN, { message: adminPeopleMessages.appointmentLimitInvalid })
  .max(APPOINTMENT_LIMIT_MAX, { message: adminPeopleMessages.appointmentLimitInvalid });

/** A new staff account's name and address (content writers; practitioners add their profile below). */
export const staffAccountInput = z.object({
  firstName: registerInput.shape.firstName,
  lastName: registerInput.shape.lastName,
  email: emailAddress,
});
export type StaffAccountInput = z.input<typeof staffAccountInput>;

/**
 * `POST /api/admin/practitioners` and `PUT /api/admin/practitioners/{id}`. The phone leaves as E.164 (or null); the
 * AHPRA and prescriber numbers follow the practitioner's own profile rules (docs/product/practitioner.md).
 */
export const practitionerAccountInput = staffAccountInput.extend({
  phone: optionalPhone,
  specialization: practitionerProfileInput.shape.specialization,
  bio: practitionerProfileInput.shape.bio,
  ahpraNumber: practitionerProfileInput.shape.ahpraNumber,
  prescriberNumber: practitionerProfileInput.shape.prescriberNumber,
  appointmentLimit,
});
export type PractitionerAccountInput = z.input<typeof practitionerAccountInput>;
export type PractitionerAccountValues = z.output<typeof practitionerAccountInput>;

/** `POST /api/admin/content-writers`. */
export const contentWriterAccountInput = staffAccountInput;
export type ContentWriterAccountInput = StaffAccountInput;

/** A practitioner as the admin lists and edits them. */
export const adminPractitioner = z.object({
  /** The practitioner's id (the one booking and the appointment settings use). */
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  firstName: z.string(),
  lastName: z.string(),
  /** The name patients see (the practitioner may change it on their profile). */
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  specialization: z.string(),
  bio: z.string(),
  ahpraNumber: z.string().nullable(),
  prescriberNumber: z.string().nullable(),
  appointmentLimit: z.number().int().positive(),
  /** Bookable, and able to sign in. */
  isActive: z.boolean(),
  /** When the account was stopped from signing in (deactivated); null while it may. */
  disabledAt: z.string().nullable(),
  hasSignature: z.boolean(),
  /** A set-password link is out and unused: the account has not chosen a password from it yet. */
  invitationPending: z.boolean(),
  createdAt: z.string(),
});
export type AdminPractitioner = z.infer<typeof adminPractitioner>;
export const adminPractitionerPage = tablePage(adminPractitioner);
export type AdminPractitionerPage = z.infer<typeof adminPractitionerPage>;

/**
 * Review statistics of one period. Approved and declined count the assessments the practitioner decided in the
 * period (by `decided_at`); in review counts those they hold in review now, submitted in the period; the average is
 * from submission to decision over the decided ones, in seconds (null when none).
 */
export const reviewStatistics = z.object({
  approved: z.number().int().nonnegative(),
  declined: z.number().int().nonnegative(),
  inReview: z.number().int().nonnegative(),
  averageDecisionSeconds: z.number().nonnegative().nullable(),
});
export type ReviewStatistics = z.infer<typeof reviewStatistics>;

/** How many days of past and future appointments the practitioner's details show. */
export const PRACTITIONER_DETAILS_PAST_DAYS = 14;
export const PRACTITIONER_DETAILS_FUTURE_DAYS = 28;

/**
 * `GET /api/admin/practitioners/{id}/details` (`/admin/practitioner-details/{practitionerId}`): the weekly hours and
 * time off, appointments from 14 days ago to 28 days ahead, and review statistics for the calendar month so far
 * (in the practitioner's timezone) and all time.
 */
export const practitionerDetails = z.object({
  practitioner: adminPractitioner,
  schedule: weeklyAvailability,
  timeOff: z.array(timeOff),
  appointments: z.array(scheduleAppointment),
  reviews: z.object({
    /** The instant this month began in the practitioner's timezone. */
    monthStartsAt: z.string(),
    thisMonth: reviewStatistics,
    allTime: reviewStatistics,
  }),
});
export type PractitionerDetails = z.infer<typeof practitionerDetails>;

// ---------------------------------------------------------------- content writers

export const adminContentWriter = adminPractitioner
  .pick({
    firstName: true,
    lastName: true,
    email: true,
    disabledAt: true,
    invitationPending: true,
    createdAt: true,
  })
  .extend({ id: z.number().int().positive() });
export type AdminContentWriter = z.infer<typeof adminContentWriter>;
export const adminContentWriterPage = tablePage(adminContentWriter);
export type AdminContentWriterPage = z.infer<typeof adminContentWriterPage>;

// ---------------------------------------------------------------- the set-password link (public)

/** A link's token from the path or the form: 43 base64url characters when well formed; anything else is 404. */
const linkToken = safeString({ error: adminPeopleMessages.linkInvalid })
  .min(1, { message: adminPeopleMessages.linkInvalid })
  .max(200, { message: adminPeopleMessages.linkInvalid });

export const passwordLinkParams = z.object({ token: linkToken });

/** `GET /api/auth/password-link/{token}`: whose link it is, so the page can greet them. */
export const passwordLinkInfo = z.object({ firstName: z.string(), email: z.string() });
export type PasswordLinkInfo = z.infer<typeof passwordLinkInfo>;

/** `POST /api/auth/set-password`: the new password follows the password rules (docs/product/settings.md). */
export const setPasswordInput = z.object({ token: linkToken, password: newPassword });
export type SetPasswordInput = z.input<typeof setPasswordInput>;

/** The set-password form adds a confirmation that never leaves the browser. */
export const setPasswordFormInput = z
  .object({ password: newPassword, confirmPassword: registerFormInput.shape.confirmPassword })
  .refine((value) => value.password === value.confirmPassword, {
    message: authFieldMessages.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type SetPasswordFormInput = z.input<typeof setPasswordFormInput>;
