import { api } from '@telehealth/api';
import {
  type ContactStatusUpdateInput,
  contactCategoryOptions,
  contactMessages,
  contactStatusUpdatedMessage,
  contactSubmissionsDisplayed,
  emptyContactInboxFilter,
  filterContactSubmissions,
  isContactInboxFiltered,
} from '@telehealth/contract';
import { ContactStatusForm } from '@telehealth/forms';
import { Button, Container, Dialog, EmptyState, Heading, LoadState, Stack, Text } from '@telehealth/ui';
import { useMemo, useRef, useState } from 'react';
import { InboxFilters } from '../../features/contact-inbox/InboxFilters';
import { StatusBadge } from '../../features/contact-inbox/StatusBadge';
import { SubmissionDetails } from '../../features/contact-inbox/SubmissionDetails';
import { SubmissionsTable } from '../../features/contact-inbox/SubmissionsTable';
import { closeOnEscape } from '../../features/shared/closeOnEscape';
import { loadFailure } from '../../features/shared/loadFailure';
import { useAction } from '../../features/shared/useAction';
import { useViewerZone } from '../../features/shared/useViewerZone';
import { useDocumentTitle } from '../useDocumentTitle';

/** The contact inbox (docs/product/site.md). */
export default function ContactSubmissionsPage() {
  useDocumentTitle('Contact Submissions');
  const zone = useViewerZone();
  // A 401 reads as an empty inbox (docs/product/site.md).
  const { data, error, isLoading } = api.contact.listContactSubmissions.useQuery(
    {},
    {
      tolerate: { 401: [] },
    },
  );
  const update = api.contact.updateContactStatus.useMutation();
  const [filter, setFilter] = useState(emptyContactInboxFilter);
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [updating, setUpdating] = useState(false);
  // The nested dialog gives focus back to the button that opened it, inside the details dialog.
  const updateButton = useRef<HTMLButtonElement>(null);

  const submissions = data ?? [];
  const viewing = submissions.find((submission) => submission.id === viewingId) ?? null;
  const categoryOptions = useMemo(() => contactCategoryOptions(data ?? []), [data]);
  const visible = filterContactSubmissions(submissions, filter);
  const closeDetails = () => setViewingId(null);

  const changeStatus = useAction(
    (id: number, status: ContactStatusUpdateInput['status']) =>
      update.trigger({ params: { id }, body: { status } }),
    {
      success: (_, _id, status) => ({
        title: contactMessages.statusUpdatedTitle,
        description: contactStatusUpdatedMessage(status),
        tone: 'positive',
      }),
      failure: { title: 'Error', description: contactMessages.statusUpdateFailed, tone: 'critical' },
      onSuccess: () => setUpdating(false),
    },
  );
  async function updateStatus({ status }: ContactStatusUpdateInput) {
    if (viewing) await changeStatus(viewing.id, status);
  }

  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Stack gap="xsmall">
          <Heading level={1}>Contact Submissions</Heading>
          <Text tone="muted">Messages sent from the contact form.</Text>
        </Stack>
        <InboxFilters filter={filter} onChange={setFilter} categoryOptions={categoryOptions} />
        <LoadState
          pending={isLoading}
          data={visible}
          error={error}
          {...loadFailure('Failed to load contact submissions. Please try again.')}
          loadingLabel="Loading contact submissions"
          loadingIndicator="spinner"
          empty={<EmptyState headingLevel={2} title={contactMessages.empty} />}
          isEmpty={(rows) => rows.length === 0}
        >
          {(rows) => (
            <SubmissionsTable
              submissions={rows}
              onView={(submission) => setViewingId(submission.id)}
              zone={zone}
            />
          )}
        </LoadState>
        {!isLoading && !error ? (
          <Text tone="muted" size="small">
            {contactSubmissionsDisplayed(visible.length, isContactInboxFiltered(filter))}
          </Text>
        ) : null}
      </Stack>

      <Dialog.Root open={viewing !== null} onOpenChange={(open) => (open ? null : closeDetails())}>
        <Dialog.Content size="lg" onKeyDown={closeOnEscape(closeDetails)}>
          {viewing ? (
            <>
              <Dialog.Header>
                <Dialog.Title>{viewing.subject}</Dialog.Title>
                <Dialog.Description>{`From ${viewing.name}`}</Dialog.Description>
              </Dialog.Header>
              <Dialog.Body>
                <SubmissionDetails
                  submission={viewing}
                  status={<StatusBadge status={viewing.status} />}
                  zone={zone}
                />
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={closeDetails}>
                  Close
                </Button>
                <Button ref={updateButton} variant="solid" onClick={() => setUpdating(true)}>
                  Update Status
                </Button>
              </Dialog.Footer>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Root>

      <Dialog.Root open={updating && viewing !== null} onOpenChange={setUpdating}>
        <Dialog.Content
          size="sm"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            updateButton.current?.focus();
          }}
        >
          <Dialog.Header>
            <Dialog.Title>Update Submission Status</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            {viewing ? (
              <ContactStatusForm
                key={viewing.id}
                defaultValues={{ status: viewing.status }}
                onSubmit={updateStatus}
                onCancel={() => setUpdating(false)}
              />
            ) : null}
          </Dialog.Body>
        </Dialog.Content>
      </Dialog.Root>
    </Container>
  );
}
