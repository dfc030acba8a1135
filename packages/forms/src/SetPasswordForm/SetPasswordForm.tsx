import { zodResolver } from '@hookform/resolvers/zod';
import { type SetPasswordFormInput, setPasswordFormInput } from '@telehealth/contract';
import { Alert, Button, Field, Input, Stack } from '@telehealth/ui';
import { useForm } from 'react-hook-form';
import { FormFields } from '../internal/FormFields';
import { NewPasswordFields } from '../internal/NewPasswordFields';
import { useServerSubmit } from '../internal/useServerSubmit';

export interface SetPasswordFormProps {
  /** Whose link it is (from `GET /api/auth/password-link/{token}`): password managers save the password for it. */
  email: string;
  /** Called with the new password only: the confirmation never leaves the browser. */
  onSubmit: (values: { password: string }) => Promise<unknown> | unknown;
  disabled?: boolean;
}

/**
 * The page a set-password link opens (journeys §7): a new password under Part 2 §5's five rules, with the strength
 * meter and a confirmation. A rejection's message (a used or expired link, a common password) shows under the
 * password or above the button.
 */
export function SetPasswordForm({ email, onSubmit, disabled }: SetPasswordFormProps) {
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SetPasswordFormInput>({
    resolver: zodResolver(setPasswordFormInput),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { failure, run } = useServerSubmit<SetPasswordFormInput>(['password'], setError);
  const password = watch('password') ?? '';
  const submit = handleSubmit((values) => run(() => onSubmit({ password: values.password })));
  return (
    <form onSubmit={submit} noValidate aria-label="Set your password">
      <FormFields disabled={disabled}>
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
          {failure ? <Alert tone="critical">{failure}</Alert> : null}
          <div>
            <Button type="submit" variant="solid" busy={isSubmitting}>
              {isSubmitting ? 'Saving...' : 'Set Password'}
            </Button>
          </div>
        </Stack>
      </FormFields>
    </form>
  );
}
