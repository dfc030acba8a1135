import { zodResolver } from '@hookform/resolvers/zod';
import { type CampaignInput, campaignInput, campaignTypes } from '@telehealth/contract';
import { Field, Grid, Input, Select, Stack, Switch, Textarea } from '@telehealth/ui';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '../internal/FormActions';
import { FormError } from '../internal/FormError';
import { FormShell, useFormShell } from '../internal/FormShell';

/** What the form hands to onSubmit. */
export type CampaignFormValues = z.output<typeof campaignInput>;

export interface CampaignFormProps {
  mode?: 'create' | 'edit';
  defaultValues?: Partial<CampaignInput>;
  /** The promo codes that may be sent to subscribers. */
  promoCodes?: readonly { id: number; code: string }[];
  /** Called with valid values; a rejection with `{ message, field? }` is shown on the form. */
  onSubmit: (values: CampaignFormValues) => Promise<unknown> | unknown;
  onCancel?: () => void;
  /** Called with the values as they are typed (the live preview). */
  onChange?: (values: CampaignInput) => void;
  disabled?: boolean;
}

const typeLabels = { welcome_popup: 'Welcome popup', exit_intent: 'Exit intent' } as const;
const typeOptions = campaignTypes.map((type) => ({ value: type, label: typeLabels[type] }));
const NO_PROMO = 'none';
const campaignFields = ['name', 'delaySeconds', 'htmlTemplate', 'promoCodeId'] as const;
const sectionFields = [
  ['title', 'Title'],
  ['tagline', 'Tagline'],
  ['button-label', 'Button label'],
  ['bottom-note', 'Bottom note'],
] as const;

/**
 * A marketing popup campaign (docs/product/campaigns.md): type, delay, HTML template (sanitised by the server), the four
 * editable texts, the promo code to send and whether it is active; validated by the contract's `campaignInput`,
 * which refuses copy naming a prescription-only medicine.
 */
export function CampaignForm({
  mode = 'create',
  defaultValues,
  promoCodes = [],
  onSubmit,
  onCancel,
  onChange,
  disabled,
}: CampaignFormProps) {
  const form = useForm<z.input<typeof campaignInput>, unknown, CampaignFormValues>({
    resolver: zodResolver(campaignInput),
    defaultValues: {
      name: '',
      type: 'welcome_popup',
      isActive: false,
      delaySeconds: 3,
      htmlTemplate: '',
      promoCodeId: null,
      ...defaultValues,
      editableSections: {
        title: '',
        tagline: '',
        'button-label': '',
        'bottom-note': '',
        ...defaultValues?.editableSections,
      },
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const shell = useFormShell(form, { fields: campaignFields, onSubmit });
  const watched = useWatch({ control });
  useEffect(() => {
    onChange?.(watched as CampaignInput);
  }, [watched, onChange]);

  const promoOptions = [
    { value: NO_PROMO, label: 'No promo code' },
    ...promoCodes.map((code) => ({ value: String(code.id), label: code.code })),
  ];

  return (
    <FormShell
      {...shell.props}
      disabled={disabled}
      aria-label={mode === 'create' ? 'Create campaign' : 'Edit campaign'}
    >
      <Stack gap="medium">
        <FormError message={shell.failure} title="Error" />
        <Field label="Name" error={errors.name?.message}>
          <Input {...register('name')} />
        </Field>
        <Grid columns={{ mobile: '1', tablet: '2' }} gap="medium">
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <Field label="Type" error={errors.type?.message}>
                <Select
                  options={typeOptions}
                  value={field.value}
                  onValueChange={field.onChange}
                  name={field.name}
                />
              </Field>
            )}
          />
          <Field label="Delay (seconds)" error={errors.delaySeconds?.message}>
            <Input type="number" min={0} max={600} {...register('delaySeconds', { valueAsNumber: true })} />
          </Field>
        </Grid>
        {sectionFields.map(([key, label]) => (
          <Field key={key} label={label} error={errors.editableSections?.[key]?.message}>
            <Input {...register(`editableSections.${key}`)} />
          </Field>
        ))}
        <Field
          label="HTML template"
          hint="Colours are read from the classes overlay, popup, header, close, title, tagline, content, input, button and note."
          error={errors.htmlTemplate?.message}
        >
          <Textarea rows={6} spellCheck={false} {...register('htmlTemplate')} />
        </Field>
        <Controller
          control={control}
          name="promoCodeId"
          render={({ field }) => (
            <Field label="Promo code to send" error={errors.promoCodeId?.message}>
              <Select
                options={promoOptions}
                value={field.value == null ? NO_PROMO : String(field.value)}
                onValueChange={(value) => field.onChange(value === NO_PROMO ? null : Number(value))}
                name={field.name}
              />
            </Field>
          )}
        />
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <Switch label="Active" checked={Boolean(field.value)} onCheckedChange={field.onChange} />
          )}
        />
        <FormActions onCancel={onCancel} busyLabel="Saving...">
          {mode === 'create' ? 'Create Campaign' : 'Save Changes'}
        </FormActions>
      </Stack>
    </FormShell>
  );
}
