import {
  errorMessage,
  useEmailTemplate,
  usePreviewEmailTemplate,
  useResetEmailTemplate,
  useSaveEmailTemplate,
  useToggleEmailTemplateStatus,
} from '@telehealth/api';
import {
  type EditableSections,
  type EmailTemplateType,
  emailTemplateLabels,
  emailTemplateLimits,
  emailTemplateMessages,
  emailTemplateOriginLabels,
  emailTemplateToggledMessage,
  emailTemplateTypes,
  toastTitles,
} from '@telehealth/contract';
import { EmailTemplateForm } from '@telehealth/forms';
import {
  Badge,
  Field,
  Heading,
  HtmlPreviewFrame,
  Inline,
  Select,
  Skeleton,
  Stack,
  Switch,
  Tabs,
  Text,
  toast,
} from '@telehealth/ui';
import { useEffect, useState } from 'react';

const typeOptions = emailTemplateTypes.map((type) => ({ value: type, label: emailTemplateLabels[type] }));

function failed(error: unknown, fallback: string) {
  toast({ title: toastTitles.error, description: errorMessage(error, fallback), tone: 'critical' });
}

function done(description: string) {
  toast({ title: toastTitles.success, description, tone: 'positive' });
}

/** Settings › Email Templates (Part 2 §2): choose a type, edit its sections, preview, reset, switch it on or off. */
export default function EmailTemplatesTab() {
  const [type, setType] = useState<EmailTemplateType>(emailTemplateTypes[0]);
  const [view, setView] = useState('edit');
  const [html, setHtml] = useState<string | null>(null);
  const template = useEmailTemplate(type);
  const save = useSaveEmailTemplate();
  const preview = usePreviewEmailTemplate();
  const reset = useResetEmailTemplate();
  const toggle = useToggleEmailTemplateStatus();
  const data = template.data;

  useEffect(() => {
    if (template.error) failed(template.error, emailTemplateMessages.loadFailed);
  }, [template.error]);

  async function onSubmit(editableSections: EditableSections) {
    try {
      await save.trigger({ type, editableSections });
      done(emailTemplateMessages.updated);
    } catch (error) {
      failed(error, emailTemplateMessages.updateFailed);
      throw error;
    }
  }

  async function onPreview(editableSections: EditableSections) {
    try {
      const result = await preview.trigger({ type, editableSections });
      setHtml(result.html);
      setView('preview');
    } catch (error) {
      failed(error, emailTemplateMessages.previewFailed);
    }
  }

  async function onReset() {
    try {
      await reset.trigger(type);
      done(emailTemplateMessages.reset);
    } catch (error) {
      failed(error, emailTemplateMessages.resetFailed);
    }
  }

  async function onToggle(isActive: boolean) {
    try {
      await toggle.trigger({ type, isActive });
      done(emailTemplateToggledMessage(isActive));
    } catch (error) {
      // The switch has already gone back: the hook restores the cached state.
      failed(error, emailTemplateMessages.statusUpdateFailed);
    }
  }

  return (
    <Stack gap="large">
      <Heading level={2}>Email Templates</Heading>
      <Inline gap="medium" align="end" justify="between">
        <Field label="Template">
          <Select
            options={typeOptions}
            value={type}
            onValueChange={(value) => {
              setType(value as EmailTemplateType);
              setHtml(null);
              setView('edit');
            }}
          />
        </Field>
        {data ? (
          <Inline gap="medium" align="center">
            <Badge tone={data.isCustomised ? 'info' : 'neutral'}>
              {data.isCustomised ? emailTemplateOriginLabels.customised : emailTemplateOriginLabels.default}
            </Badge>
            {/* Names what it turns on, not a state it may not be in (docs/product/admin.md). */}
            <Switch label="Send this template" checked={data.isActive} onCheckedChange={onToggle} />
          </Inline>
        ) : null}
      </Inline>
      <Tabs.Root value={view} onValueChange={setView}>
        <Tabs.List aria-label="Template view">
          <Tabs.Trigger value="edit">Edit Sections</Tabs.Trigger>
          <Tabs.Trigger value="preview">Preview</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="edit">
          {data ? (
            <EmailTemplateForm
              key={`${type}:${JSON.stringify(data.editableSections)}`}
              type={type}
              defaultValues={data.editableSections}
              onSubmit={onSubmit}
              onPreview={onPreview}
              onReset={onReset}
            />
          ) : (
            <Skeleton lines={6} label="Loading template" />
          )}
        </Tabs.Content>
        <Tabs.Content value="preview">
          {html ? (
            <HtmlPreviewFrame
              html={html}
              title={`${emailTemplateLabels[type]} preview`}
              height={emailTemplateLimits.previewHeightPx}
            />
          ) : (
            <Text tone="muted">
              Choose Preview under Edit Sections to render the template with sample values.
            </Text>
          )}
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
