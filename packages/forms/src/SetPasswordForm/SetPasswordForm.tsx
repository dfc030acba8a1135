import { zodResolver } from '@hookform/resolvers/zod';
import { type SetPasswordFormInput, setPasswordFormInput } from '@telehealth/contract';
import { Field, Input, Stack } from '@telehealth/ui';
import { useForm } from 'react-hook-form';
import { FormError } from '../internal/FormError';
import { FormShell, SubmitButton, useFormShell } from '../internal/FormShell';
import { NewPasswordFields } from '../internal/NewPasswordFields';

const passwordFields = ['password'] as const;

export interface SetPasswordFormProps {
  /** Whose link it is (from `GET /api/auth/password-link/{token}`): password managers save the password for it. */
  email: string;
  /** Called with the new password only: the confirmation never leaves the browser. */
  onSubmit: (values: { password: string }) => Promise<unknown> | unknown;
  disabled?: boolean;
}

/**
 * The page a set-password link opens (docs/product/access.md): a new password under the five password rules, with the strength
 * meter and a confirmation. A rejection's message (a used or expired link, a common password) shows under the
 * password or above the button.
 */
export function SetPasswordForm({ email, onSubmit, disabled }: SetPasswordFormProps) {
  const form = useForm<SetPasswordFormInput>({
    resolver: zodResolver(setPasswordFormInput),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const shell = useFormShell(form, {
    fields: passwordFields,
    onSubmit: (values) => onSubmit({ password: values.password }),
  });
  const password = watch('password') ?? '';
  return (
    <FormShell {...shell.props} disabled={disabled} aria-label="Set your password">
      <Stack gap="medium">
        <Field label="Email">
          <Input type="email" autoComplete="username" value={email} readOnly />
        </Field>
        <NewPasswordFields
          password={register('password')}
          confirm={register('confirmPassword')}
          value={password}
          passwordError={errors.password?.message}
          confirmError={errors.confirmPassword?.message}
        />
        <FormError message={shell.failure} />
        <div>
          <SubmitButton busyLabel="Saving...">Set Password</SubmitButton>
        </div>
      </Stack>
    </FormShell>
  );
}
