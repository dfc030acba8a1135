import { zodResolver } from '@hookform/resolvers/zod';
import { OTP_LENGTH, type OtpInput as OtpValues, otpInput } from '@telehealth/contract';
import { Field, OtpInput, Stack } from '@telehealth/ui';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormShell, SubmitButton, useFormShell } from '../internal/FormShell';

export interface EmailOtpFormProps {
  /** Called with exactly 6 digits, once per code: on the sixth digit, or with Verify. */
  onSubmit: (values: OtpValues) => Promise<unknown> | unknown;
  disabled?: boolean;
}

/** The hint under the field once its code has been sent, until it changes. */
export const otpAlreadyCheckedHint = 'This code has been checked. Enter another code, or ask for a new one.';

/**
 * The email verification dialog's code field: digits only, at most 6, submitted at exactly 6. Each code
 * is sent once: the sixth digit sends it, and Verify (or Enter) does not send the same code again, since every
 * wrong try counts against the code's few attempts. A changed code can be sent. To take a new code after Resend,
 * remount the form (a `key`).
 */
export function EmailOtpForm({ onSubmit, disabled }: EmailOtpFormProps) {
  const form = useForm<OtpValues>({ resolver: zodResolver(otpInput), defaultValues: { otp: '' } });
  const {
    control,
    watch,
    formState: { errors },
  } = form;
  // The caller reports a wrong code; the code stays, and is not sent again.
  const shell = useFormShell(form, { report: 'caller' });
  const isSubmitting = shell.isSubmitting;
  // A ref as well as state: the sixth digit and a quick Verify may arrive before a re-render.
  const sent = useRef<string | null>(null);
  const [lastSent, setLastSent] = useState<string | null>(null);
  const submit = shell.handle(async (values) => {
    if (sent.current === values.otp) return;
    sent.current = values.otp;
    setLastSent(values.otp);
    await onSubmit(values);
  });
  const otp = watch('otp') ?? '';
  const complete = otp.length === OTP_LENGTH;
  const alreadySent = complete && otp === lastSent;
  return (
    <FormShell
      onSubmit={submit}
      submitting={isSubmitting}
      disabled={disabled || isSubmitting}
      aria-label="Email verification code"
    >
      <Stack gap="medium">
        <Controller
          control={control}
          name="otp"
          render={({ field }) => (
            <Field
              label="Verification Code"
              hint={alreadySent && !isSubmitting ? otpAlreadyCheckedHint : 'The 6-digit code we emailed you.'}
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
          <SubmitButton busyLabel="Verifying..." disabled={!complete || alreadySent || isSubmitting}>
            Verify
          </SubmitButton>
        </div>
      </Stack>
    </FormShell>
  );
}
