import { zodResolver } from '@hookform/resolvers/zod';
import { assignAssessmentInput } from '@telehealth/contract';
import { Field, Inline, Select, Stack } from '@telehealth/ui';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '../internal/FormError';
import { FormShell, SubmitButton, useFormShell } from '../internal/FormShell';

const assignFields = ['practitionerId'] as const;

export type AssignPractitionerFormValues = z.output<typeof assignAssessmentInput>;

export interface AssignPractitionerFormProps {
  /** The active practitioners to choose from. */
  practitioners: readonly { id: number; name: string }[];
  /** Who reviews it now; the form then reassigns. */
  currentPractitionerId: number | null;
  /** `POST /api/admin/assessments/{id}/assign`; a rejection's `{ message, field }` shows on the form. */
  onSubmit: (values: AssignPractitionerFormValues) => Promise<unknown> | unknown;
  disabled?: boolean;
}

/**
 * Assign or reassign an assessment's practitioner (docs/product/admin.md), checked with the contract's
 * `assignAssessmentInput`. The practitioner who had it can no longer open it.
 */
export function AssignPractitionerForm({
  practitioners,
  currentPractitionerId,
  onSubmit,
  disabled,
}: AssignPractitionerFormProps) {
  const reassigning = currentPractitionerId !== null;
  const form = useForm<z.input<typeof assignAssessmentInput>, unknown, AssignPractitionerFormValues>({
    resolver: zodResolver(assignAssessmentInput),
    defaultValues: { practitionerId: '' },
  });
  const {
    control,
    formState: { errors },
  } = form;
  const shell = useFormShell(form, { fields: assignFields, onSubmit });

  const choices = practitioners
    .filter((practitioner) => practitioner.id !== currentPractitionerId)
    .map((practitioner) => ({ value: String(practitioner.id), label: practitioner.name }));
  return (
    <FormShell
      {...shell.props}
      disabled={disabled}
      aria-label={reassigning ? 'Reassign practitioner' : 'Assign practitioner'}
    >
      <Stack gap="medium">
        <FormError message={shell.failure} title="Error" />
        <Inline gap="small" align="end">
          <Controller
            control={control}
            name="practitionerId"
            render={({ field }) => (
              <Field label="Practitioner" error={errors.practitionerId?.message}>
                <Select
                  placeholder="Choose a practitioner"
                  options={choices}
                  value={typeof field.value === 'string' ? field.value : ''}
                  onValueChange={field.onChange}
                  name={field.name}
                />
              </Field>
            )}
          />
          <SubmitButton busyLabel="Saving...">{reassigning ? 'Reassign' : 'Assign'}</SubmitButton>
        </Inline>
      </Stack>
    </FormShell>
  );
}
