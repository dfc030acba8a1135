import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AssessmentType,
  assessmentTypeLabels,
  assessmentTypes,
  type MedicationInput,
  medicationInput,
} from '@telehealth/contract';
import { Field, Input, Stack, Switch, Textarea } from '@telehealth/ui';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxGroup } from '../internal/CheckboxGroup';
import { FormActions } from '../internal/FormActions';
import { FormError } from '../internal/FormError';
import { FormShell, useFormShell } from '../internal/FormShell';

export type MedicationFormValues = z.output<typeof medicationInput>;

export interface MedicationFormProps {
  mode?: 'create' | 'edit';
  /** The medicine as the admin list gives it; nulls become ''. */
  defaultValues?: Partial<{
    name: string;
    genericName: string | null;
    description: string | null;
    assessmentTypes: readonly AssessmentType[];
    isActive: boolean;
  }>;
  /** Called with the contract's values (blank optional text as null); a rejection's `{ message, field }` shows. */
  onSubmit: (values: MedicationFormValues) => Promise<unknown> | unknown;
  onCancel?: () => void;
  disabled?: boolean;
}

const fieldNames = ['name', 'genericName', 'description', 'assessmentTypes'] as const;

const typeOptions = assessmentTypes.map((type) => ({ value: type, label: assessmentTypeLabels[type] }));

/**
 * A medicine of the catalogue: its name, generic name, description, the assessment types it may be
 * prescribed for (docs/product/prescriptions.md) and whether practitioners can prescribe it, checked with the
 * contract's `medicationInput`. Its variants have their own form.
 */
export function MedicationForm({
  mode = 'create',
  defaultValues,
  onSubmit,
  onCancel,
  disabled,
}: MedicationFormProps) {
  const form = useForm<MedicationInput, unknown, MedicationFormValues>({
    resolver: zodResolver(medicationInput),
    defaultValues: {
      name: defaultValues?.name ?? '',
      genericName: defaultValues?.genericName ?? '',
      description: defaultValues?.description ?? '',
      assessmentTypes: [...(defaultValues?.assessmentTypes ?? [])],
      isActive: defaultValues?.isActive ?? true,
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const shell = useFormShell(form, { fields: fieldNames, onSubmit });

  return (
    <FormShell
      {...shell.props}
      disabled={disabled}
      aria-label={mode === 'create' ? 'Add medicine' : 'Edit medicine'}
    >
      <Stack gap="medium">
        <FormError message={shell.failure} title="Error" />
        <Field label="Name" error={errors.name?.message}>
          <Input autoComplete="off" {...register('name')} />
        </Field>
        <Field label="Generic name (optional)" error={errors.genericName?.message}>
          <Input autoComplete="off" {...register('genericName')} />
        </Field>
        <Field label="Description (optional)" error={errors.description?.message}>
          <Textarea rows={3} {...register('description')} />
        </Field>
        <Controller
          control={control}
          name="assessmentTypes"
          render={({ field }) => (
            <Field
              label="May be prescribed for"
              hint="Practitioners can prescribe it only on assessments of these types."
              error={errors.assessmentTypes?.message ?? errors.assessmentTypes?.root?.message}
            >
              <CheckboxGroup
                options={typeOptions}
                value={(field.value ?? []) as AssessmentType[]}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            </Field>
          )}
        />
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <Switch label="Active" checked={field.value ?? true} onCheckedChange={field.onChange} />
          )}
        />
        <FormActions onCancel={onCancel} busyLabel="Saving...">
          {mode === 'create' ? 'Add Medicine' : 'Save Changes'}
        </FormActions>
      </Stack>
    </FormShell>
  );
}
