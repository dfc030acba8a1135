import { api } from '@telehealth/api';
import { type LegalDocument, type LegalDocumentType, legalDocumentMessages } from '@telehealth/contract';
import { LegalDocumentForm, type LegalDocumentFormValues } from '@telehealth/forms';
import { Button, ConfirmDialog, Container, Heading, Inline, Stack, Tabs, Text } from '@telehealth/ui';
import { useState } from 'react';
import { LegalDocumentList } from '../../features/legal/LegalDocumentList';
import { LegalDocumentViewDialog } from '../../features/legal/LegalDocumentViewDialog';
import { FormDialog } from '../../features/shared/FormDialog';
import { serverError, succeeded, useAction } from '../../features/shared/useAction';
import { useViewerZone } from '../../features/shared/useViewerZone';
import { useDocumentTitle } from '../useDocumentTitle';

type TabValue = 'all' | LegalDocumentType;

const tabs: { value: TabValue; label: string }[] = [
  { value: 'all', label: 'All Documents' },
  { value: 'privacy_policy', label: 'Privacy Policy' },
  { value: 'terms_of_use', label: 'Terms of Use' },
];

/** The admin's privacy policies and terms of use (docs/product/settings.md). */
export default function LegalDocumentsPage() {
  useDocumentTitle('Legal Documents');
  const zone = useViewerZone();
  const [tab, setTab] = useState<TabValue>('all');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<LegalDocument | null>(null);
  const [viewing, setViewing] = useState<LegalDocument | null>(null);
  const [deleting, setDeleting] = useState<LegalDocument | null>(null);
  const [dirty, setDirty] = useState(false);
  const create = api.legalDocuments.createLegalDocument.useMutation();
  const update = api.legalDocuments.updateLegalDocument.useMutation();
  const remove = api.legalDocuments.deleteLegalDocument.useMutation();

  const closeEditor = () => {
    setCreating(false);
    setEditing(null);
    setDirty(false);
  };

  const saveDocument = useAction(
    (values: LegalDocumentFormValues) =>
      editing
        ? update.trigger({
            params: { id: editing.id },
            body: { title: values.title, content: values.content, isActive: values.isActive },
          })
        : create.trigger({ body: values }),
    {
      success: succeeded(editing ? legalDocumentMessages.updated : legalDocumentMessages.created),
      failure: serverError(editing ? legalDocumentMessages.updateFailed : legalDocumentMessages.createFailed),
      onSuccess: closeEditor,
    },
  );
  const deleteDocument = useAction(
    (document: LegalDocument) => remove.trigger({ params: { id: document.id } }),
    {
      success: succeeded(legalDocumentMessages.deleted),
      failure: serverError(legalDocumentMessages.deleteFailed),
    },
  );

  async function confirmDelete() {
    if (!deleting) return;
    await deleteDocument(deleting);
    setDeleting(null);
  }

  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Inline gap="medium" justify="between" align="center">
          <Stack gap="xsmall">
            <Heading level={1}>Legal Documents</Heading>
            <Text tone="muted">Manage privacy policy and terms of use documents</Text>
          </Stack>
          <Button variant="solid" onClick={() => setCreating(true)}>
            Create Document
          </Button>
        </Inline>
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as TabValue)}>
          <Tabs.List aria-label="Document type">
            {tabs.map((item) => (
              <Tabs.Trigger key={item.value} value={item.value}>
                {item.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map((item) => (
            <Tabs.Content key={item.value} value={item.value}>
              {tab === item.value ? (
                <LegalDocumentList
                  type={item.value === 'all' ? null : item.value}
                  zone={zone}
                  onView={setViewing}
                  onEdit={setEditing}
                  onDelete={setDeleting}
                />
              ) : null}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Stack>

      <FormDialog
        open={creating || editing !== null}
        onClose={closeEditor}
        dirty={dirty}
        size="lg"
        title={editing ? 'Edit Legal Document' : 'Create Legal Document'}
      >
        {(requestClose) => (
          <LegalDocumentForm
            key={editing?.id ?? 'new'}
            mode={editing ? 'edit' : 'create'}
            {...(editing
              ? {
                  defaultValues: {
                    type: editing.type,
                    title: editing.title,
                    content: editing.content,
                    isActive: editing.isActive,
                  },
                }
              : {})}
            onSubmit={saveDocument}
            onCancel={requestClose}
            onDirtyChange={setDirty}
          />
        )}
      </FormDialog>

      <LegalDocumentViewDialog document={viewing} onClose={() => setViewing(null)} />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title="Delete Document"
        description="Are you sure you want to delete this document? This action cannot be undone."
        confirmLabel="Delete"
        cancelLabel="Cancel"
        tone="critical"
        busy={remove.isMutating}
        onConfirm={confirmDelete}
      />
    </Container>
  );
}
