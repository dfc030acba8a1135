import { zodResolver } from '@hookform/resolvers/zod';
import {
  type PasswordChangeInput,
  type PasswordChangeRequest,
  passwordChangeInput,
  passwordRequirements,
} from '@telehealth/contract';
import { Button, Field, Input, PasswordStrengthMeter, Stack } from '@telehealth/ui';
import { useForm } from 'react-hook-form';
import { FormFields } from '../internal/FormFields';

export interface PasswordChangeFormProps {
  /** Called with the current and new password only: the confirmation never leaves the browser. */
  onSubmit: (values: PasswordChangeRequest) => Promise<unknown> | unknown;
  disabled?: boolean;
}

/** Change Password (Part 2 §2, §5): current, new and confirmation, with the five rules and the strength meter. */
export function PasswordChangeForm({ onSubmit, disabled }: PasswordChangeFormProps) {
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeInput>({
    resolver: zodResolver(passwordChangeInput),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const password = watch('newPassword') ?? '';
  return (
    <form
      onSubmit={handleSubmit(async ({ currentPassword, newPassword }) =>
        onSubmit({ currentPassword, newPassword }),
      )}
      noValidate
      aria-label="Change Password"
    >
      <FormFields disabled={disabled}>
        <Stack gap="medium">
          <Field label="Current Password" error={errors.currentPassword?.message}>
            <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
          </Field>
          <Field label="New Password" error={errors.newPassword?.message}>
            <Input type="password" autoComplete="new-password" {...register('newPassword')} />
          </Field>
          <PasswordStrengthMeter
            password={password}
            requirements={passwordRequirements}
            hint="Use 12 or more characters for a stronger password."
          />
          <Field label="Confirm New Password" error={errors.confirmPassword?.message}>
            <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
          </Field>
          <div>
            <Button type="submit" variant="solid" busy={isSubmitting}>
              {isSubmitting ? 'Updating...' : 'Update Password'}
            </Button>
          </div>
        </Stack>
      </FormFields>
    </form>
  );
}
