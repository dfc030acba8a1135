import { zodResolver } from '@hookform/resolvers/zod';
import { approveAssessmentInput, type PrescribableMedication, prescribingLimits } from '@telehealth/contract';
import { Alert, Button, Card, Field, Grid, Inline, Input, Select, Stack, Textarea } from '@telehealth/ui';
import { useMemo } from 'react';
import { Controller, type Resolver, useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '../internal/FormError';
import { FormShell, SubmitButton, useFormShell } from '../internal/FormShell';
import { medicineOptions } from './medicineOptions';

/** One medicine of an approval as the server takes it. */
export type PrescribeItem = z.output<typeof approveAssessmentInput>['items'][number];

export interface ApproveFormProps {
  medications: readonly PrescribableMedication[];
  canPrescribe: boolean;
  onApprove: (items: PrescribeItem[]) => Promise<void>;
  disabled?: boolean | undefined;
}

type Values = { items: { variantId: string; instructions: string; quantity: string; repeats: string }[] };

type Output = z.output<typeof approveAssessmentInput>;
/** The fields hold text; the contract coerces the numbers, so its input type (unknown) is widened to the fields'. */
const approveResolver = zodResolver(approveAssessmentInput) as unknown as Resolver<Values, unknown, Output>;

const emptyItem = () => ({ variantId: '', instructions: '', quantity: '', repeats: '0' });
const itemFields = ['variantId', 'instructions', 'quantity', 'repeats'] as const;

/** The Approve part of the decision: one row per medicine, checked with the contract's `approveAssessmentInput`. */
export function ApproveForm({ medications, canPrescribe, onApprove, disabled }: ApproveFormProps) {
  const options = useMemo(() => medicineOptions(medications), [medications]);
  const form = useForm<Values, unknown, Output>({
    resolver: approveResolver,
    defaultValues: { items: [emptyItem()] },
  });
  const {
    control,
    register,
    getValues,
    setValue,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const shell = useFormShell(form, {
    fields: [
      'items',
      ...fields.flatMap((_, index) => itemFields.map((name) => `items.${index}.${name}` as const)),
    ],
    onSubmit: ({ items }) => onApprove(items),
  });

  const listError = errors.items?.message ?? errors.items?.root?.message;

  return (
    <FormShell {...shell.props} disabled={disabled || shell.isSubmitting} aria-label="Approve">
      <Stack gap="large">
        {fields.map((row, index) => {
          const rowErrors = errors.items?.[index];
          const number = index + 1;
          return (
            <Card key={row.id} padding="medium">
              <Stack gap="medium">
                <Controller
                  control={control}
                  name={`items.${index}.variantId`}
                  render={({ field }) => (
                    <Field label={`Medicine ${number}`} error={rowErrors?.variantId?.message}>
                      <Select
                        options={options}
                        placeholder="Choose a medicine"
                        value={String(field.value ?? '')}
                        onValueChange={(value) => {
                          field.onChange(value);
                          // The pack size is the usual quantity: filled in when none was typed yet.
                          const pack = options.find((option) => option.value === value)?.packSize;
                          if (pack && !getValues(`items.${index}.quantity`))
                            setValue(`items.${index}.quantity`, String(pack));
                        }}
                        onBlur={field.onBlur}
                        name={field.name}
                        ref={field.ref}
                      />
                    </Field>
                  )}
                />
                <Field label={`Instructions ${number}`} error={rowErrors?.instructions?.message}>
                  <Textarea rows={2} {...register(`items.${index}.instructions`)} />
                </Field>
                <Grid columns={{ mobile: '2' }} gap="medium">
                  <Field label={`Quantity ${number}`} error={rowErrors?.quantity?.message}>
                    <Input
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={prescribingLimits.maxQuantity}
                      {...register(`items.${index}.quantity`)}
                    />
                  </Field>
                  <Field label={`Repeats ${number}`} hint="0 to 11" error={rowErrors?.repeats?.message}>
                    <Input
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={prescribingLimits.maxRepeats}
                      {...register(`items.${index}.repeats`)}
                    />
                  </Field>
                </Grid>
                <div>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove medicine ${number}`}
                    onClick={() => remove(index)}
                  >
                    Remove
                  </Button>
                </div>
              </Stack>
            </Card>
          );
        })}
        {listError ? <Alert tone="critical">{listError}</Alert> : null}
        <FormError message={shell.failure} />
        <Inline gap="small" justify="between">
          <Button
            type="button"
            variant="soft"
            onClick={() => append(emptyItem())}
            disabled={fields.length >= prescribingLimits.maxItems}
          >
            Add another medicine
          </Button>
          <SubmitButton busyLabel="Approving..." disabled={!canPrescribe}>
            Approve
          </SubmitButton>
        </Inline>
      </Stack>
    </FormShell>
  );
}
