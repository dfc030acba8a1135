import { zodResolver } from '@hookform/resolvers/zod';
import {
  type PasswordChangeInput,
  type PasswordChangeRequest,
  passwordChangeInput,
} from '@telehealth/contract';
import { Field, Input, Stack } from '@telehealth/ui';
import { useForm } from 'react-hook-form';
import { FormShell, SubmitButton, useFormShell } from '../internal/FormShell';
import { NewPasswordFields } from '../internal/NewPasswordFields';

export interface PasswordChangeFormProps {
  /** Called with the current and new password only: the confirmation never leaves the browser. */
  onSubmit: (values: PasswordChangeRequest) => Promise<unknown> | unknown;
  disabled?: boolean;
}

/** Change Password (docs/product/settings.md): current, new and confirmation, with the five rules and the strength meter. */
export function PasswordChangeForm({ onSubmit, disabled }: PasswordChangeFormProps) {
  const form = useForm<PasswordChangeInput>({
    resolver: zodResolver(passwordChangeInput),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  // The caller reports a failure (its toast); the values stay so they can be sent again.
  const shell = useFormShell(form, {
    report: 'caller',
    onSubmit: ({ currentPassword, newPassword }) => onSubmit({ currentPassword, newPassword }),
  });
  const password = watch('newPassword') ?? '';
  return (
    <FormShell {...shell.props} disabled={disabled} aria-label="Change Password">
      <Stack gap="medium">
        <Field label="Current Password" error={errors.currentPassword?.message}>
          <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
        </Field>
        <NewPasswordFields
          password={register('newPassword')}
          confirm={register('confirmPassword')}
          value={password}
          passwordError={errors.newPassword?.message}
          confirmError={errors.confirmPassword?.message}
        />
        <div>
          <SubmitButton busyLabel="Updating...">Update Password</SubmitButton>
        </div>
      </Stack>
    </FormShell>
  );
}
