import type { PasswordRequirement } from './passwordStrength';

/**
 * Five sample rules for the stories and tests: the meter has none of its own, and an app passes
 * its real ones (for example from its contract package). Not a package export.
 */
export const sampleRequirements: readonly PasswordRequirement[] = [
  { id: 'length', message: 'At least 8 characters', test: (value) => value.length >= 8 },
  { id: 'lowercase', message: 'A lowercase letter', test: (value) => /[a-z]/.test(value) },
  { id: 'uppercase', message: 'An uppercase letter', test: (value) => /[A-Z]/.test(value) },
  { id: 'number', message: 'A number', test: (value) => /[0-9]/.test(value) },
  { id: 'symbol', message: 'A symbol or a space', test: (value) => /[^A-Za-z0-9]/.test(value) },
];
