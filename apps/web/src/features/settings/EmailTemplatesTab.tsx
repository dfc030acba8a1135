import { api, useToggleEmailTemplateStatus } from '@telehealth/api';
import {
  type EditableSections,
  type EmailTemplateType,
  emailTemplateLabels,
  emailTemplateLimits,
  emailTemplateMessages,
  emailTemplateOriginLabels,
  emailTemplateToggledMessage,
  emailTemplateTypes,
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
import { serverError, succeeded, useAction } from '../shared/useAction';

const typeOptions = emailTemplateTypes.map((type) => ({ value: type, label: emailTemplateLabels[type] }));

/**
 * Settings › Email Templates (docs/product/admin.md): choose a type, edit its sections, preview, reset, switch it on
 * or off.
 */
export default function EmailTemplatesTab() {
  const [type, setType] = useState<EmailTemplateType>(emailTemplateTypes[0]);
  const [view, setView] = useState('edit');
  const [html, setHtml] = useState<string | null>(null);
  const template = api.templates.getEmailTemplate.useQuery(type ? { params: { type } } : null);
  const save = api.templates.saveEmailTemplate.useMutation();
  const preview = api.templates.previewEmailTemplate.useMutation();
  const reset = api.templates.resetEmailTemplate.useMutation();
  const toggle = useToggleEmailTemplateStatus();
  const data = template.data;

  useEffect(() => {
    if (template.error) toast(serverError(emailTemplateMessages.loadFailed)(template.error));
  }, [template.error]);

  const onSubmit = useAction(
    (editableSections: EditableSections) => save.trigger({ params: { type }, body: { editableSections } }),
    {
      success: succeeded(emailTemplateMessages.updated),
      failure: serverError(emailTemplateMessages.updateFailed),
      rethrow: true,
    },
  );
  const onPreview = useAction(
    (editableSections: EditableSections) => preview.trigger({ params: { type }, body: { editableSections } }),
    {
      failure: serverError(emailTemplateMessages.previewFailed),
      onSuccess: (result) => {
        setHtml(result.html);
        setView('preview');
      },
    },
  );
  const onReset = useAction(() => reset.trigger({ params: { type } }), {
    success: succeeded(emailTemplateMessages.reset),
    failure: serverError(emailTemplateMessages.resetFailed),
  });
  // On failure the switch has already gone back: the hook restores the cached state.
  const onToggle = useAction((isActive: boolean) => toggle.trigger({ type, isActive }), {
    success: (_, isActive) => succeeded(emailTemplateToggledMessage(isActive)),
    failure: serverError(emailTemplateMessages.statusUpdateFailed),
  });

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
