import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** The shape of an error a submit handler may throw: the server's message and, when it named one, the field. */
export interface SubmitError {
  message: string;
  field?: string | undefined;
}

function isSubmitError(error: unknown): error is SubmitError {
  return typeof error === 'object' && error !== null && typeof (error as SubmitError).message === 'string';
}

export const fallbackSubmitMessage = 'Something went wrong. Please try again.';

/**
 * Puts a rejected submit's message under the field the server blamed, or returns it
 * as a form-level message when no field of this form matches.
 */
export function applySubmitError<Values extends FieldValues>(
  error: unknown,
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
): string | null {
  if (!isSubmitError(error)) return fallbackSubmitMessage;
  const field = fields.find((name) => name === error.field);
  if (field) {
    setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
    return null;
  }
  return error.message || fallbackSubmitMessage;
}
