import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AvailabilityRange,
  type AvailabilitySaveResult,
  availabilityInput,
  minutesOfTime,
  practitionerMessages,
  timeOfMinutes,
  weekdayNames,
  weekdayOrder,
} from '@telehealth/contract';
import { Alert, Button, Card, Field, Heading, Inline, Input, Stack, Text } from '@telehealth/ui';
import { useEffect, useId, useState } from 'react';
import { type Resolver, useFieldArray, useForm } from 'react-hook-form';
import { FormError } from '../internal/FormError';
import { FormShell, SubmitButton, useFormShell } from '../internal/FormShell';
import { ScheduleConflicts } from '../internal/ScheduleConflicts';

export interface AvailabilityEditorProps {
  /** The week as `GET /api/practitioner/availability` gives it: ranges local to `timezone`. */
  value: { timezone: string; ranges: readonly AvailabilityRange[] };
  /** Saves the whole week; answers `saved: false` with the conflicts when booked appointments fall outside. */
  onSave: (input: { ranges: AvailabilityRange[]; confirm: boolean }) => Promise<AvailabilitySaveResult>;
  disabled?: boolean;
}

type Values = { ranges: { weekday: number; start: string; end: string }[] };

const resolver = zodResolver(availabilityInput) as unknown as Resolver<Values, unknown, Values>;

/** New hours for a day: 09:00 to 17:00, or the hour after the day's last range. */
function nextRange(ranges: Values['ranges'], weekday: number) {
  const ends = ranges.filter((range) => range.weekday === weekday).map((range) => minutesOfTime(range.end));
  if (ends.length === 0) return { weekday, start: '09:00', end: '17:00' };
  const start = Math.min(Math.max(...ends), 23 * 60);
  return { weekday, start: timeOfMinutes(start), end: timeOfMinutes(Math.min(start + 60, 24 * 60 - 1)) };
}

/**
 * The practitioner's weekly hours (docs/product/practitioner.md), Monday first, each day's ranges as start and end times in the
 * practitioner's timezone, checked with the contract's `availabilityInput`. When booked appointments fall outside
 * the new hours the server does not save: they are listed with 'Save anyway'.
 */
export function AvailabilityEditor({ value, onSave, disabled }: AvailabilityEditorProps) {
  const form = useForm<Values, unknown, Values>({
    resolver,
    values: { ranges: value.ranges.map((range) => ({ ...range })) },
    resetOptions: { keepDirtyValues: true },
  });
  const {
    control,
    register,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'ranges' });
  const [result, setResult] = useState<AvailabilitySaveResult | null>(null);
  const shell = useFormShell(form, {
    fields: fields.flatMap((_, index) => [`ranges.${index}.start`, `ranges.${index}.end`] as const),
  });
  const baseId = useId();

  // An answer is about the hours as they were sent: an edit makes it stale (a new `value` from the page does not).
  useEffect(() => {
    const subscription = watch((_, { name }) => {
      if (name) setResult(null);
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const save = (confirm: boolean) =>
    shell.handle(async ({ ranges }) => {
      setResult(await onSave({ ranges, confirm }));
    });

  return (
    <FormShell
      onSubmit={save(false)}
      submitting={isSubmitting}
      disabled={disabled || isSubmitting}
      aria-label="Weekly availability"
    >
      <Stack gap="large">
        <Text tone="muted">Times are in {value.timezone}</Text>
        {weekdayOrder.map((weekday) => {
          const day = weekdayNames[weekday];
          const ofDay = fields
            .map((field, index) => ({ field, index }))
            .filter((entry) => entry.field.weekday === weekday);
          return (
            <Card key={weekday} as="section" padding="medium" aria-labelledby={`${baseId}-${weekday}`}>
              <Stack gap="small">
                <Heading level={3} size="small" id={`${baseId}-${weekday}`}>
                  {day}
                </Heading>
                {ofDay.length === 0 ? <Text tone="muted">Unavailable</Text> : null}
                {ofDay.map(({ field, index }, position) => {
                  const number = position + 1;
                  const rangeErrors = errors.ranges?.[index];
                  return (
                    <Inline key={field.id} gap="small" align="end">
                      <Field label={`${day} start ${number}`} error={rangeErrors?.start?.message}>
                        <Input type="time" {...register(`ranges.${index}.start`)} />
                      </Field>
                      <Field label={`${day} end ${number}`} error={rangeErrors?.end?.message}>
                        <Input type="time" {...register(`ranges.${index}.end`)} />
                      </Field>
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        aria-label={`Remove ${day} hours ${number}`}
                        onClick={() => remove(index)}
                      >
                        Remove
                      </Button>
                    </Inline>
                  );
                })}
                <div>
                  <Button
                    type="button"
                    variant="soft"
                    size="sm"
                    aria-label={`Add hours on ${day}`}
                    onClick={() => append(nextRange(getValues('ranges'), weekday))}
                  >
                    Add hours
                  </Button>
                </div>
              </Stack>
            </Card>
          );
        })}
        {result && !result.saved && result.conflicts.length > 0 ? (
          <ScheduleConflicts
            conflicts={result.conflicts}
            timeZone={value.timezone}
            title="Not saved yet"
            message={practitionerMessages.availabilityConflicts}
            confirmLabel="Save anyway"
            onConfirm={save(true)}
            busy={isSubmitting}
          />
        ) : null}
        {result?.saved ? <Alert tone="positive">{practitionerMessages.availabilitySaved}</Alert> : null}
        {result?.saved && result.conflicts.length > 0 ? (
          <ScheduleConflicts
            conflicts={result.conflicts}
            timeZone={value.timezone}
            title="Still booked outside your hours: reschedule or cancel them"
          />
        ) : null}
        <FormError message={shell.failure} />
        <div>
          <SubmitButton busyLabel="Saving...">Save availability</SubmitButton>
        </div>
      </Stack>
    </FormShell>
  );
}
