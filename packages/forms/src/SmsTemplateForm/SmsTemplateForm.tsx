import { zodResolver } from '@hookform/resolvers/zod';
import {
  countSmsSegments,
  type SmsTemplate,
  smsPlaceholdersFor,
  smsSegmentSummary,
  smsTemplateLabels,
  smsTemplateMessages,
  smsTemplateSaveInput,
  unknownPlaceholderMessage,
  unknownPlaceholders,
} from '@telehealth/contract';
import { Badge, Card, Field, Heading, Inline, Stack, Switch, Text, Textarea } from '@telehealth/ui';
import { useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '../internal/FormError';
import { FormFields } from '../internal/FormFields';
import { FormShell, SubmitButton, useFormShell } from '../internal/FormShell';
import { insertAtCursor, PlaceholderList } from '../PlaceholderList';

interface Values {
  content: string;
}
const contentFields = ['content'] as const;

export interface SmsTemplateFormProps {
  /** The template as saved. */
  template: SmsTemplate;
  /** Save Template with valid content; a rejection's message shows under the content. */
  onSubmit: (content: string) => Promise<unknown> | unknown;
  /** The active switch: called with the wanted state. */
  onToggle: (isActive: boolean) => Promise<unknown> | unknown;
}

function contentSchema(template: SmsTemplate) {
  const valid = smsPlaceholdersFor(template.type);
  return smsTemplateSaveInput.superRefine(({ content }, context) => {
    const unknown = unknownPlaceholders(content, valid);
    if (unknown.length > 0)
      context.addIssue({
        code: 'custom',
        path: ['content'],
        message: unknownPlaceholderMessage(unknown, valid),
      });
  });
}

/**
 * One SMS template's card (docs/product/admin.md): active switch, content with a live segment counter (GSM-7 160/153, UCS-2
 * 70/67), the placeholders (clicking one inserts it at the cursor) and Save Template. An inactive template's
 * editor is disabled and cannot be saved.
 */
export function SmsTemplateForm({ template, onSubmit, onToggle }: SmsTemplateFormProps) {
  const schema = useMemo(() => contentSchema(template), [template]);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { content: template.content },
  });
  const {
    register,
    watch,
    setValue,
    formState: { errors },
  } = form;
  const shell = useFormShell(form, { fields: contentFields, onSubmit: (values) => onSubmit(values.content) });
  const [toggling, setToggling] = useState(false);
  const headingId = useId();
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const content = watch('content') ?? '';
  const count = countSmsSegments(content);
  const label = smsTemplateLabels[template.type];
  const inactive = !template.isActive;
  const { ref, ...contentField } = register('content');

  function insert(token: string) {
    const next = insertAtCursor(textarea.current, content, token);
    setValue('content', next.value, { shouldDirty: true });
    requestAnimationFrame(() => {
      textarea.current?.focus();
      textarea.current?.setSelectionRange(next.caret, next.caret);
    });
  }

  return (
    <Card as="section" aria-labelledby={headingId}>
      {/* The switch in the header stays live while the template is off: only the fields below are scoped. */}
      <FormShell aria-labelledby={headingId} {...shell.props} scope={false}>
        <Stack gap="medium">
          <Inline justify="between" align="center">
            <Inline gap="small" align="center">
              <Heading level={3} size="small" id={headingId}>
                {label}
              </Heading>
              {inactive ? <Badge tone="caution">{smsTemplateMessages.disabledBadge}</Badge> : null}
            </Inline>
            {/* The switch names what it turns on; the state is the switch's (and the 'Disabled' badge). */}
            <Switch
              label="Send this template"
              checked={template.isActive}
              disabled={toggling}
              onCheckedChange={async (checked) => {
                setToggling(true);
                try {
                  await onToggle(checked);
                } finally {
                  setToggling(false);
                }
              }}
            />
          </Inline>
          <FormFields disabled={inactive}>
            <Stack gap="medium">
              <Field
                label="Content"
                error={errors.content?.message}
                hint={`${smsSegmentSummary(count)}, before placeholders are filled`}
              >
                <Textarea
                  rows={4}
                  autoResize
                  {...contentField}
                  ref={(element) => {
                    ref(element);
                    textarea.current = element;
                  }}
                />
              </Field>
              <Text size="small" tone="muted" aria-live="polite">
                {count.segments > 1
                  ? `${count.perSegment} characters per part`
                  : `${Math.max(count.remaining, 0)} characters left in this segment`}
              </Text>
              <PlaceholderList placeholders={smsPlaceholdersFor(template.type)} onInsert={insert} />
              <FormError message={shell.failure} />
              <Inline justify="end">
                <SubmitButton disabled={inactive}>{smsTemplateMessages.save}</SubmitButton>
              </Inline>
            </Stack>
          </FormFields>
        </Stack>
      </FormShell>
    </Card>
  );
}
