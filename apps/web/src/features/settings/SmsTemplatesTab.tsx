import { useSaveSmsTemplate, useSmsTemplates, useToggleSmsTemplateStatus } from '@telehealth/api';
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
  const list = useSmsTemplates();
  const save = useSaveSmsTemplate();
  const toggle = useToggleSmsTemplateStatus();
  const [type, setType] = useState<SmsTemplateType | null>(null);
  const templates = list.data ?? [];
  const selected = templates.find((item) => item.type === type) ?? templates[0];

  const onSubmit = useAction(
    (chosen: SmsTemplateType, content: string) => save.trigger({ type: chosen, content }),
    {
      success: succeeded(smsTemplateMessages.saved),
      failure: serverError(smsTemplateMessages.saveFailed),
      rethrow: true,
    },
  );
  const onToggle = useAction((chosen: SmsTemplateType) => toggle.trigger(chosen), {
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
