import { zodResolver } from '@hookform/resolvers/zod';
import {
  type EditableSections,
  type EmailTemplateType,
  emailPlaceholdersFor,
  emailTemplateSaveInput,
  isMultilineSection,
  sectionLabel,
  unknownPlaceholderMessage,
  unknownPlaceholders,
} from '@telehealth/contract';
import { Button, Field, Inline, Input, Stack, Textarea } from '@telehealth/ui';
import { useMemo, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { FormError } from '../internal/FormError';
import { FormShell, SubmitButton, useFormShell } from '../internal/FormShell';
import { PlaceholderList } from '../PlaceholderList';

interface Values {
  editableSections: EditableSections;
}

export interface EmailTemplateFormProps {
  /** The template type: it decides which placeholders are valid. */
  type: EmailTemplateType;
  /** The saved sections, in the order the editor lists them. */
  defaultValues: EditableSections;
  /** Save Changes with valid sections; a rejection `{ message, field }` shows under the section it names. */
  onSubmit: (sections: EditableSections) => Promise<unknown> | unknown;
  /** Preview with the sections as edited (valid or not: the server answers). */
  onPreview: (sections: EditableSections) => Promise<unknown> | unknown;
  /** Reset to Default. */
  onReset: () => Promise<unknown> | unknown;
  /** Every control off (loading, or no permission). */
  disabled?: boolean;
}

/** The refusal the server gives for a placeholder the type cannot fill, checked before the request. */
function sectionsSchema(type: EmailTemplateType) {
  const valid = emailPlaceholdersFor(type);
  return emailTemplateSaveInput.superRefine(({ editableSections }, context) => {
    for (const [name, text] of Object.entries(editableSections)) {
      const unknown = unknownPlaceholders(text, valid);
      if (unknown.length > 0)
        context.addIssue({
          code: 'custom',
          path: ['editableSections', name],
          message: unknownPlaceholderMessage(unknown, valid),
        });
    }
  });
}

/**
 * The Edit Sections view of an email template (docs/product/admin.md): one field per section, title-cased, multiline above
 * 100 characters or with a line break; the type's placeholders beside it; Reset to Default, Preview, Save Changes.
 */
export function EmailTemplateForm({
  type,
  defaultValues,
  onSubmit,
  onPreview,
  onReset,
  disabled,
}: EmailTemplateFormProps) {
  const schema = useMemo(() => sectionsSchema(type), [type]);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { editableSections: defaultValues },
  });
  const {
    register,
    getValues,
    formState: { errors },
  } = form;
  const [busy, setBusy] = useState<'preview' | 'reset' | null>(null);
  const names = Object.keys(defaultValues);
  const shell = useFormShell(form, {
    fields: names.map((name) => `editableSections.${name}` as Path<Values>),
    onSubmit: ({ editableSections }) => onSubmit(editableSections),
  });

  async function run(kind: 'preview' | 'reset', action: () => Promise<unknown> | unknown) {
    setBusy(kind);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  }

  return (
    <FormShell aria-label="Edit Sections" {...shell.props} disabled={disabled}>
      <Stack gap="large">
        <PlaceholderList placeholders={emailPlaceholdersFor(type)} />
        {names.map((name) => {
          const text = defaultValues[name] ?? '';
          const error = errors.editableSections?.[name]?.message;
          return (
            <Field key={name} label={sectionLabel(name)} error={error}>
              {isMultilineSection(text) ? (
                <Textarea rows={6} autoResize maxRows={16} {...register(`editableSections.${name}`)} />
              ) : (
                <Input {...register(`editableSections.${name}`)} />
              )}
            </Field>
          );
        })}
        <FormError message={shell.failure} />
        <Inline gap="small" justify="end">
          <Button
            type="button"
            variant="outline"
            busy={busy === 'reset'}
            onClick={() => run('reset', onReset)}
          >
            Reset to Default
          </Button>
          <Button
            type="button"
            variant="outline"
            busy={busy === 'preview'}
            onClick={() => run('preview', () => onPreview(getValues('editableSections')))}
          >
            Preview
          </Button>
          <SubmitButton busyLabel="Saving...">Save Changes</SubmitButton>
        </Inline>
      </Stack>
    </FormShell>
  );
}
