import { zodResolver } from '@hookform/resolvers/zod';
import { mfaCode } from '@telehealth/contract';
import { Alert, Button, Field, Input, Stack } from '@telehealth/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormFields } from '../internal/FormFields';
import { applySubmitError } from '../internal/serverError';

const totpCodeFormInput = z.object({ code: mfaCode });
export type TotpCodeFormValues = z.output<typeof totpCodeFormInput>;

export interface TotpCodeFormProps {
  /** Called with the code, without spaces or hyphens; a rejection with `{ message, field? }` is shown on the form. */
  onSubmit: (values: TotpCodeFormValues) => Promise<unknown> | unknown;
  /** Shows the form with every control and button off. */
  disabled?: boolean;
  /** The submit button's words; 'Verify' unless set (for example 'Turn off'). */
  submitLabel?: string;
}

/** The second step of a staff sign-in: the 6-digit code of an authenticator app, or a recovery code. */
export function TotpCodeForm({ onSubmit, disabled, submitLabel = 'Verify' }: TotpCodeFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof totpCodeFormInput>, unknown, TotpCodeFormValues>({
    resolver: zodResolver(totpCodeFormInput),
    defaultValues: { code: '' },
  });
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFormError(applySubmitError(error, ['code'], setError));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Two-step sign-in">
      <FormFields disabled={disabled}>
        <Stack gap="medium">
          {formError ? (
            <Alert tone="critical" title="Sign in failed">
              {formError}
            </Alert>
          ) : null}
          <Field
            label="Code"
            hint="The 6-digit code from your authenticator app, or one of your recovery codes."
            error={errors.code?.message}
          >
            <Input
              autoComplete="one-time-code"
              autoCapitalize="off"
              spellCheck={false}
              {...register('code')}
            />
          </Field>
          <Button type="submit" variant="solid" busy={isSubmitting}>
            {isSubmitting ? 'Verifying...' : submitLabel}
          </Button>
        </Stack>
      </FormFields>
    </form>
  );
}
