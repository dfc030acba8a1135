import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginInput, loginInput } from '@telehealth/contract';
import { Alert, Button, Field, Input, Stack } from '@telehealth/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormFields } from '../internal/FormFields';
import { applySubmitError } from '../internal/serverError';

export interface SignInFormProps {
  /** Initial values, for example an email carried over from registration. */
  defaultValues?: Partial<LoginInput>;
  /** Called with valid values; a rejection with `{ message, field? }` is shown on the form. */
  onSubmit: (values: LoginInput) => Promise<unknown> | unknown;
  /** Shows the form with every control and button off (no permission, or data still loading). */
  disabled?: boolean;
}

/** Email and password sign-in, validated by the contract's `loginInput`. */
export function SignInForm({ disabled, defaultValues, onSubmit }: SignInFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginInput),
    defaultValues: { email: '', password: '', ...defaultValues },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFormError(applySubmitError(error, ['email', 'password'], setError));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <FormFields disabled={disabled}>
        <Stack gap="medium">
          {formError ? (
            <Alert tone="critical" title="Sign in failed">
              {formError}
            </Alert>
          ) : null}
          <Field label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...register('email')} />
          </Field>
          <Field label="Password" error={errors.password?.message}>
            <Input type="password" autoComplete="current-password" {...register('password')} />
          </Field>
          <Button type="submit" variant="solid" busy={isSubmitting}>
            {isSubmitting ? 'Signing in...' : 'Sign in'}
          </Button>
        </Stack>
      </FormFields>
    </form>
  );
}
