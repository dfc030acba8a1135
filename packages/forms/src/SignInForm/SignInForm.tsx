import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginInput, loginInput } from '@telehealth/contract';
import { Alert, Button, Field, Input, Stack } from '@telehealth/ui';
import { useForm } from 'react-hook-form';
import { FormFields } from '../internal/FormFields';
import { useServerSubmit } from '../internal/useServerSubmit';

const signInFields = ['email', 'password'] as const;

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
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginInput),
    defaultValues: { email: '', password: '', ...defaultValues },
  });
  // A refusal ('Sign in failed') goes as soon as the user edits or sends again.
  const { failure: formError, run, onFormSubmit } = useServerSubmit(signInFields, setError, watch);
  const submit = handleSubmit((values) => run(() => onSubmit(values)));

  return (
    <form onSubmit={onFormSubmit(submit)} noValidate aria-label="Sign in">
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
