import { practitionerMessages, type TimeOffSaveResult, timeOffInput } from '@telehealth/contract';
import { Alert, Field, Grid, Input, Stack, Text, Textarea } from '@telehealth/ui';
import { useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { FormError } from '../internal/FormError';
import { FormShell, SubmitButton, useFormShell } from '../internal/FormShell';
import { ScheduleConflicts } from '../internal/ScheduleConflicts';
import type { SubmitError } from '../internal/serverError';
import { instantOf } from '../internal/zonedTime';

/** What `POST /api/practitioner/time-off` takes: instants in ISO, the reason or null. */
export interface TimeOffRequest {
  startsAt: string;
  endsAt: string;
  reason: string | null;
  confirm: boolean;
}

export interface TimeOffFormProps {
  /** The practitioner's timezone: the dates and times typed are local to it. */
  timeZone: string;
  /** Adds the time off; answers `saved: false` with the conflicts when booked appointments fall in it. */
  onSave: (input: TimeOffRequest) => Promise<TimeOffSaveResult>;
  disabled?: boolean;
}

type Values = { startDate: string; startTime: string; endDate: string; endTime: string; reason: string };
type Output = Omit<TimeOffRequest, 'confirm'>;

/** Where each of the contract's fields shows in this form. */
const timeOffFields = ['startDate', 'endDate', 'reason'] as const;
const fieldOf: Record<string, keyof Values> = { startsAt: 'startDate', endsAt: 'endDate', reason: 'reason' };

const emptyValues: Values = { startDate: '', startTime: '00:00', endDate: '', endTime: '23:59', reason: '' };

/** Local dates and times to instants in `timeZone`, then the contract's `timeOffInput`, its messages on our fields. */
const resolverIn =
  (timeZone: string): Resolver<Values, unknown, Output> =>
  async (values) => {
    const request = {
      startsAt: instantOf(values.startDate, values.startTime, timeZone),
      endsAt: instantOf(values.endDate, values.endTime, timeZone),
      reason: values.reason,
    };
    // The contract's cross-field refinements read both instants as dates, and zod 4 runs them even when one failed
    // to parse (they throw on ''): a missing one is reported here with the contract's own message.
    if (!request.startsAt || !request.endsAt) {
      const errors: FieldErrors<Values> = {};
      if (!request.startsAt)
        errors.startDate = { type: 'required', message: practitionerMessages.startsAtInvalid };
      if (!request.endsAt) errors.endDate = { type: 'required', message: practitionerMessages.endsAtInvalid };
      return { values: {}, errors };
    }
    const parsed = timeOffInput.safeParse(request);
    if (parsed.success) {
      return { values: { ...request, reason: parsed.data.reason }, errors: {} };
    }
    const errors: FieldErrors<Values> = {};
    for (const issue of parsed.error.issues) {
      const field = fieldOf[String(issue.path[0])];
      if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };

/**
 * Adds a stretch of time off (docs/product/practitioner.md): start and end as a date and a time in the practitioner's timezone, an
 * optional reason. When booked appointments fall in it the server does not save: they are listed with 'Add anyway'.
 */
export function TimeOffForm({ timeZone, onSave, disabled }: TimeOffFormProps) {
  const form = useForm<Values, unknown, Output>({
    resolver: resolverIn(timeZone),
    defaultValues: emptyValues,
  });
  const {
    register,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const [result, setResult] = useState<TimeOffSaveResult | null>(null);
  const shell = useFormShell(form, {
    fields: timeOffFields,
    // The server names the instants; the form shows them under the dates.
    mapError: (error) => {
      const named = error as SubmitError;
      return named?.field ? { ...named, field: fieldOf[named.field] ?? named.field } : error;
    },
  });

  const save = (confirm: boolean) =>
    shell.handle(async (request) => {
      setResult(null);
      const answer = await onSave({ ...request, confirm });
      setResult(answer);
      if (answer.saved) reset(emptyValues);
    });

  return (
    <FormShell
      onSubmit={save(false)}
      submitting={isSubmitting}
      disabled={disabled || isSubmitting}
      aria-label="Add time off"
    >
      <Stack gap="medium">
        <Text tone="muted">Times are in {timeZone}</Text>
        <Grid columns={{ mobile: '2' }} gap="medium">
          <Field label="Start date" error={errors.startDate?.message}>
            <Input type="date" {...register('startDate')} />
          </Field>
          <Field label="Start time">
            <Input type="time" {...register('startTime')} />
          </Field>
          <Field label="End date" error={errors.endDate?.message}>
            <Input type="date" {...register('endDate')} />
          </Field>
          <Field label="End time">
            <Input type="time" {...register('endTime')} />
          </Field>
        </Grid>
        <Field label="Reason (optional)" hint="Only you see it." error={errors.reason?.message}>
          <Textarea rows={2} {...register('reason')} />
        </Field>
        {result && !result.saved && result.conflicts.length > 0 ? (
          <ScheduleConflicts
            conflicts={result.conflicts}
            timeZone={timeZone}
            title="Not added yet"
            message={practitionerMessages.timeOffConflicts}
            confirmLabel="Add anyway"
            onConfirm={save(true)}
            busy={isSubmitting}
          />
        ) : null}
        {result?.saved ? <Alert tone="positive">{practitionerMessages.timeOffSaved}</Alert> : null}
        {result?.saved && result.conflicts.length > 0 ? (
          <ScheduleConflicts
            conflicts={result.conflicts}
            timeZone={timeZone}
            title="Still booked in your time off: reschedule or cancel them"
          />
        ) : null}
        <FormError message={shell.failure} />
        <div>
          <SubmitButton busyLabel="Adding...">Add time off</SubmitButton>
        </div>
      </Stack>
    </FormShell>
  );
}
