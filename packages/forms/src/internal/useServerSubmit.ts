import { type FormEvent, useCallback, useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormSetError, UseFormWatch } from 'react-hook-form';
import { applySubmitError } from './serverError';

export interface ServerSubmitOptions<Values extends FieldValues> {
  /** The fields a refusal may name: its message then shows under that field. */
  fields?: readonly Path<Values>[] | undefined;
  /** Puts a message under a field (react-hook-form's, or the form's own for a form without it). */
  setError?: UseFormSetError<Values> | undefined;
  /** Given, the form-level message goes as soon as the user edits the form. */
  watch?: UseFormWatch<Values> | undefined;
  /** Adapts a refusal before it is filed (a field the server names otherwise); `null` files nothing at all. */
  mapError?: ((error: unknown) => unknown) | undefined;
  /** `caller`: the caller reports a refusal itself (a toast), and the form only keeps its values. */
  report?: 'form' | 'caller' | undefined;
}

export interface RunOptions<Values extends FieldValues> {
  fields?: readonly Path<Values>[] | undefined;
  keep?: boolean | undefined;
}

/**
 * A submit that files the server's refusal: under the field it names (one of `fields`), or as `failure`, the
 * form-level message. The message is stale once the user edits the form (when `watch` is given) or sends it again,
 * even when the form's own checks then stop it (`onFormSubmit`), so it never sits beside the fields' new messages.
 * `pending` is true while the work runs, for a form whose busy state is not react-hook-form's.
 */
export function useServerSubmit<Values extends FieldValues>({
  fields,
  setError,
  watch,
  mapError,
  report = 'form',
}: ServerSubmitOptions<Values> = {}) {
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  /**
   * Runs the work; resolves true when it succeeded, false when it was refused (and the refusal filed). An action
   * beside the submit may file under other `fields` (a preview names none of the form's), or `keep` the message
   * already shown until it is refused itself.
   */
  const run = useCallback(
    async (work: () => Promise<unknown> | unknown, action: RunOptions<Values> = {}): Promise<boolean> => {
      if (!action.keep) setFailure(null);
      setPending(true);
      try {
        await work();
        return true;
      } catch (error) {
        const refusal = mapError ? mapError(error) : error;
        if (report === 'form' && refusal !== null) {
          setFailure(
            applySubmitError<Values>(refusal, action.fields ?? fields ?? [], setError ?? ignoreField),
          );
        }
        return false;
      } finally {
        setPending(false);
      }
    },
    [fields, setError, mapError, report],
  );
  useEffect(() => {
    if (!watch) return;
    const subscription = watch(() => setFailure(null));
    return () => subscription.unsubscribe();
  }, [watch]);
  /** The `<form onSubmit>` for react-hook-form's `handleSubmit(...)`: clears the old refusal first. */
  const onFormSubmit = useCallback(
    (submit: (event?: FormEvent) => Promise<void>) => (event?: FormEvent) => {
      setFailure(null);
      return submit(event);
    },
    [],
  );
  return { failure, setFailure, pending, run, onFormSubmit };
}

/** Without fields there is nothing to put a message under. */
function ignoreField() {}
