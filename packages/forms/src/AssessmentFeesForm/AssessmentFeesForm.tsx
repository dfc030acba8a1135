import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AssessmentFeesInput,
  assessmentFeesInput,
  CURRENCY,
  DEFAULT_ASSESSMENT_FEE,
} from '@telehealth/contract';
import { Field, Input, Stack } from '@telehealth/ui';
import { useForm } from 'react-hook-form';
import { FormShell, SubmitButton, useFormShell } from '../internal/FormShell';

export interface AssessmentFeesFormProps {
  /** The stored fees; a missing one shows the default 20.00. */
  defaultValues?: Partial<Record<keyof AssessmentFeesInput, string | null | undefined>>;
  onSubmit: (values: AssessmentFeesInput) => Promise<unknown> | unknown;
  loading?: boolean;
  disabled?: boolean;
}

/** The three assessment types and their labels (docs/product/settings.md). */
export const assessmentFeeFields = [
  { key: 'ed_assessment_fee', label: `Erectile Dysfunction Assessment Fee (${CURRENCY})` },
  { key: 'weight_loss_assessment_fee', label: `Weight Loss Assessment Fee (${CURRENCY})` },
  { key: 'contraception_assessment_fee', label: `Contraception Assessment Fee (${CURRENCY})` },
] as const;

/** The Assessment Fees tab: one free-text fee per assessment type, with a decimal keyboard. */
export function AssessmentFeesForm({
  defaultValues,
  onSubmit,
  loading = false,
  disabled,
}: AssessmentFeesFormProps) {
  const form = useForm<AssessmentFeesInput>({
    resolver: zodResolver(assessmentFeesInput),
    values: {
      ed_assessment_fee: defaultValues?.ed_assessment_fee || DEFAULT_ASSESSMENT_FEE,
      weight_loss_assessment_fee: defaultValues?.weight_loss_assessment_fee || DEFAULT_ASSESSMENT_FEE,
      contraception_assessment_fee: defaultValues?.contraception_assessment_fee || DEFAULT_ASSESSMENT_FEE,
    },
    resetOptions: { keepDirtyValues: true },
  });
  const {
    register,
    formState: { errors },
  } = form;
  // The caller reports a failure (its toast); the values stay so they can be sent again.
  const shell = useFormShell(form, { report: 'caller', onSubmit });
  return (
    <FormShell {...shell.props} disabled={disabled} aria-label="Assessment Fees">
      <Stack gap="medium">
        {assessmentFeeFields.map(({ key, label }) => (
          <Field key={key} label={label} error={errors[key]?.message}>
            <Input inputMode="decimal" autoComplete="off" {...register(key)} />
          </Field>
        ))}
        <div>
          <SubmitButton busyLabel="Saving..." disabled={loading || shell.isSubmitting}>
            Save Changes
          </SubmitButton>
        </div>
      </Stack>
    </FormShell>
  );
}
