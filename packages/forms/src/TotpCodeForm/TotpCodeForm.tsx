import { zodResolver } from '@hookform/resolvers/zod';
import { mfaCode } from '@telehealth/contract';
import { Field, Input, Stack } from '@telehealth/ui';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormError } from '../internal/FormError';
import { FormShell, SubmitButton, useFormShell } from '../internal/FormShell';

const totpCodeFormInput = z.object({ code: mfaCode });
const codeFields = ['code'] as const;
export type TotpCodeFormValues = z.output<typeof totpCodeFormInput>;

export interface TotpCodeFormProps {
  /** Called with the code, without spaces or hyphens; a rejection with `{ message, field? }` is shown on the form. */
  onSubmit: (values: TotpCodeFormValues) => Promise<unknown> | unknown;
  /** Shows the form with every control and button off. */
  disabled?: boolean;
  /** The submit button's words; 'Verify' unless set (for example 'Turn off'). */
  submitLabel?: string;
}

/** The second step of a sign-in: the 6-digit code of an authenticator app, or a recovery code. */
export function TotpCodeForm({ onSubmit, disabled, submitLabel = 'Verify' }: TotpCodeFormProps) {
  const form = useForm<z.input<typeof totpCodeFormInput>, unknown, TotpCodeFormValues>({
    resolver: zodResolver(totpCodeFormInput),
    defaultValues: { code: '' },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const shell = useFormShell(form, { fields: codeFields, clearOnEdit: true, onSubmit });
  return (
    <FormShell {...shell.props} disabled={disabled} aria-label="Two-step sign-in">
      <Stack gap="medium">
        <FormError message={shell.failure} title="Sign in failed" />
        <Field
          label="Code"
          hint="The 6-digit code from your authenticator app, or one of your recovery codes."
          error={errors.code?.message}
        >
          <Input autoComplete="one-time-code" autoCapitalize="off" spellCheck={false} {...register('code')} />
        </Field>
        <SubmitButton busyLabel="Verifying...">{submitLabel}</SubmitButton>
      </Stack>
    </FormShell>
  );
}
