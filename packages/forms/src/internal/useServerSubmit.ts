import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applySubmitError } from './serverError';

/**
 * A submit that files the server's refusal: under the field it names (one of `fields`), or as `failure`, the
 * form-level message, which the next submit clears.
 */
export function useServerSubmit<Values extends FieldValues>(
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const run = useCallback(
    async (work: () => Promise<unknown> | unknown) => {
      setFailure(null);
      try {
        await work();
      } catch (error) {
        setFailure(applySubmitError<Values>(error, fields, setError));
      }
    },
    [fields, setError],
  );
  return { failure, run };
}
