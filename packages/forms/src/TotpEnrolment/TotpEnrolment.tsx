import { zodResolver } from '@hookform/resolvers/zod';
import { type MfaEnrolment, totpCode } from '@telehealth/contract';
import { Field, Input, Stack, Text } from '@telehealth/ui';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormError } from '../internal/FormError';
import { FormShell, SubmitButton, useFormShell } from '../internal/FormShell';

const totpEnrolmentInput = z.object({ code: totpCode });
const codeFields = ['code'] as const;
export type TotpEnrolmentValues = z.output<typeof totpEnrolmentInput>;

export const QR_CODE_ALT = 'QR code to scan with your authenticator app';

export interface TotpEnrolmentProps {
  /** The secret the server made: its QR code and its text. */
  enrolment: MfaEnrolment;
  /** Called with the first code; a rejection with `{ message, field? }` is shown on the form. */
  onSubmit: (values: TotpEnrolmentValues) => Promise<unknown> | unknown;
  disabled?: boolean;
}

/** Setting up two-step sign-in: scan the QR code (or type the key), then confirm with the app's first code. */
export function TotpEnrolment({ enrolment, onSubmit, disabled }: TotpEnrolmentProps) {
  const form = useForm<z.input<typeof totpEnrolmentInput>, unknown, TotpEnrolmentValues>({
    resolver: zodResolver(totpEnrolmentInput),
    defaultValues: { code: '' },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const shell = useFormShell(form, { fields: codeFields, onSubmit });
  return (
    <FormShell {...shell.props} disabled={disabled} aria-label="Set up two-step sign-in">
      <Stack gap="medium">
        <FormError message={shell.failure} title="Set-up failed" />
        <Text>Scan this QR code with an authenticator app (such as Google Authenticator or 1Password).</Text>
        <img src={enrolment.qrCodeDataUrl} alt={QR_CODE_ALT} width={200} height={200} />
        <Text tone="muted">Or type this key into the app:</Text>
        <Text as="strong" aria-label="Secret key" data-testid="totp-secret">
          {enrolment.secret}
        </Text>
        <Field label="Code" hint="Enter the 6-digit code the app shows now." error={errors.code?.message}>
          <Input inputMode="numeric" autoComplete="one-time-code" {...register('code')} />
        </Field>
        <SubmitButton busyLabel="Confirming...">Turn on two-step sign-in</SubmitButton>
      </Stack>
    </FormShell>
  );
}
