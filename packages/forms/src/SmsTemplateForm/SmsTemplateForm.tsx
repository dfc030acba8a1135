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
import {
  Alert,
  Badge,
  Button,
  Card,
  Field,
  Heading,
  Inline,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@telehealth/ui';
import { useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormFields } from '../internal/FormFields';
import { applySubmitError } from '../internal/serverError';
import { insertAtCursor, PlaceholderList } from '../PlaceholderList';

interface Values {
  content: string;
}

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
 * One SMS template's card (Part 2 §2): active switch, content with a live segment counter (GSM-7 160/153, UCS-2
 * 70/67), the placeholders (clicking one inserts it at the cursor) and Save Template. An inactive template's
 * editor is disabled and cannot be saved.
 */
export function SmsTemplateForm({ template, onSubmit, onToggle }: SmsTemplateFormProps) {
  const schema = useMemo(() => contentSchema(template), [template]);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { content: template.content } });
  const [formError, setFormError] = useState<string | null>(null);
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
      <form
        aria-labelledby={headingId}
        noValidate
        onSubmit={handleSubmit(async (values) => {
          setFormError(null);
          try {
            await onSubmit(values.content);
          } catch (error) {
            setFormError(applySubmitError(error, ['content'], setError));
          }
        })}
      >
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
              {formError ? <Alert tone="critical">{formError}</Alert> : null}
              <Inline justify="end">
                <Button type="submit" busy={isSubmitting} disabled={inactive}>
                  {smsTemplateMessages.save}
                </Button>
              </Inline>
            </Stack>
          </FormFields>
        </Stack>
      </form>
    </Card>
  );
}
