import { zodResolver } from '@hookform/resolvers/zod';
import {
  type LegalDocumentType,
  legalDocumentCreateInput,
  legalDocumentTypeLabels,
  legalDocumentTypes,
} from '@telehealth/contract';
import { Field, Input, LazyRichTextEditor, Select, Stack, Switch, Text } from '@telehealth/ui';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '../internal/FormActions';
import { FormError } from '../internal/FormError';
import { FormShell, useFormShell } from '../internal/FormShell';

/** What the form hands to onSubmit: the type, the trimmed title, the content HTML and the active flag. */
export type LegalDocumentFormValues = z.output<typeof legalDocumentCreateInput>;

export interface LegalDocumentFormProps {
  /** 'create' lets the type be chosen; 'edit' shows it read-only. */
  mode?: 'create' | 'edit';
  /** Starting values; a new document defaults to an inactive privacy policy. */
  defaultValues?: Partial<LegalDocumentFormValues>;
  /** Called with valid values; a rejection with `{ message, field? }` is shown on the form. */
  onSubmit: (values: LegalDocumentFormValues) => Promise<unknown> | unknown;
  /** Shows the form with every control and button off (no permission, or data still loading). */
  disabled?: boolean;
  /** Called by the Cancel button. */
  onCancel?: () => void;
  /** Called when the form starts or stops differing from its starting values (a dialog asks before discarding). */
  onDirtyChange?: (dirty: boolean) => void;
}

const typeOptions = legalDocumentTypes.map((type) => ({ value: type, label: legalDocumentTypeLabels[type] }));

const documentFields = ['title', 'content', 'type'] as const;

/** Create or edit a privacy policy or terms of use, validated by the contract's `legalDocumentCreateInput`. */
export function LegalDocumentForm({
  mode = 'create',
  defaultValues,
  onSubmit,
  onCancel,
  onDirtyChange,
  disabled,
}: LegalDocumentFormProps) {
  const form = useForm<z.input<typeof legalDocumentCreateInput>, unknown, LegalDocumentFormValues>({
    resolver: zodResolver(legalDocumentCreateInput),
    defaultValues: { type: 'privacy_policy', title: '', content: '', isActive: false, ...defaultValues },
  });
  const {
    register,
    control,
    formState: { errors, isDirty },
  } = form;
  const shell = useFormShell(form, { fields: documentFields, onSubmit });
  useEffect(() => {
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);

  const type = (defaultValues?.type ?? 'privacy_policy') as LegalDocumentType;
  const idle = mode === 'create' ? 'Create Document' : 'Save Changes';
  const busy = mode === 'create' ? 'Creating...' : 'Saving...';

  return (
    <FormShell
      {...shell.props}
      disabled={disabled}
      aria-label={mode === 'create' ? 'Create legal document' : 'Edit legal document'}
    >
      <Stack gap="medium">
        <FormError message={shell.failure} title="Error" />
        {mode === 'create' ? (
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <Field label="Document Type" error={errors.type?.message}>
                <Select
                  options={typeOptions}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                />
              </Field>
            )}
          />
        ) : (
          <Stack gap="xxsmall">
            <Text weight="medium">Document Type</Text>
            <Text tone="muted">{legalDocumentTypeLabels[type]}</Text>
          </Stack>
        )}
        <Field label="Title" error={errors.title?.message}>
          <Input placeholder="Enter document title" {...register('title')} />
        </Field>
        <Controller
          control={control}
          name="content"
          render={({ field }) => (
            <Field label="Content" error={errors.content?.message}>
              <LazyRichTextEditor
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                disabled={disabled}
              />
            </Field>
          )}
        />
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <Switch
              label="Set as active document"
              checked={Boolean(field.value)}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <FormActions onCancel={onCancel} busyLabel={busy}>
          {idle}
        </FormActions>
      </Stack>
    </FormShell>
  );
}
