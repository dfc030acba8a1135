import { zodResolver } from '@hookform/resolvers/zod';
import {
  type PrescriptionTemplateInput,
  prescriptionTemplateInput,
  prescriptionTemplateMessages,
  prescriptionTemplatePlaceholders,
  unknownPlaceholderMessage,
  unknownPlaceholders,
} from '@telehealth/contract';
import {
  Button,
  Field,
  HtmlPreviewFrame,
  Inline,
  Input,
  Stack,
  Switch,
  Tabs,
  Textarea,
} from '@telehealth/ui';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '../internal/FormError';
import { FormFields } from '../internal/FormFields';
import { FormShell, SubmitButton, useFormShell } from '../internal/FormShell';
import { insertAtCursor, PlaceholderList } from '../PlaceholderList';

export type PrescriptionTemplateFormValues = z.output<typeof prescriptionTemplateInput>;

export interface PrescriptionTemplateFormProps {
  /** The saved template's values; a new template starts empty and active. */
  defaultValues?: Partial<PrescriptionTemplateInput>;
  /** True once the template exists on the server: only then can it be made the default. */
  saved: boolean;
  /** Whether it is the default already (Set as Default is then shown as done). */
  isDefault?: boolean;
  /** Save with valid values; a rejection `{ message, field }` shows under the field it names. */
  onSubmit: (values: PrescriptionTemplateFormValues) => Promise<unknown> | unknown;
  /** Set as Default (only called for a saved template). */
  onSetDefault: () => Promise<unknown> | unknown;
  /** Renders the content as edited; resolves with the HTML shown in the Preview tab. */
  onPreview: (templateReact: string) => Promise<string>;
  /** Back to Templates. */
  onBack: () => void;
}

const schema = prescriptionTemplateInput.superRefine(({ templateReact }, context) => {
  const unknown = unknownPlaceholders(templateReact, prescriptionTemplatePlaceholders);
  if (unknown.length > 0)
    context.addIssue({
      code: 'custom',
      path: ['templateReact'],
      message: unknownPlaceholderMessage(unknown, prescriptionTemplatePlaceholders),
    });
});

const templateFields = ['name', 'templateReact', 'description'] as const;
/** Preview and Set as Default name no field: their refusals go above the fields. */
const noFields = { fields: [] };

/**
 * The prescription template editor (docs/product/admin.md): Back to Templates, name, description, Active, Set as Default
 * (saved templates only), the content with a placeholder list that inserts at the cursor, and Edit / Preview tabs.
 */
export function PrescriptionTemplateForm({
  defaultValues,
  saved,
  isDefault = false,
  onSubmit,
  onSetDefault,
  onPreview,
  onBack,
}: PrescriptionTemplateFormProps) {
  const form = useForm<PrescriptionTemplateInput, unknown, PrescriptionTemplateFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: '',
      description: '',
      templateReact: '',
      isActive: true,
      isDefault,
      ...defaultValues,
    },
  });
  const {
    register,
    control,
    getValues,
    setValue,
    formState: { errors },
  } = form;
  // The notice above the fields: a refused save, preview or default, or why one cannot start.
  const shell = useFormShell(form, { fields: templateFields, onSubmit });
  const [tab, setTab] = useState('edit');
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState<'preview' | 'default' | null>(null);
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const { ref, ...contentField } = register('templateReact');

  function insert(token: string) {
    const next = insertAtCursor(textarea.current, getValues('templateReact') ?? '', token);
    setValue('templateReact', next.value, { shouldDirty: true });
    requestAnimationFrame(() => {
      textarea.current?.focus();
      textarea.current?.setSelectionRange(next.caret, next.caret);
    });
  }

  async function showPreview() {
    shell.setFailure(null);
    const content = getValues('templateReact') ?? '';
    if (!content.trim()) {
      shell.setFailure(prescriptionTemplateMessages.contentRequiredForPreview);
      return;
    }
    setBusy('preview');
    await shell.run(async () => {
      setPreview(await onPreview(content));
      setTab('preview');
    }, noFields);
    setBusy(null);
  }

  async function makeDefault() {
    shell.setFailure(null);
    if (!saved) {
      shell.setFailure(prescriptionTemplateMessages.saveBeforeDefault);
      return;
    }
    setBusy('default');
    await shell.run(onSetDefault, noFields);
    setBusy(null);
  }

  return (
    <FormShell aria-label="Prescription template" {...shell.props} scope={false}>
      <Stack gap="large">
        <Inline justify="between">
          <Button type="button" variant="ghost" onClick={onBack}>
            Back to Templates
          </Button>
          <Inline gap="small">
            <Button
              type="button"
              variant="outline"
              busy={busy === 'default'}
              disabled={isDefault}
              onClick={makeDefault}
            >
              {isDefault ? 'Default Template' : 'Set as Default'}
            </Button>
            <SubmitButton busyLabel="Saving...">Save Template</SubmitButton>
          </Inline>
        </Inline>
        <FormError message={shell.failure} />
        <FormFields>
          <Stack gap="medium">
            <Field label="Template Name" error={errors.name?.message}>
              <Input {...register('name')} />
            </Field>
            <Field label="Description" error={errors.description?.message}>
              <Input {...register('description')} />
            </Field>
            <Controller
              control={control}
              name="isActive"
              render={({ field }) => (
                <Switch
                  label="Active"
                  checked={field.value ?? true}
                  disabled={isDefault}
                  onCheckedChange={field.onChange}
                />
              )}
            />
            <Tabs.Root value={tab} onValueChange={setTab}>
              <Tabs.List aria-label="Template view">
                <Tabs.Trigger value="edit">Edit</Tabs.Trigger>
                <Tabs.Trigger
                  value="preview"
                  onMouseDown={(event) => {
                    // Preview renders first; the tab opens when the HTML is back.
                    event.preventDefault();
                    void showPreview();
                  }}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault();
                      void showPreview();
                    }
                  }}
                >
                  Preview
                </Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="edit">
                <Stack gap="medium">
                  <PlaceholderList placeholders={prescriptionTemplatePlaceholders} onInsert={insert} />
                  <Field label="Template Content (HTML)" error={errors.templateReact?.message}>
                    <Textarea
                      rows={14}
                      spellCheck={false}
                      {...contentField}
                      ref={(element) => {
                        ref(element);
                        textarea.current = element;
                      }}
                    />
                  </Field>
                </Stack>
              </Tabs.Content>
              <Tabs.Content value="preview">
                {preview !== null ? (
                  <HtmlPreviewFrame html={preview} title="Prescription preview" height={620} />
                ) : null}
              </Tabs.Content>
            </Tabs.Root>
          </Stack>
        </FormFields>
      </Stack>
    </FormShell>
  );
}
