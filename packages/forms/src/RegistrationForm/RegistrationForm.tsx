import { zodResolver } from '@hookform/resolvers/zod';
import {
  passwordRequirements,
  type RegisterFormInput,
  type RegisterInput,
  registerFormInput,
} from '@telehealth/contract';
import { Alert, Button, Field, Input, PasswordStrengthMeter, Stack } from '@telehealth/ui';
import { useState } from 'react';
import { type Control, useForm, useWatch } from 'react-hook-form';
import { FormFields } from '../internal/FormFields';
import { applySubmitError } from '../internal/serverError';

export interface RegistrationFormProps {
  defaultValues?: Partial<RegisterFormInput>;
  /** Called with valid values, without the confirmation; a rejection with `{ message, field? }` is shown on the form. */
  onSubmit: (values: RegisterInput) => Promise<unknown> | unknown;
  /** Shows the form with every control and button off (no permission, or data still loading). */
  disabled?: boolean;
}

/** The meter follows the password on its own, so typing does not re-render the whole form. */
function PasswordMeter({ control }: { control: Control<RegisterFormInput> }) {
  const password = useWatch({ control, name: 'password' });
  return <PasswordStrengthMeter password={password} requirements={passwordRequirements} />;
}

/**
 * Patient registration: names, email, an Australian mobile (required: reminders and texts go to it), a password meeting every requirement (with the strength meter
 * listing the contract's rules as they are met), and its confirmation.
 */
export function RegistrationForm({ disabled, defaultValues, onSubmit }: RegistrationFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormInput>({
    resolver: zodResolver(registerFormInput),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      ...defaultValues,
    },
  });

  const submit = handleSubmit(async ({ confirmPassword: _confirmation, ...values }) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFormError(
        applySubmitError(error, ['firstName', 'lastName', 'email', 'phone', 'password'], setError),
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Create account">
      <FormFields disabled={disabled}>
        <Stack gap="medium">
          {formError ? (
            <Alert tone="critical" title="Registration failed">
              {formError}
            </Alert>
          ) : null}
          <Field label="First name" error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...register('firstName')} />
          </Field>
          <Field label="Last name" error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...register('lastName')} />
          </Field>
          <Field label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...register('email')} />
          </Field>
          <Field
            label="Mobile"
            hint="An Australian mobile, such as 0412 345 678, for appointment reminders and texts."
            error={errors.phone?.message}
          >
            <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
          </Field>
          <Field label="Password" error={errors.password?.message}>
            <Input type="password" autoComplete="new-password" {...register('password')} />
          </Field>
          <PasswordMeter control={control} />
          <Field label="Confirm password" error={errors.confirmPassword?.message}>
            <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
          </Field>
          <Button type="submit" variant="solid" busy={isSubmitting}>
            {isSubmitting ? 'Creating account...' : 'Create account'}
          </Button>
        </Stack>
      </FormFields>
    </form>
  );
}
