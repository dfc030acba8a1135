import { zodResolver } from '@hookform/resolvers/zod';
import { type MedicationVariantInput, medicationVariantInput } from '@telehealth/contract';
import { Field, Grid, Input, Select, Stack, Switch } from '@telehealth/ui';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormActions } from '../internal/FormActions';
import { FormError } from '../internal/FormError';
import { FormShell, useFormShell } from '../internal/FormShell';

export type MedicationVariantFormValues = z.output<typeof medicationVariantInput>;

/** A medicine the variant may belong to. */
export interface MedicineChoice {
  id: number;
  name: string;
}

export interface MedicationVariantFormProps {
  /** `create` offers the medicine (unless `defaultValues.medicationId` fixes it); `edit` keeps the variant's own. */
  mode?: 'create' | 'edit';
  /** The medicines to choose from when the variant's medicine is not fixed. */
  medicines?: readonly MedicineChoice[];
  /** The variant's values; the price in cents, as the contract has it. */
  defaultValues?: Partial<MedicationVariantInput>;
  /** Called with the contract's values (price in cents); a rejection's message shows under its field. */
  onSubmit: (values: MedicationVariantFormValues) => Promise<unknown> | unknown;
  onCancel?: () => void;
  disabled?: boolean;
}

/** What the fields hold: numbers as typed and the price in dollars (the contract's values are built on submit). */
const fieldsSchema = z.object({
  medicationId: z.string(),
  strength: z.string(),
  form: z.string(),
  packSize: z.string(),
  price: z.string(),
  isActive: z.boolean(),
});
type Fields = z.infer<typeof fieldsSchema>;
const fieldNames = ['medicationId', 'strength', 'form', 'packSize', 'price'] as const;

/** Blank stays blank, so that the schema names the field as missing rather than as zero. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function toInput(fields: Fields): MedicationVariantInput {
  const dollars = numberOf(fields.price);
  return {
    medicationId: numberOf(fields.medicationId),
    strength: fields.strength,
    form: fields.form,
    packSize: numberOf(fields.packSize),
    // Dollars to cents; NaN is left for the schema to refuse with the price message.
    priceCents: Math.round(dollars * 100),
    isActive: fields.isActive,
  };
}

/** The fields' own resolver: build the contract's input, then validate it with `medicationVariantInput`. */
const resolver = zodResolver(
  fieldsSchema.transform((fields, context) => {
    const parsed = medicationVariantInput.safeParse(toInput(fields));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'strength');
      context.addIssue({
        code: 'custom',
        message: issue.message,
        path: [key === 'priceCents' ? 'price' : key],
      });
    }
    return z.NEVER;
  }),
);

const centsToDollars = (cents: number | undefined) => (cents === undefined ? '' : (cents / 100).toFixed(2));

/**
 * The variant form of `/admin/medications` (docs/product/prescriptions.md): strength, form, pack size, price in dollars (sent in
 * cents) and whether it is offered to practitioners. The medicine is chosen when adding a variant without one.
 */
export function MedicationVariantForm({
  mode = 'create',
  medicines = [],
  defaultValues,
  onSubmit,
  onCancel,
  disabled,
}: MedicationVariantFormProps) {
  const medicineFixed = mode === 'edit' || defaultValues?.medicationId !== undefined;
  const form = useForm<Fields, unknown, MedicationVariantFormValues>({
    resolver,
    defaultValues: {
      medicationId: defaultValues?.medicationId === undefined ? '' : String(defaultValues.medicationId),
      strength: defaultValues?.strength ?? '',
      form: defaultValues?.form ?? '',
      packSize: defaultValues?.packSize === undefined ? '' : String(defaultValues.packSize),
      price: centsToDollars(defaultValues?.priceCents as number | undefined),
      isActive: defaultValues?.isActive ?? true,
    },
  });

  const {
    register,
    control,
    formState: { errors },
  } = form;
  const shell = useFormShell(form, {
    // A medicine that is not on screen cannot carry the message: it goes above the form.
    fields: fieldNames.filter((name) => name !== 'medicationId' || !medicineFixed),
    mapError: (error) =>
      (error as { field?: string } | null)?.field === 'priceCents'
        ? { ...(error as object), field: 'price' }
        : error,
    onSubmit,
  });

  return (
    <FormShell
      {...shell.props}
      disabled={disabled}
      aria-label={mode === 'create' ? 'Add variant' : 'Edit variant'}
    >
      <Stack gap="medium">
        <FormError message={shell.failure} title="Error" />
        {medicineFixed ? null : (
          <Controller
            control={control}
            name="medicationId"
            render={({ field }) => (
              <Field label="Medicine" error={errors.medicationId?.message}>
                <Select
                  options={medicines.map((medicine) => ({
                    value: String(medicine.id),
                    label: medicine.name,
                  }))}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                  placeholder="Choose a medicine"
                />
              </Field>
            )}
          />
        )}
        <Grid columns={{ mobile: '1', tablet: '2' }} gap="medium">
          <Field label="Strength" hint="For example 50 mg" error={errors.strength?.message}>
            <Input {...register('strength')} />
          </Field>
          <Field label="Form" hint="For example tablet" error={errors.form?.message}>
            <Input {...register('form')} />
          </Field>
          <Field label="Pack size" hint="Units in one pack" error={errors.packSize?.message}>
            <Input inputMode="numeric" {...register('packSize')} />
          </Field>
          <Field label="Price (AUD)" error={errors.price?.message}>
            <Input inputMode="decimal" {...register('price')} />
          </Field>
        </Grid>
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <Switch label="Active" checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
        <FormActions onCancel={onCancel} busyLabel="Saving...">
          {mode === 'create' ? 'Add Variant' : 'Save Changes'}
        </FormActions>
      </Stack>
    </FormShell>
  );
}
