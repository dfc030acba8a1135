import { DEFAULT_COUNTRY, DEFAULT_TIMEZONE, timezoneChoices } from '@telehealth/contract';
import { Field, Input, Select } from '@telehealth/ui';
import { Controller, useFormContext } from 'react-hook-form';

const timezoneOptions = timezoneChoices.map(({ value, label }) => ({ value, label: `${label} (${value})` }));

/** The profile's timezone, one of the 24 offered (inside the form's FormProvider). */
export function TimezoneField({ hint }: { hint?: string }) {
  const {
    control,
    formState: { errors },
  } = useFormContext<{ timezone: string }>();
  return (
    <Controller
      control={control}
      name="timezone"
      render={({ field }) => (
        <Field label="Timezone" hint={hint} error={errors.timezone?.message}>
          <Select
            options={timezoneOptions}
            value={field.value}
            onValueChange={field.onChange}
            name={field.name}
          />
        </Field>
      )}
    />
  );
}

type Defaults = Partial<Record<string, string | number | null | undefined>>;

/**
 * A profile form's starting values: every text field '' when missing, Sydney and Australia when unset, the position
 * null unless known.
 */
export function profileValues<Values>(textFields: readonly string[], values: Defaults = {}): Values {
  const filled: Record<string, unknown> = {};
  for (const key of textFields) filled[key] = values[key] ?? '';
  filled.timezone = values.timezone || DEFAULT_TIMEZONE;
  filled.country = values.country || DEFAULT_COUNTRY;
  filled.lat = values.lat ?? null;
  filled.lng = values.lng ?? null;
  return filled as Values;
}

/** First and last name, and the sign-in email shown read-only: the head of every profile form. */
export function NameAndEmailFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<{ firstName: string; lastName: string; email: string }>();
  return (
    <>
      <Field label="First Name" error={errors.firstName?.message}>
        <Input autoComplete="given-name" {...register('firstName')} />
      </Field>
      <Field label="Last Name" error={errors.lastName?.message}>
        <Input autoComplete="family-name" {...register('lastName')} />
      </Field>
      <Field label="Email" hint="Your sign-in email cannot be changed." error={errors.email?.message}>
        <Input type="email" readOnly {...register('email')} />
      </Field>
    </>
  );
}
