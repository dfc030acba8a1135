import { z } from 'zod';
import {
  addressMessages,
  normalizeState,
  POSTCODE_PATTERN,
  refineAustralianAddress,
  stateShortName,
} from '../address/address';
import { authFieldMessages, emailAddress } from '../auth/auth';
import { newPassword } from '../password';
import { DEFAULT_COUNTRY } from '../settings/settings';
import { safeString } from '../text';
import { timezoneChoices } from '../user';

/** Strings, word for word. */
export const profileMessages = {
  firstNameRequired: authFieldMessages.firstNameRequired,
  lastNameRequired: authFieldMessages.lastNameRequired,
  emailInvalid: authFieldMessages.emailInvalid,
  timezoneRequired: 'Timezone is required',
  contactEmailInvalid: 'Must be a valid email or empty',
  tooLong: 'Must be at most 200 characters',
  /** Not in the spec: the server's answer to an attempt to change the email. */
  emailReadOnly: 'Email cannot be changed',
  profileUpdatedTitle: 'Profile Updated',
  /** The server's answer to a saved profile. */
  profileUpdated: 'Your profile has been updated',
} as const;

/** 'Failed to update profile. {message}' */
export function profileUpdateFailedMessage(message: string): string {
  return `Failed to update profile. ${message}`;
}

const timezoneValues: readonly string[] = timezoneChoices.map((choice) => choice.value);

const optionalText = (max = 200) =>
  safeString()
    .trim()
    .max(max, { message: profileMessages.tooLong })
    .nullable()
    .optional()
    .transform((value) => value ?? '');

const personName = (message: string) =>
  safeString({ error: message })
    .trim()
    .min(1, { message })
    .max(100, { message: 'Must be at most 100 characters' });

/** The profile's address fields, by the part of an address each holds. */
export const profileAddressFields = {
  street: 'address',
  suburb: 'suburb',
  state: 'state',
  postcode: 'postcode',
} as const;

/**
 * `PUT /api/admin/profile`. The email is shown read-only and must be valid; the server refuses a
 * change to it. Optional text fields leave as '' when empty. The address may be left out; once any of it is
 * filled in it must be a whole Australian one (street, suburb, a state from the 8 stored by its short name, a
 * postcode in that state: docs/product/addresses.md).
 */
export const adminProfileInput = z
  .object({
    firstName: personName(profileMessages.firstNameRequired),
    lastName: personName(profileMessages.lastNameRequired),
    email: emailAddress,
    phone: optionalText(30),
    contactEmail: safeString({ error: profileMessages.contactEmailInvalid })
      .trim()
      .refine((value) => value === '' || z.email().safeParse(value).success, {
        message: profileMessages.contactEmailInvalid,
      })
      .nullable()
      .optional()
      .transform((value) => value ?? ''),
    contactMobile: optionalText(30),
    timezone: safeString({ error: profileMessages.timezoneRequired }).refine(
      (value) => timezoneValues.includes(value),
      { message: profileMessages.timezoneRequired },
    ),
    address: optionalText(),
    addressLine2: optionalText(),
    suburb: optionalText(100),
    state: optionalText(50)
      .refine((value) => value === '' || stateShortName(value) !== null, {
        message: addressMessages.stateInvalid,
      })
      .transform(normalizeState),
    postcode: optionalText(10).refine((value) => value === '' || POSTCODE_PATTERN.test(value), {
      message: addressMessages.postcodeInvalid,
    }),
    country: safeString()
      .trim()
      .max(100, { message: profileMessages.tooLong })
      .nullable()
      .optional()
      .transform((value) => value || DEFAULT_COUNTRY),
    dpid: optionalText(50),
    /** Filled by the address lookup when the provider knows the place's position; null clears it. */
    lat: z.number().min(-90).max(90).nullable().optional(),
    lng: z.number().min(-180).max(180).nullable().optional(),
  })
  .superRefine(refineAustralianAddress(profileAddressFields, { optional: true }));
export type AdminProfileInput = z.input<typeof adminProfileInput>;
export type AdminProfile = z.output<typeof adminProfileInput>;

/** Strings of the password tab (docs/product/settings.md). */
export const passwordChangeMessages = {
  currentRequired: 'Current password is required',
  confirmationRequired: authFieldMessages.confirmationRequired,
  dontMatch: authFieldMessages.passwordsDontMatch,
  /** Not in the spec: the server's answer to a wrong current password. */
  currentIncorrect: 'Current password is incorrect',
  /** Not in the spec: a password from the list of common passwords. */
  tooCommon: 'This password is too common. Choose a less common one.',
  /** Not in the spec: the new password equals the current one. */
  sameAsCurrent: 'New password must differ from the current password',
  /** Not in the spec: too many wrong current passwords in 15 minutes. */
  tooManyWrong: 'Too many incorrect passwords. Please wait 15 minutes and try again.',
  /** The server's answer; every session has ended, this one included. */
  updated: 'Password updated. Please sign in again.',
  updatedTitle: 'Password Updated',
} as const;

/** 'Failed to update password. {message}' */
export function passwordUpdateFailedMessage(message: string): string {
  return `Failed to update password. ${message}`;
}

/** `PUT /api/admin/password`: what the server receives. */
export const passwordChangeRequest = z.object({
  currentPassword: safeString({ error: passwordChangeMessages.currentRequired })
    .min(1, { message: passwordChangeMessages.currentRequired })
    .max(256, { message: passwordChangeMessages.currentRequired }),
  newPassword,
});
export type PasswordChangeRequest = z.input<typeof passwordChangeRequest>;

/** The password form adds a confirmation that never leaves the browser. */
export const passwordChangeInput = z
  .object({
    currentPassword: passwordChangeRequest.shape.currentPassword,
    newPassword,
    confirmPassword: safeString({ error: passwordChangeMessages.confirmationRequired }).min(1, {
      message: passwordChangeMessages.confirmationRequired,
    }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: passwordChangeMessages.dontMatch,
    path: ['confirmPassword'],
  });
export type PasswordChangeInput = z.input<typeof passwordChangeInput>;
