import { zodResolver } from '@hookform/resolvers/zod';
import { mfaCode } from '@telehealth/contract';
import { Alert, Button, Field, Input, Stack } from '@telehealth/ui';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormFields } from '../internal/FormFields';
import { useServerSubmit } from '../internal/useServerSubmit';

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
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof totpCodeFormInput>, unknown, TotpCodeFormValues>({
    resolver: zodResolver(totpCodeFormInput),
    defaultValues: { code: '' },
  });
  const { failure: formError, run, onFormSubmit } = useServerSubmit(codeFields, setError, watch);
  const submit = handleSubmit((values) => run(() => onSubmit(values)));
  return (
    <form onSubmit={onFormSubmit(submit)} noValidate aria-label="Two-step sign-in">
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
