import { zodResolver } from '@hookform/resolvers/zod';
import { type DeclineAssessmentInput, declineAssessmentInput } from '@telehealth/contract';
import { Field, Stack, Textarea } from '@telehealth/ui';
import { useForm } from 'react-hook-form';
import { FormError } from '../internal/FormError';
import { FormShell, SubmitButton, useFormShell } from '../internal/FormShell';

const reasonFields = ['reason'] as const;

export interface DeclineFormProps {
  onDecline: (reason: string) => Promise<void>;
  disabled?: boolean | undefined;
}

/** The Decline part of the decision: a reason is required (the contract's `declineAssessmentInput`). */
export function DeclineForm({ onDecline, disabled }: DeclineFormProps) {
  const form = useForm<DeclineAssessmentInput, unknown, { reason: string }>({
    resolver: zodResolver(declineAssessmentInput),
    defaultValues: { reason: '' },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const shell = useFormShell(form, { fields: reasonFields, onSubmit: ({ reason }) => onDecline(reason) });

  return (
    <FormShell {...shell.props} disabled={disabled || shell.isSubmitting} aria-label="Decline">
      <Stack gap="medium">
        <Field
          label="Reason for declining"
          hint="The patient is told the assessment was declined."
          error={errors.reason?.message}
        >
          <Textarea rows={4} {...register('reason')} />
        </Field>
        <FormError message={shell.failure} />
        <div>
          <SubmitButton tone="critical" busyLabel="Declining...">
            Decline
          </SubmitButton>
        </div>
      </Stack>
    </FormShell>
  );
}
