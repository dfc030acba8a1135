import {
  type AppointmentDurationInput,
  appointmentDurationLimits,
  appointmentSettingsMessages,
  validateAppointmentDuration,
} from '@telehealth/contract';
import { Alert, Button, Field, Inline, Input, Stack, type ToastHandle, toast } from '@telehealth/ui';
import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';
import { Controller, type Resolver, type ResolverResult, useForm } from 'react-hook-form';
import { FormShell, SubmitButton, useFormShell } from '../internal/FormShell';

export interface AppointmentDurationFormProps {
  /** The duration being edited, in minutes. */
  defaultValues?: Partial<AppointmentDurationInput>;
  /** The practitioner's appointments per hour: duration × limit may not exceed 60 minutes. */
  appointmentLimit: number;
  /** Called with a valid duration; a rejection is the caller's to report ('Update Failed'). */
  onSubmit: (values: AppointmentDurationInput) => Promise<unknown> | unknown;
  /** Called by Cancel and by Escape in the input: the draft is discarded. */
  onCancel?: () => void;
  /** Shows the form with every control and button off (no permission, or data still loading). */
  disabled?: boolean;
}

/** The draft as typed: digits only, '' while the field is empty. */
interface DraftValues {
  appointmentDuration: string;
}

/** The first rule the draft breaks (docs/product/settings.md), or null. An empty field is too short. */
export function appointmentDurationProblem(draft: string, appointmentLimit: number): string | null {
  if (draft === '') return appointmentSettingsMessages.tooShort;
  return validateAppointmentDuration(Number(draft), appointmentLimit);
}

const label = 'Appointment duration (minutes)';

function withdraw(warning: RefObject<ToastHandle | null>) {
  warning.current?.dismiss();
  warning.current = null;
}

/**
 * Edits one practitioner's appointment length. The message under the field and the disabled Save follow every
 * keystroke; the 'Validation Error' toast waits for an attempt to save (Enter) or for focus to leave the form,
 * so that typing '20' never toasts at '2', and a toast still showing is dismissed once the value is valid.
 */
export function AppointmentDurationForm({
  defaultValues,
  appointmentLimit,
  onSubmit,
  onCancel,
  disabled,
}: AppointmentDurationFormProps) {
  const resolver: Resolver<DraftValues, unknown, AppointmentDurationInput> = (
    values,
  ): ResolverResult<DraftValues, AppointmentDurationInput> => {
    const problem = appointmentDurationProblem(values.appointmentDuration, appointmentLimit);
    if (problem)
      return { values: {}, errors: { appointmentDuration: { type: 'validate', message: problem } } };
    return { values: { appointmentDuration: Number(values.appointmentDuration) }, errors: {} };
  };
  const form = useForm<DraftValues, unknown, AppointmentDurationInput>({
    resolver,
    defaultValues: {
      appointmentDuration:
        defaultValues?.appointmentDuration === undefined ? '' : String(defaultValues.appointmentDuration),
    },
  });
  const { control, watch } = form;
  // The caller reports a failure; the draft stays so it can be saved again.
  const shell = useFormShell(form, { report: 'caller', onSubmit });
  const problem = appointmentDurationProblem(watch('appointmentDuration'), appointmentLimit);

  const warning = useRef<ToastHandle | null>(null);
  const warn = (message: string) => {
    warning.current?.dismiss();
    warning.current = toast({
      title: appointmentSettingsMessages.validationErrorTitle,
      description: message,
      tone: 'caution',
    });
  };
  // A warning about a value that has since become valid would be wrong: take it back (and on unmount).
  useEffect(() => {
    if (!problem) withdraw(warning);
  }, [problem]);
  useEffect(() => () => withdraw(warning), []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Non-numeric input is ignored; the browser's number field would accept 'e', '+', '-' and '.'.
    if (event.key.length === 1 && !/\d/.test(event.key) && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      return;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel?.();
    }
    // Enter is an attempt to save: with Save disabled the browser would silently do nothing.
    if (event.key === 'Enter' && problem) {
      event.preventDefault();
      warn(problem);
    }
  };

  return (
    <FormShell
      {...shell.props}
      disabled={disabled}
      aria-label="Edit appointment duration"
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && event.currentTarget.contains(next)) return;
        if (problem) warn(problem);
      }}
    >
      <Stack gap="small">
        <Controller
          control={control}
          name="appointmentDuration"
          render={({ field }) => (
            <Field label={label} error={problem ?? undefined}>
              <Input
                type="number"
                inputMode="numeric"
                min={appointmentDurationLimits.minMinutes}
                max={appointmentDurationLimits.maxMinutes}
                step={1}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onKeyDown={onKeyDown}
                onChange={(event) => {
                  // A pasted value with anything but digits is ignored as a whole.
                  const next = event.currentTarget.value;
                  if (/^\d*$/.test(next)) field.onChange(next);
                }}
              />
            </Field>
          )}
        />
        {problem ? null : <Alert tone="positive">{appointmentSettingsMessages.valid}</Alert>}
        <Inline gap="small">
          <SubmitButton disabled={Boolean(problem)}>Save Changes</SubmitButton>
          {onCancel ? (
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </FormShell>
  );
}
