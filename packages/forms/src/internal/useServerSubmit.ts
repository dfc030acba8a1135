import { type FormEvent, useCallback, useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormSetError, UseFormWatch } from 'react-hook-form';
import { applySubmitError } from './serverError';

/**
 * A submit that files the server's refusal: under the field it names (one of `fields`), or as `failure`, the
 * form-level message. The message is stale once the user edits the form (when `watch` is given) or sends it again,
 * even when the form's own checks then stop it (`onFormSubmit`), so it never sits beside the fields' new messages.
 */
export function useServerSubmit<Values extends FieldValues>(
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
  watch?: UseFormWatch<Values>,
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
  useEffect(() => {
    if (!watch) return;
    const subscription = watch(() => setFailure(null));
    return () => subscription.unsubscribe();
  }, [watch]);
  /** The `<form onSubmit>` for react-hook-form's `handleSubmit(...)`: clears the old refusal first. */
  const onFormSubmit = useCallback(
    (submit: (event?: FormEvent) => Promise<void>) => (event: FormEvent) => {
      setFailure(null);
      return submit(event);
    },
    [],
  );
  return { failure, run, onFormSubmit };
}
