import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginInput, loginInput } from '@telehealth/contract';
import { Field, Input, Stack } from '@telehealth/ui';
import { useForm } from 'react-hook-form';
import { FormError } from '../internal/FormError';
import { FormShell, SubmitButton, useFormShell } from '../internal/FormShell';

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
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginInput),
    defaultValues: { email: '', password: '', ...defaultValues },
  });
  const {
    register,
    formState: { errors },
  } = form;
  // A refusal ('Sign in failed') goes as soon as the user edits or sends again.
  const shell = useFormShell(form, { fields: signInFields, clearOnEdit: true, onSubmit });

  return (
    <FormShell {...shell.props} disabled={disabled} aria-label="Sign in">
      <Stack gap="medium">
        <FormError message={shell.failure} title="Sign in failed" />
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </Field>
        <Field label="Password" error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...register('password')} />
        </Field>
        <SubmitButton busyLabel="Signing in...">Sign in</SubmitButton>
      </Stack>
    </FormShell>
  );
}
