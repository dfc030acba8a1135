import { zodResolver } from '@hookform/resolvers/zod';
import { type RegisterFormInput, type RegisterInput, registerFormInput } from '@telehealth/contract';
import { Alert, Button, Field, Input, Stack } from '@telehealth/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormFields } from '../internal/FormFields';
import { applySubmitError } from '../internal/serverError';

export interface RegistrationFormProps {
  defaultValues?: Partial<RegisterFormInput>;
  /** Called with valid values, without the confirmation; a rejection with `{ message, field? }` is shown on the form. */
  onSubmit: (values: RegisterInput) => Promise<unknown> | unknown;
  /** Shows the form with every control and button off (no permission, or data still loading). */
  disabled?: boolean;
}

const passwordHint =
  'At least 8 characters, with a lowercase letter, an uppercase letter, a number and a special character.';

/** Patient registration: names, email, a password meeting every requirement, and its confirmation. */
export function RegistrationForm({ disabled, defaultValues, onSubmit }: RegistrationFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormInput>({
    resolver: zodResolver(registerFormInput),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
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
      setFormError(applySubmitError(error, ['firstName', 'lastName', 'email', 'password'], setError));
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
          <Field label="Password" hint={passwordHint} error={errors.password?.message}>
            <Input type="password" autoComplete="new-password" {...register('password')} />
          </Field>
          <Field label="Confirm password" error={errors.confirmPassword?.message}>
            <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
          </Field>
          <Button type="submit" variant="primary" busy={isSubmitting}>
            {isSubmitting ? 'Creating account...' : 'Create account'}
          </Button>
        </Stack>
      </FormFields>
    </form>
  );
}
