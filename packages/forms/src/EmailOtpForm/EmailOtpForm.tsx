import { zodResolver } from '@hookform/resolvers/zod';
import { OTP_LENGTH, type OtpInput as OtpValues, otpInput } from '@telehealth/contract';
import { Button, Field, OtpInput, Stack } from '@telehealth/ui';
import { Controller, useForm } from 'react-hook-form';
import { FormFields } from '../internal/FormFields';

export interface EmailOtpFormProps {
  /** Called with exactly 6 digits: on the sixth digit, or with Verify. */
  onSubmit: (values: OtpValues) => Promise<unknown> | unknown;
  disabled?: boolean;
}

/** The verification dialog's code field (Part 2 §2, §5): digits only, at most 6, submitted at exactly 6. */
export function EmailOtpForm({ onSubmit, disabled }: EmailOtpFormProps) {
  const {
    control,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<OtpValues>({ resolver: zodResolver(otpInput), defaultValues: { otp: '' } });
  const submit = handleSubmit(async (values) => onSubmit(values));
  const complete = (watch('otp') ?? '').length === OTP_LENGTH;
  return (
    <form onSubmit={submit} noValidate aria-label="Email verification code">
      <FormFields disabled={disabled || isSubmitting}>
        <Stack gap="medium">
          <Controller
            control={control}
            name="otp"
            render={({ field }) => (
              <Field
                label="Verification Code"
                hint="The 6-digit code we emailed you."
                error={errors.otp?.message}
              >
                <OtpInput
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  onComplete={() => void submit()}
                  autoComplete="one-time-code"
                />
              </Field>
            )}
          />
          <div>
            <Button type="submit" variant="solid" busy={isSubmitting} disabled={!complete || isSubmitting}>
              {isSubmitting ? 'Verifying...' : 'Verify'}
            </Button>
          </div>
        </Stack>
      </FormFields>
    </form>
  );
}
