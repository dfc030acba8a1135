import { zodResolver } from '@hookform/resolvers/zod';
import { assignAssessmentInput } from '@telehealth/contract';
import { Button, Field, Inline, Select, Stack } from '@telehealth/ui';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '../internal/FormError';
import { FormFields } from '../internal/FormFields';
import { useServerSubmit } from '../internal/useServerSubmit';

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
 * Assign or reassign an assessment's practitioner (journeys §7), checked with the contract's
 * `assignAssessmentInput`. The practitioner who had it can no longer open it.
 */
export function AssignPractitionerForm({
  practitioners,
  currentPractitionerId,
  onSubmit,
  disabled,
}: AssignPractitionerFormProps) {
  const reassigning = currentPractitionerId !== null;
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof assignAssessmentInput>, unknown, AssignPractitionerFormValues>({
    resolver: zodResolver(assignAssessmentInput),
    defaultValues: { practitionerId: '' },
  });

  const { failure, run } = useServerSubmit(assignFields, setError);
  const submit = handleSubmit((values) => run(() => onSubmit(values)));

  const choices = practitioners
    .filter((practitioner) => practitioner.id !== currentPractitionerId)
    .map((practitioner) => ({ value: String(practitioner.id), label: practitioner.name }));
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={reassigning ? 'Reassign practitioner' : 'Assign practitioner'}
    >
      <FormFields disabled={disabled}>
        <Stack gap="medium">
          <FormError message={failure} />
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
            <Button type="submit" variant="solid" busy={isSubmitting}>
              {isSubmitting ? 'Saving...' : reassigning ? 'Reassign' : 'Assign'}
            </Button>
          </Inline>
        </Stack>
      </FormFields>
    </form>
  );
}
