import { api } from '@telehealth/api';
import { type SmsTemplateType, smsTemplateLabels, smsTemplateMessages } from '@telehealth/contract';
import { SmsTemplateForm } from '@telehealth/forms';
import { Alert, Badge, Field, Heading, Select, Skeleton, Stack } from '@telehealth/ui';
import { useState } from 'react';
import { serverError, succeeded, useAction } from '../shared/useAction';

/**
 * Settings › SMS Templates (docs/product/admin.md): a dropdown with Disabled badges and the chosen type's editor
 * card.
 */
export default function SmsTemplatesTab() {
  const list = api.templates.listSmsTemplates.useQuery();
  const save = api.templates.saveSmsTemplate.useMutation();
  const toggle = api.templates.toggleSmsTemplateStatus.useMutation();
  const [type, setType] = useState<SmsTemplateType | null>(null);
  const templates = list.data ?? [];
  const selected = templates.find((item) => item.type === type) ?? templates[0];

  const onSubmit = useAction(
    (chosen: SmsTemplateType, content: string) =>
      save.trigger({ params: { type: chosen }, body: { content } }),
    {
      success: succeeded(smsTemplateMessages.saved),
      failure: serverError(smsTemplateMessages.saveFailed),
      rethrow: true,
    },
  );
  const onToggle = useAction((chosen: SmsTemplateType) => toggle.trigger({ params: { type: chosen } }), {
    failure: serverError(smsTemplateMessages.toggleFailed),
  });

  if (list.error) {
    return (
      <Alert tone="critical" title={`${smsTemplateMessages.loadFailedTitle}:`}>
        {smsTemplateMessages.loadFailed}
      </Alert>
    );
  }

  return (
    <Stack gap="large">
      <Heading level={2}>SMS Templates</Heading>
      {selected ? (
        <>
          <Field label="Template">
            <Select
              value={selected.type}
              onValueChange={(value) => setType(value as SmsTemplateType)}
              options={templates.map((item) => ({
                value: item.type,
                label: smsTemplateLabels[item.type],
                ...(item.isActive
                  ? {}
                  : {
                      suffix: (
                        <Badge size="sm" tone="caution">
                          {smsTemplateMessages.disabledBadge}
                        </Badge>
                      ),
                    }),
              }))}
            />
          </Field>
          <SmsTemplateForm
            key={`${selected.type}:${selected.isActive}:${selected.content}`}
            template={selected}
            onSubmit={(content) => onSubmit(selected.type, content)}
            onToggle={() => onToggle(selected.type)}
          />
        </>
      ) : (
        <Skeleton lines={6} label="Loading templates" />
      )}
    </Stack>
  );
}
