import { zodResolver } from '@hookform/resolvers/zod';
import { type DeclineAssessmentInput, declineAssessmentInput } from '@telehealth/contract';
import { Alert, Button, Field, Stack, Textarea } from '@telehealth/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormFields } from '../internal/FormFields';
import { applySubmitError } from '../internal/serverError';

export interface DeclineFormProps {
  onDecline: (reason: string) => Promise<void>;
  disabled?: boolean | undefined;
}

/** The Decline part of the decision: a reason is required (the contract's `declineAssessmentInput`). */
export function DeclineForm({ onDecline, disabled }: DeclineFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DeclineAssessmentInput, unknown, { reason: string }>({
    resolver: zodResolver(declineAssessmentInput),
    defaultValues: { reason: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);

  const submit = handleSubmit(async ({ reason }) => {
    setFormError(null);
    try {
      await onDecline(reason);
    } catch (error) {
      setFormError(applySubmitError<DeclineAssessmentInput>(error, ['reason'], setError));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Decline">
      <FormFields disabled={disabled || isSubmitting}>
        <Stack gap="medium">
          <Field
            label="Reason for declining"
            hint="The patient is told the assessment was declined."
            error={errors.reason?.message}
          >
            <Textarea rows={4} {...register('reason')} />
          </Field>
          {formError ? <Alert tone="critical">{formError}</Alert> : null}
          <div>
            <Button type="submit" variant="solid" tone="critical" busy={isSubmitting}>
              {isSubmitting ? 'Declining...' : 'Decline'}
            </Button>
          </div>
        </Stack>
      </FormFields>
    </form>
  );
}
