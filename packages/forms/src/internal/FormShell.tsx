import { Button, type ButtonProps } from '@telehealth/ui';
import { createContext, type FormEvent, type FormHTMLAttributes, type ReactNode, useContext } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormFields } from './FormFields';
import { type ServerSubmitOptions, useServerSubmit } from './useServerSubmit';

const SubmittingContext = createContext(false);

/** Whether the enclosing FormShell's submit is in flight (its submit button and Cancel show it). */
export function useSubmitting(): boolean {
  return useContext(SubmittingContext);
}

export interface FormShellOptions<Values extends FieldValues, Output>
  extends Pick<ServerSubmitOptions<Values>, 'fields' | 'mapError' | 'report'> {
  /** The work of the form's submit, with the checked values (the `onSubmit` of `props`). */
  onSubmit?: ((values: Output) => Promise<unknown> | unknown) | undefined;
  /** The form-level message goes when the user edits the form or sends it again (a sign-in's 'wrong password'). */
  clearOnEdit?: boolean | undefined;
}

/**
 * The submit of a react-hook-form form, on `useServerSubmit`: `props` are FormShell's `onSubmit` (checks the values,
 * runs `onSubmit` with them and files its refusal: under one of `fields`, else as `failure`) and `submitting`.
 * `handle(work)` makes another such submit (a 'Save anyway' beside Save).
 */
export function useFormShell<Values extends FieldValues, Output>(
  // biome-ignore lint/suspicious/noExplicitAny: the form's context type plays no part here.
  form: UseFormReturn<Values, any, Output>,
  { fields, mapError, report, clearOnEdit = false, onSubmit }: FormShellOptions<Values, Output> = {},
) {
  const { failure, setFailure, run, onFormSubmit } = useServerSubmit<Values>({
    fields,
    setError: form.setError,
    watch: clearOnEdit ? form.watch : undefined,
    mapError,
    report,
  });
  const isSubmitting = form.formState.isSubmitting;
  const handle = (work: (values: Output) => Promise<unknown> | unknown) => {
    const submit = form.handleSubmit((values) => run(() => work(values)).then(() => undefined));
    return clearOnEdit ? onFormSubmit(submit) : submit;
  };
  const props = { onSubmit: handle(onSubmit ?? nothing), submitting: isSubmitting };
  /** `run` files the refusal of another action of the form (a preview) the same way. */
  return { failure, setFailure, isSubmitting, handle, run, props };
}

function nothing() {}

export interface FormShellProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'> {
  /** `handle(...)` of `useFormShell`, or the form's own handler. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** The submit is in flight: `SubmitButton` is busy and `FormActions`' Cancel is off. */
  submitting: boolean;
  /** Turns every control off (no permission, data still loading, or while the submit runs). */
  disabled?: boolean | undefined;
  /** False when the form turns its controls off itself (a card's switch stays live, a dialog lays out its parts). */
  scope?: boolean | undefined;
  children: ReactNode;
}

/** The `<form>` of every form: no native validation (the contract's messages show instead), its controls scoped. */
export function FormShell({
  onSubmit,
  submitting,
  disabled,
  scope = true,
  children,
  ...form
}: FormShellProps) {
  return (
    <form noValidate {...form} onSubmit={onSubmit}>
      <SubmittingContext.Provider value={submitting}>
        {scope ? <FormFields disabled={disabled}>{children}</FormFields> : children}
      </SubmittingContext.Provider>
    </form>
  );
}

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'busy'> {
  /** What the button says while the submit runs ('Saving...'); its label otherwise. */
  busyLabel?: ReactNode;
}

/** The form's submit button: busy while the enclosing FormShell's submit runs. */
export function SubmitButton({ busyLabel, children, ...button }: SubmitButtonProps) {
  const submitting = useSubmitting();
  return (
    <Button type="submit" busy={submitting} {...button}>
      {submitting && busyLabel !== undefined ? busyLabel : children}
    </Button>
  );
}
