import { useContactSubmissions, useUpdateContactStatus } from '@telehealth/api';
import {
  attachmentFileName,
  attachmentKind,
  type ContactStatus,
  type ContactSubmission,
  contactAttachmentUrls,
  contactMessages,
  contactStatuses,
  contactStatusLabels,
  contactStatusUpdatedMessage,
  fileExtension,
} from '@telehealth/contract';
import {
  Alert,
  Badge,
  Button,
  Card,
  CloseIcon,
  Container,
  Dialog,
  DocumentIcon,
  EmptyState,
  Field,
  FileIcon,
  Heading,
  IconButton,
  ImageIcon,
  Inline,
  Input,
  Link,
  PaperclipIcon,
  Select,
  Spinner,
  Stack,
  Table,
  Text,
  toast,
  VisuallyHidden,
} from '@telehealth/ui';
import { useMemo, useState } from 'react';
import { useDocumentTitle } from '../useDocumentTitle';
import { errorMessage, formatDateTime } from './toastError';

const ALL = 'all';
/** The category filter's value for submissions without a category. */
const UNCATEGORIZED = '__uncategorized__';

const statusTone = {
  new: 'info',
  'in-progress': 'caution',
  resolved: 'positive',
  closed: 'neutral',
} as const satisfies Record<ContactStatus, string>;

const statusOptions = contactStatuses.map((status) => ({
  value: status,
  label: contactStatusLabels[status],
}));

function StatusBadge({ status }: { status: ContactStatus }) {
  return <Badge tone={statusTone[status]}>{contactStatusLabels[status]}</Badge>;
}

function attachmentCountLabel(count: number): string {
  return count === 1 ? '1 attachment' : `${count} attachments`;
}

/** Different markers for pdf files and for jpg, jpeg, png and gif images (Part 1 §2). */
function AttachmentIcon({ url }: { url: string }) {
  const kind = attachmentKind(url);
  const Icon = kind === 'image' ? ImageIcon : kind === 'pdf' ? DocumentIcon : FileIcon;
  return <Icon data-kind={kind} width={20} height={20} />;
}

function attachmentTypeLabel(url: string): string {
  const kind = attachmentKind(url);
  if (kind === 'pdf') return 'PDF document';
  const extension = fileExtension(url).toUpperCase();
  if (kind === 'image') return `${extension} image`;
  return extension ? `${extension} file` : 'File';
}

function withInline(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}inline=1`;
}

/** Keeps the message's line breaks without styling: each line break becomes a <br>. */
function MultilineText({ text }: { text: string }) {
  const lines = text.split(/\r?\n/);
  return (
    <Text data-testid="contact-message">
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity beyond their position
        <span key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </Text>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap="xsmall">
      <Text as="dt" size="small" tone="muted">
        {label}
      </Text>
      <Text as="dd">{children}</Text>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="small" as="section" aria-label={title}>
      <Heading level={3} size="small">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function SubmissionDetails({ submission }: { submission: ContactSubmission }) {
  const urls = contactAttachmentUrls(submission, window.location.origin);
  return (
    <Stack gap="large">
      <Section title="Submission Information">
        <Stack gap="small" as="dl">
          <Detail label="Status">
            <StatusBadge status={submission.status} />
          </Detail>
          <Detail label="Submitted">{new Date(submission.createdAt).toLocaleString('en-AU')}</Detail>
          <Detail label="ID">{submission.id}</Detail>
        </Stack>
      </Section>
      <Section title="Contact Details">
        <Stack gap="small" as="dl">
          <Detail label="Name">{submission.name}</Detail>
          <Detail label="Email">{submission.email}</Detail>
          {submission.phone ? <Detail label="Phone">{submission.phone}</Detail> : null}
        </Stack>
      </Section>
      <Section title="Request Details">
        <Stack gap="small" as="dl">
          <Detail label="Type">{submission.type}</Detail>
          {submission.category ? <Detail label="Category">{submission.category}</Detail> : null}
          <Detail label="Subject">{submission.subject}</Detail>
        </Stack>
      </Section>
      {submission.assignedToId ? (
        <Section title="Assignment">
          <Stack gap="small" as="dl">
            <Detail label="Staff ID">{submission.assignedToId}</Detail>
          </Stack>
        </Section>
      ) : null}
      <Section title="Message">
        <MultilineText text={submission.message} />
      </Section>
      {urls.length > 0 ? (
        <Section title={urls.length === 1 ? 'Attachment' : 'Attachments'}>
          <Stack gap="small" as="ul" aria-label="Attachments">
            {urls.map((url) => {
              const name = attachmentFileName(url);
              return (
                <Card as="li" key={url} aria-label={name}>
                  <Inline gap="small" align="center" justify="between">
                    <Inline gap="small" align="center">
                      <AttachmentIcon url={url} />
                      <Stack gap="none">
                        <Text weight="medium">{name}</Text>
                        <Text size="small" tone="muted">
                          {attachmentTypeLabel(url)}
                        </Text>
                      </Stack>
                    </Inline>
                    <Inline gap="small">
                      <Link
                        href={withInline(url)}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`View ${name}`}
                      >
                        View
                      </Link>
                      <Link href={url} download={name} aria-label={`Download ${name}`}>
                        Download
                      </Link>
                    </Inline>
                  </Inline>
                </Card>
              );
            })}
          </Stack>
        </Section>
      ) : null}
    </Stack>
  );
}

function matchesSearch(submission: ContactSubmission, term: string): boolean {
  if (!term) return true;
  const needle = term.toLowerCase();
  return [
    submission.name,
    submission.email,
    submission.phone,
    submission.type,
    submission.category,
    submission.subject,
    submission.message,
  ].some((value) => value?.toLowerCase().includes(needle));
}

/** Part 1 §2: the contact inbox. */
export default function ContactSubmissionsPage() {
  useDocumentTitle('Contact Submissions');
  const { data, error, isLoading } = useContactSubmissions();
  const update = useUpdateContactStatus();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL);
  const [status, setStatus] = useState(ALL);
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [updating, setUpdating] = useState(false);
  const [nextStatus, setNextStatus] = useState<ContactStatus>('new');

  const submissions = data ?? [];
  const viewing = submissions.find((submission) => submission.id === viewingId) ?? null;

  const categoryOptions = useMemo(() => {
    const named = new Set<string>();
    let hasEmpty = false;
    for (const submission of data ?? []) {
      if (submission.category?.trim()) named.add(submission.category);
      else hasEmpty = true;
    }
    return [
      { value: ALL, label: 'All' },
      ...[...named].sort().map((name) => ({ value: name, label: name })),
      ...(hasEmpty ? [{ value: UNCATEGORIZED, label: contactMessages.uncategorized }] : []),
    ];
  }, [data]);

  const filtering = search.trim() !== '' || category !== ALL || status !== ALL;
  const visible = submissions.filter(
    (submission) =>
      matchesSearch(submission, search.trim()) &&
      (category === ALL ||
        (category === UNCATEGORIZED ? !submission.category?.trim() : submission.category === category)) &&
      (status === ALL || submission.status === status),
  );

  function clearFilters() {
    setSearch('');
    setCategory(ALL);
    setStatus(ALL);
  }

  function openUpdate() {
    if (viewing) setNextStatus(viewing.status);
    setUpdating(true);
  }

  async function submitUpdate() {
    if (!viewing) return;
    try {
      await update.trigger({ id: viewing.id, status: nextStatus });
      toast({
        title: contactMessages.statusUpdatedTitle,
        description: contactStatusUpdatedMessage(nextStatus),
        variant: 'success',
      });
      setUpdating(false);
    } catch {
      toast({ title: 'Error', description: contactMessages.statusUpdateFailed, variant: 'destructive' });
    }
  }

  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Stack gap="xsmall">
          <Heading level={1}>Contact Submissions</Heading>
          <Text tone="muted">Messages sent from the contact form.</Text>
        </Stack>

        <Card>
          <Inline gap="medium" align="end" wrap>
            <Field label="Search">
              <Input
                type="search"
                placeholder="Search name, email, subject or message"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </Field>
            {search ? (
              <IconButton
                label="Clear search"
                icon={<CloseIcon width={14} height={14} />}
                variant="ghost"
                onClick={() => setSearch('')}
              />
            ) : null}
            <Field label="Category">
              <Select options={categoryOptions} value={category} onValueChange={setCategory} />
            </Field>
            <Field label="Status">
              <Select
                options={[{ value: ALL, label: 'All' }, ...statusOptions]}
                value={status}
                onValueChange={setStatus}
              />
            </Field>
            {filtering ? (
              <Button variant="outline" onClick={clearFilters}>
                Clear Filters
              </Button>
            ) : null}
          </Inline>
        </Card>

        {isLoading ? (
          <Spinner label="Loading contact submissions" />
        ) : error ? (
          <Alert tone="critical" title="Error">
            {errorMessage(error, 'Failed to load contact submissions. Please try again.')}
          </Alert>
        ) : visible.length === 0 ? (
          <EmptyState headingLevel={2} title={contactMessages.empty} />
        ) : (
          <Table.Root label="Contact submissions">
            <Table.Header>
              <Table.Row>
                <Table.Head>Name</Table.Head>
                <Table.Head>Email</Table.Head>
                <Table.Head>Type</Table.Head>
                <Table.Head>Category</Table.Head>
                <Table.Head>Subject</Table.Head>
                <Table.Head>Status</Table.Head>
                <Table.Head>Date</Table.Head>
                <Table.Head>Actions</Table.Head>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {visible.map((submission) => {
                const count = contactAttachmentUrls(submission, '').length;
                return (
                  <Table.Row key={submission.id}>
                    <Table.Cell>{submission.name}</Table.Cell>
                    <Table.Cell>{submission.email}</Table.Cell>
                    <Table.Cell>{submission.type}</Table.Cell>
                    <Table.Cell>{submission.category || '—'}</Table.Cell>
                    <Table.Cell>
                      <Inline gap="xsmall" align="center">
                        <span>{submission.subject}</span>
                        {count > 0 ? (
                          <Badge tone="neutral" size="sm" title={attachmentCountLabel(count)}>
                            <PaperclipIcon width={14} height={14} />
                            <span aria-hidden="true">{count}</span>
                            <VisuallyHidden>{attachmentCountLabel(count)}</VisuallyHidden>
                          </Badge>
                        ) : null}
                      </Inline>
                    </Table.Cell>
                    <Table.Cell>
                      <StatusBadge status={submission.status} />
                    </Table.Cell>
                    <Table.Cell>{formatDateTime(submission.createdAt)}</Table.Cell>
                    <Table.Cell>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setViewingId(submission.id)}
                        aria-label={`View Details for ${submission.name}: ${submission.subject}`}
                      >
                        View Details
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        )}
        {!isLoading && !error ? (
          <Text tone="muted" size="small">
            {`${visible.length} submissions displayed${filtering ? ' (filtered)' : ''}`}
          </Text>
        ) : null}
      </Stack>

      <Dialog.Root open={viewing !== null} onOpenChange={(open) => (open ? null : setViewingId(null))}>
        <Dialog.Content size="lg">
          {viewing ? (
            <>
              <Dialog.Header>
                <Dialog.Title>{viewing.subject}</Dialog.Title>
                <Dialog.Description>{`From ${viewing.name}`}</Dialog.Description>
              </Dialog.Header>
              <Dialog.Body>
                <SubmissionDetails submission={viewing} />
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setViewingId(null)}>
                  Close
                </Button>
                <Button variant="primary" onClick={openUpdate}>
                  Update Status
                </Button>
              </Dialog.Footer>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Root>

      <Dialog.Root open={updating && viewing !== null} onOpenChange={setUpdating}>
        <Dialog.Content size="sm">
          <Dialog.Header>
            <Dialog.Title>Update Submission Status</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Field label="Status">
              <Select
                options={statusOptions}
                value={nextStatus}
                onValueChange={(value) => setNextStatus(value as ContactStatus)}
              />
            </Field>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={() => setUpdating(false)}>
              Cancel
            </Button>
            <Button variant="primary" busy={update.isMutating} onClick={submitUpdate}>
              Update
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
    </Container>
  );
}
