import { passwordRequirements } from '@telehealth/contract';
import { Field, Input, PasswordStrengthMeter } from '@telehealth/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A new password with the five password rules and the strength meter, and its confirmation. */
export function NewPasswordFields({
  password,
  confirm,
  value,
  passwordError,
  confirmError,
}: {
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  /** What is typed so far, for the meter. */
  value: string;
  passwordError?: string | undefined;
  confirmError?: string | undefined;
}) {
  return (
    <>
      <Field label="New Password" error={passwordError}>
        <Input type="password" autoComplete="new-password" {...password} />
      </Field>
      <PasswordStrengthMeter
        password={value}
        requirements={passwordRequirements}
        hint="Use 12 or more characters for a stronger password."
      />
      <Field label="Confirm New Password" error={confirmError}>
        <Input type="password" autoComplete="new-password" {...confirm} />
      </Field>
    </>
  );
}
