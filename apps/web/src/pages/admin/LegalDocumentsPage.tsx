import {
  useActivateLegalDocument,
  useCreateLegalDocument,
  useDeleteLegalDocument,
  useLegalDocuments,
  useUpdateLegalDocument,
} from '@telehealth/api';
import {
  type LegalDocument,
  type LegalDocumentType,
  legalDocumentLimits,
  legalDocumentMessages,
  legalDocumentTypeLabels,
} from '@telehealth/contract';
import { LegalDocumentForm, type LegalDocumentFormValues } from '@telehealth/forms';
import {
  Alert,
  Badge,
  Button,
  Card,
  ConfirmDialog,
  Container,
  Dialog,
  EmptyState,
  Heading,
  Inline,
  RichTextView,
  Spinner,
  Stack,
  Tabs,
  Text,
  toast,
} from '@telehealth/ui';
import { useState } from 'react';
import { useDocumentTitle } from '../useDocumentTitle';
import { errorMessage, formatLongDate } from './toastError';

type TabValue = 'all' | LegalDocumentType;

const tabs: { value: TabValue; label: string }[] = [
  { value: 'all', label: 'All Documents' },
  { value: 'privacy_policy', label: 'Privacy Policy' },
  { value: 'terms_of_use', label: 'Terms of Use' },
];

function success(description: string) {
  toast({ title: 'Success', description, variant: 'success' });
}

function failure(error: unknown, fallback: string) {
  toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });
}

function DocumentList({
  type,
  onView,
  onEdit,
  onDelete,
}: {
  type: TabValue;
  onView: (document: LegalDocument) => void;
  onEdit: (document: LegalDocument) => void;
  onDelete: (document: LegalDocument) => void;
}) {
  const { data, error, isLoading } = useLegalDocuments(type === 'all' ? null : type);
  const activate = useActivateLegalDocument();

  if (isLoading) return <Spinner label="Loading documents" />;
  if (error)
    return (
      <Alert tone="critical" title="Error">
        {errorMessage(error, 'Failed to load documents. Please try again.')}
      </Alert>
    );
  if (!data || data.length === 0)
    return (
      <EmptyState headingLevel={2} title="No documents found. Create your first document to get started." />
    );

  return (
    <Stack gap="medium" as="ul" aria-label="Legal documents">
      {data.map((document) => (
        <Card as="li" key={document.id} aria-label={document.title}>
          <Stack gap="small">
            <Inline gap="small" align="center">
              <Heading level={2} size="small">
                {document.title}
              </Heading>
              {document.isActive ? <Badge tone="positive">Active</Badge> : null}
            </Inline>
            <Inline gap="medium">
              <Text tone="muted" size="small">
                {legalDocumentTypeLabels[document.type]}
              </Text>
              <Text tone="muted" size="small">
                Version {document.version}
              </Text>
              <Text tone="muted" size="small">
                Updated {formatLongDate(document.updatedAt)}
              </Text>
            </Inline>
            <RichTextView
              html={document.content}
              previewChars={legalDocumentLimits.previewLength}
              lines={legalDocumentLimits.previewLines}
            />
            <Inline gap="small">
              <Button
                size="sm"
                variant="outline"
                onClick={() => onView(document)}
                aria-label={`View ${document.title}`}
              >
                View
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => onEdit(document)}
                aria-label={`Edit ${document.title}`}
              >
                Edit
              </Button>
              {document.isActive ? null : (
                <>
                  <Button
                    size="sm"
                    variant="secondary"
                    busy={activate.isMutating}
                    onClick={async () => {
                      try {
                        await activate.trigger(document.id);
                        success(legalDocumentMessages.activated);
                      } catch (cause) {
                        failure(cause, legalDocumentMessages.activateFailed);
                      }
                    }}
                  >
                    Activate
                  </Button>
                  <Button
                    size="sm"
                    variant="destructive"
                    onClick={() => onDelete(document)}
                    aria-label={`Delete ${document.title}`}
                  >
                    Delete
                  </Button>
                </>
              )}
            </Inline>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** Part 1 §2: the admin's privacy policies and terms of use. */
export default function LegalDocumentsPage() {
  useDocumentTitle('Legal Documents');
  const [tab, setTab] = useState<TabValue>('all');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<LegalDocument | null>(null);
  const [viewing, setViewing] = useState<LegalDocument | null>(null);
  const [deleting, setDeleting] = useState<LegalDocument | null>(null);
  const create = useCreateLegalDocument();
  const update = useUpdateLegalDocument();
  const remove = useDeleteLegalDocument();

  async function handleCreate(values: LegalDocumentFormValues) {
    try {
      await create.trigger(values);
      success(legalDocumentMessages.created);
      setCreating(false);
    } catch (cause) {
      failure(cause, legalDocumentMessages.createFailed);
    }
  }

  async function handleUpdate(values: LegalDocumentFormValues) {
    if (!editing) return;
    try {
      await update.trigger({
        id: editing.id,
        title: values.title,
        content: values.content,
        isActive: values.isActive,
      });
      success(legalDocumentMessages.updated);
      setEditing(null);
    } catch (cause) {
      failure(cause, legalDocumentMessages.updateFailed);
    }
  }

  async function handleDelete() {
    if (!deleting) return;
    try {
      await remove.trigger(deleting.id);
      success(legalDocumentMessages.deleted);
      setDeleting(null);
    } catch (cause) {
      failure(cause, legalDocumentMessages.deleteFailed);
      setDeleting(null);
    }
  }

  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Inline gap="medium" justify="between" align="center">
          <Stack gap="xsmall">
            <Heading level={1}>Legal Documents</Heading>
            <Text tone="muted">Manage privacy policy and terms of use documents</Text>
          </Stack>
          <Button variant="primary" onClick={() => setCreating(true)}>
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
                <DocumentList
                  type={item.value}
                  onView={setViewing}
                  onEdit={setEditing}
                  onDelete={setDeleting}
                />
              ) : null}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Stack>

      <Dialog.Root open={creating} onOpenChange={setCreating}>
        <Dialog.Content size="lg">
          <Dialog.Header>
            <Dialog.Title>Create Legal Document</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <LegalDocumentForm mode="create" onSubmit={handleCreate} onCancel={() => setCreating(false)} />
          </Dialog.Body>
        </Dialog.Content>
      </Dialog.Root>

      <Dialog.Root open={editing !== null} onOpenChange={(open) => (open ? null : setEditing(null))}>
        <Dialog.Content size="lg">
          <Dialog.Header>
            <Dialog.Title>Edit Legal Document</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            {editing ? (
              <LegalDocumentForm
                key={editing.id}
                mode="edit"
                defaultValues={{
                  type: editing.type,
                  title: editing.title,
                  content: editing.content,
                  isActive: editing.isActive,
                }}
                onSubmit={handleUpdate}
                onCancel={() => setEditing(null)}
              />
            ) : null}
          </Dialog.Body>
        </Dialog.Content>
      </Dialog.Root>

      <Dialog.Root open={viewing !== null} onOpenChange={(open) => (open ? null : setViewing(null))}>
        <Dialog.Content size="lg">
          {viewing ? (
            <>
              <Dialog.Header>
                <Inline gap="small" align="center">
                  <Dialog.Title>{viewing.title}</Dialog.Title>
                  {viewing.isActive ? <Badge tone="positive">Active</Badge> : null}
                </Inline>
                <Dialog.Description>
                  {legalDocumentTypeLabels[viewing.type]} · Version {viewing.version}
                </Dialog.Description>
              </Dialog.Header>
              <Dialog.Body>
                <RichTextView html={viewing.content} />
              </Dialog.Body>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Root>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title="Delete Document"
        description="Are you sure you want to delete this document? This action cannot be undone."
        confirmLabel="Delete"
        cancelLabel="Cancel"
        tone="destructive"
        busy={remove.isMutating}
        onConfirm={handleDelete}
      />
    </Container>
  );
}
