import { zodResolver } from '@hookform/resolvers/zod';
import {
  discountTypes,
  type PromoCodeInput,
  promoCodeInput,
  promoCodeMessages,
  promoValidFor,
} from '@telehealth/contract';
import { Field, Grid, Input, Select, Stack, Switch } from '@telehealth/ui';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormActions } from '../internal/FormActions';
import { FormError } from '../internal/FormError';
import { FormShell, useFormShell } from '../internal/FormShell';
import type { SubmitError } from '../internal/serverError';

export type PromoCodeFormValues = z.output<typeof promoCodeInput>;

export interface PromoCodeFormProps {
  mode?: 'create' | 'edit';
  defaultValues?: Partial<PromoCodeInput>;
  onSubmit: (values: PromoCodeFormValues) => Promise<unknown> | unknown;
  onCancel?: () => void;
  disabled?: boolean;
}

const discountLabels = { percentage: 'Percentage', fixed_amount: 'Fixed amount (AUD)' } as const;
const validForLabels = { assessment: 'Assessments', prescription: 'Prescriptions', both: 'Both' } as const;

/** What the fields hold: the amount in dollars and the dates as yyyy-mm-dd (the contract's values are built on submit). */
const fieldsSchema = z.object({
  code: z.string(),
  discountType: z.enum(discountTypes),
  amount: z.string(),
  validFor: z.enum(promoValidFor),
  startsOn: z.string(),
  endsOn: z.string(),
  maxUses: z.string(),
  maxUsesPerPatient: z.string(),
  isActive: z.boolean(),
});
type Fields = z.infer<typeof fieldsSchema>;
const codeFields = ['code'] as const;

const toDay = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '');
/** A day as the start of that day in the browser's zone, or the end of it for an end date. */
const fromDay = (day: string, end: boolean) =>
  day ? new Date(`${day}T${end ? '23:59:59' : '00:00:00'}`).toISOString() : null;
const limit = (text: string) => (text.trim() === '' ? null : Number(text));

function toInput(fields: Fields): PromoCodeInput {
  const amount = Number(fields.amount);
  return {
    code: fields.code,
    discountType: fields.discountType,
    // Dollars to cents for a fixed amount; NaN is left for the schema to refuse.
    value: fields.discountType === 'fixed_amount' ? Math.round(amount * 100) : amount,
    validFor: fields.validFor,
    startsAt: fromDay(fields.startsOn, false),
    expiresAt: fromDay(fields.endsOn, true),
    maxUses: limit(fields.maxUses),
    maxUsesPerPatient: limit(fields.maxUsesPerPatient),
    isActive: fields.isActive,
  };
}

/** The fields' own resolver: build the contract's input, then validate it with `promoCodeInput`. */
const resolver = zodResolver(
  fieldsSchema.transform((fields, context) => {
    const parsed = promoCodeInput.safeParse(toInput(fields));
    if (parsed.success) return parsed.data;
    const fieldOf: Record<string, keyof Fields> = {
      value: 'amount',
      startsAt: 'startsOn',
      expiresAt: 'endsOn',
    };
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'code');
      context.addIssue({ code: 'custom', message: issue.message, path: [fieldOf[key] ?? key] });
    }
    return z.NEVER;
  }),
);

/** A promo code (docs/product/campaigns.md): code, discount, what it applies to, dates, limits and whether it is active. */
export function PromoCodeForm({
  mode = 'create',
  defaultValues,
  onSubmit,
  onCancel,
  disabled,
}: PromoCodeFormProps) {
  const form = useForm<Fields, unknown, PromoCodeFormValues>({
    resolver,
    defaultValues: {
      code: defaultValues?.code ?? '',
      discountType: defaultValues?.discountType ?? 'percentage',
      amount:
        defaultValues?.value === undefined
          ? ''
          : String(
              defaultValues.discountType === 'fixed_amount' ? defaultValues.value / 100 : defaultValues.value,
            ),
      validFor: defaultValues?.validFor ?? 'both',
      startsOn: toDay(defaultValues?.startsAt),
      endsOn: toDay(defaultValues?.expiresAt),
      maxUses: defaultValues?.maxUses == null ? '' : String(defaultValues.maxUses),
      maxUsesPerPatient:
        defaultValues?.maxUsesPerPatient == null ? '' : String(defaultValues.maxUsesPerPatient),
      isActive: defaultValues?.isActive ?? true,
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const shell = useFormShell(form, {
    fields: codeFields,
    // A taken code belongs under Code, never above the form.
    mapError: (error) =>
      (error as SubmitError | null)?.message === promoCodeMessages.codeTaken &&
      (error as SubmitError).field !== 'code'
        ? null
        : error,
    onSubmit,
  });
  const discountType = useWatch({ control, name: 'discountType' });

  return (
    <FormShell
      {...shell.props}
      disabled={disabled}
      aria-label={mode === 'create' ? 'Create promo code' : 'Edit promo code'}
    >
      <Stack gap="medium">
        <FormError message={shell.failure} title="Error" />
        <Field label="Code" error={errors.code?.message}>
          <Input autoCapitalize="characters" {...register('code')} />
        </Field>
        <Grid columns={{ mobile: '1', tablet: '2' }} gap="medium">
          <Controller
            control={control}
            name="discountType"
            render={({ field }) => (
              <Field label="Discount type">
                <Select
                  options={discountTypes.map((type) => ({ value: type, label: discountLabels[type] }))}
                  value={field.value}
                  onValueChange={field.onChange}
                  name={field.name}
                />
              </Field>
            )}
          />
          <Field
            label={discountType === 'fixed_amount' ? 'Amount (AUD)' : 'Percentage'}
            error={errors.amount?.message}
          >
            <Input inputMode="decimal" {...register('amount')} />
          </Field>
          <Controller
            control={control}
            name="validFor"
            render={({ field }) => (
              <Field label="Valid for">
                <Select
                  options={promoValidFor.map((value) => ({ value, label: validForLabels[value] }))}
                  value={field.value}
                  onValueChange={field.onChange}
                  name={field.name}
                />
              </Field>
            )}
          />
          <span />
          <Field label="Start date" error={errors.startsOn?.message}>
            <Input type="date" {...register('startsOn')} />
          </Field>
          <Field label="End date" error={errors.endsOn?.message}>
            <Input type="date" {...register('endsOn')} />
          </Field>
          <Field label="Total use limit" hint="Empty for no limit" error={errors.maxUses?.message}>
            <Input inputMode="numeric" {...register('maxUses')} />
          </Field>
          <Field
            label="Per-patient limit"
            hint="Empty for no limit"
            error={errors.maxUsesPerPatient?.message}
          >
            <Input inputMode="numeric" {...register('maxUsesPerPatient')} />
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
          {mode === 'create' ? 'Create Promo Code' : 'Save Changes'}
        </FormActions>
      </Stack>
    </FormShell>
  );
}
