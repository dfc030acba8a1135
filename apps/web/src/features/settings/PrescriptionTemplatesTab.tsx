import { api, usePreviewPrescriptionTemplatePdf } from '@telehealth/api';
import { prescriptionTemplateLimits, prescriptionTemplateMessages, toastTitles } from '@telehealth/contract';
import { PrescriptionTemplateForm, type PrescriptionTemplateFormValues } from '@telehealth/forms';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  Field,
  Heading,
  Inline,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
  toast,
} from '@telehealth/ui';
import { useEffect, useState } from 'react';
import { serverError, succeeded, useAction } from '../shared/useAction';

/** The list's body preview: cut at 500 characters. */
function bodyPreview(body: string): string {
  const limit = prescriptionTemplateLimits.listPreviewLength;
  return body.length > limit ? `${body.slice(0, limit)}…` : body;
}

/** Settings › Prescription Templates (docs/product/admin.md): a list view and an editor view. */
export default function PrescriptionTemplatesTab() {
  const list = api.templates.listPrescriptionTemplates.useQuery();
  const create = api.templates.createPrescriptionTemplate.useMutation();
  const update = api.templates.updatePrescriptionTemplate.useMutation();
  const remove = api.templates.deletePrescriptionTemplate.useMutation();
  const setDefault = api.templates.setDefaultPrescriptionTemplate.useMutation();
  const preview = api.templates.previewPrescriptionTemplate.useMutation();
  const pdf = usePreviewPrescriptionTemplatePdf();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [previewed, setPreviewed] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const templates = list.data ?? [];
  const selected = templates.find((item) => item.id === selectedId) ?? templates[0];

  useEffect(() => {
    if (list.error) toast(serverError(prescriptionTemplateMessages.loadFailed)(list.error));
  }, [list.error]);

  const onSubmit = useAction(
    (values: PrescriptionTemplateFormValues) =>
      editing === 'new' || editing === null
        ? create.trigger({ body: values })
        : update.trigger({ params: { id: editing }, body: values }),
    {
      success: succeeded(prescriptionTemplateMessages.saved),
      failure: serverError(prescriptionTemplateMessages.nameAndContentRequired),
      onSuccess: (saved) => {
        setSelectedId(saved.id);
        setEditing(saved.id);
      },
      rethrow: true,
    },
  );
  const setDefaultTemplate = useAction((id: number) => setDefault.trigger({ params: { id } }), {
    failure: serverError(prescriptionTemplateMessages.setDefaultFailed),
    rethrow: true,
  });
  const deleteTemplate = useAction(
    (template: { id: number; isDefault: boolean }) => remove.trigger({ params: { id: template.id } }),
    {
      failure: (error, template) =>
        serverError(
          prescriptionTemplateMessages.deleteFailed,
          template.isDefault ? prescriptionTemplateMessages.cannotDeleteTitle : toastTitles.error,
        )(error),
      onSuccess: () => setSelectedId(null),
      onFailure: () => setConfirming(false),
    },
  );
  const openPdf = useAction((templateReact: string) => pdf.trigger({ templateReact }), {
    failure: serverError('Failed to generate preview'),
    onSuccess: (blob) => window.open(URL.createObjectURL(blob), '_blank', 'noopener'),
  });

  async function onPreview(templateReact: string) {
    setPreviewed(templateReact);
    return (await preview.trigger({ body: { templateReact } })).html;
  }

  if (editing !== null) {
    const template = editing === 'new' ? undefined : templates.find((item) => item.id === editing);
    return (
      <Stack gap="large">
        <Heading level={2}>{template ? `Edit ${template.name}` : 'New Template'}</Heading>
        <PrescriptionTemplateForm
          key={template ? `${template.id}:${template.updatedAt}` : 'new'}
          saved={Boolean(template)}
          isDefault={template?.isDefault ?? false}
          defaultValues={template ? { ...template, description: template.description ?? '' } : {}}
          onSubmit={onSubmit}
          onSetDefault={async () => {
            if (template) await setDefaultTemplate(template.id);
          }}
          onPreview={onPreview}
          onBack={() => setEditing(null)}
        />
        {previewed !== null ? (
          <Inline>
            <Button variant="outline" busy={pdf.isMutating} onClick={() => openPdf(previewed)}>
              Open PDF (A6)
            </Button>
          </Inline>
        ) : null}
      </Stack>
    );
  }

  if (!list.data) return <Skeleton lines={6} label="Loading prescription templates" />;

  if (!selected) {
    return (
      <EmptyState
        title={prescriptionTemplateMessages.emptyState}
        description="A prescription template lays out the printed quarter-A4 prescription."
        action={<Button onClick={() => setEditing('new')}>{prescriptionTemplateMessages.createFirst}</Button>}
      />
    );
  }

  return (
    <Stack gap="large">
      <Inline justify="between" align="end">
        <Heading level={2}>Prescription Templates</Heading>
        <Button onClick={() => setEditing('new')}>New Template</Button>
      </Inline>
      <Field label="Template">
        <Select
          value={String(selected.id)}
          onValueChange={(value) => setSelectedId(Number(value))}
          options={templates.map((item) => ({
            value: String(item.id),
            label: item.name,
            ...(item.isDefault ? { suffix: <Badge size="sm">Default</Badge> } : {}),
          }))}
        />
      </Field>
      <Card>
        <Stack gap="medium">
          <Inline justify="between" align="center">
            <Inline gap="small">
              <Heading level={3} size="small">
                {selected.name}
              </Heading>
              {selected.isDefault ? <Badge tone="positive">Default</Badge> : null}
              {selected.isActive ? null : <Badge tone="caution">Inactive</Badge>}
            </Inline>
            <Inline gap="small">
              <Button variant="outline" onClick={() => setEditing(selected.id)}>
                Edit
              </Button>
              <ConfirmDialog
                open={confirming}
                onOpenChange={setConfirming}
                title="Delete Template"
                description={`Are you sure you want to delete "${selected.name}"? This action cannot be undone.`}
                confirmLabel="Delete"
                trigger={
                  <Button variant="outline" tone="critical">
                    Delete
                  </Button>
                }
                onConfirm={() => deleteTemplate(selected)}
              />
            </Inline>
          </Inline>
          {selected.description ? <Text tone="muted">{selected.description}</Text> : null}
          <Field
            label="Body preview"
            hint={`The first ${prescriptionTemplateLimits.listPreviewLength} characters`}
          >
            <Textarea readOnly rows={8} value={bodyPreview(selected.templateReact)} />
          </Field>
        </Stack>
      </Card>
    </Stack>
  );
}
