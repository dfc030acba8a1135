import { zodResolver } from '@hookform/resolvers/zod';
import {
  type PasswordChangeInput,
  type PasswordChangeRequest,
  passwordChangeInput,
} from '@telehealth/contract';
import { Button, Field, Input, Stack } from '@telehealth/ui';
import { useForm } from 'react-hook-form';
import { FormFields } from '../internal/FormFields';
import { NewPasswordFields } from '../internal/NewPasswordFields';

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
          <NewPasswordFields
            password={register('newPassword')}
            confirm={register('confirmPassword')}
            value={password}
            passwordError={errors.newPassword?.message}
            confirmError={errors.confirmPassword?.message}
          />
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
