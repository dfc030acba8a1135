import { safeString } from './text';

/** The five new-password requirements, in order, with their exact messages. */
export const passwordRequirements = [
  {
    id: 'length',
    message: 'Password must be at least 8 characters',
    test: (value: string) => value.length >= 8,
  },
  {
    id: 'lowercase',
    message: 'Must contain at least one lowercase letter',
    test: (value: string) => /[a-z]/.test(value),
  },
  {
    id: 'uppercase',
    message: 'Must contain at least one uppercase letter',
    test: (value: string) => /[A-Z]/.test(value),
  },
  { id: 'number', message: 'Must contain at least one number', test: (value: string) => /[0-9]/.test(value) },
  {
    id: 'special',
    message: 'Must contain at least one special character',
    // Anything other than a letter or a digit counts as special.
    test: (value: string) => /[^A-Za-z0-9]/.test(value),
  },
] as const;

export type PasswordRequirementId = (typeof passwordRequirements)[number]['id'];

/** Upper bound that keeps a hash request cheap to refuse; far beyond any passphrase. */
export const PASSWORD_MAX_LENGTH = 256;

/** A new password: every requirement, each reported with its own message. */
export const newPassword = passwordRequirements
  .reduce(
    (schema, requirement) => schema.refine(requirement.test, { message: requirement.message, abort: true }),
    safeString({ error: passwordRequirements[0].message }).max(PASSWORD_MAX_LENGTH, {
      message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
    }),
  )
  .describe('newPassword');
