import { z } from 'zod';
import { australianMobile } from '../mobile';
import { newPassword } from '../password';
import { safeString } from '../text';

/** Messages of the sign-in and registration forms; the server answers with the same words. */
export const authFieldMessages = {
  emailInvalid: 'Valid email is required',
  passwordRequired: 'Password is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  confirmationRequired: 'Password confirmation is required',
  passwordsDontMatch: "Passwords don't match",
} as const;

const NAME_MAX = 100;
const EMAIL_MAX = 254;

/** An email address, trimmed and compared without regard to case. */
export const emailAddress = safeString({ error: authFieldMessages.emailInvalid })
  .trim()
  .max(EMAIL_MAX, { message: authFieldMessages.emailInvalid })
  .pipe(z.email({ message: authFieldMessages.emailInvalid }))
  .transform((value) => value.toLowerCase());

const personName = (message: string) =>
  safeString({ error: message })
    .trim()
    .min(1, { message })
    .max(NAME_MAX, { message: `Must be at most ${NAME_MAX} characters` });

/** `POST /api/auth/login` */
export const loginInput = z.object({
  email: emailAddress,
  password: safeString({ error: authFieldMessages.passwordRequired })
    .min(1, { message: authFieldMessages.passwordRequired })
    .max(256, { message: authFieldMessages.passwordRequired }),
});
export type LoginInput = z.input<typeof loginInput>;

/**
 * `POST /api/auth/register`: a new patient. The mobile is required (reminders and texts go to it, and a
 * practitioner may phone) and is saved to the profile in E.164 (docs/product/access.md).
 */
export const registerInput = z.object({
  firstName: personName(authFieldMessages.firstNameRequired),
  lastName: personName(authFieldMessages.lastNameRequired),
  email: emailAddress,
  phone: australianMobile,
  password: newPassword,
});
export type RegisterInput = z.input<typeof registerInput>;

/** The registration form adds a confirmation that never leaves the browser. */
export const registerFormInput = registerInput
  .extend({
    confirmPassword: safeString({ error: authFieldMessages.confirmationRequired }).min(1, {
      message: authFieldMessages.confirmationRequired,
    }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: authFieldMessages.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type RegisterFormInput = z.input<typeof registerFormInput>;
