import {
  attachmentFileName,
  attachmentKind,
  attachmentTypeLabel,
  type ContactSubmission,
  contactAttachmentUrls,
  formatLongDateTime,
  type ZoneOption,
} from '@telehealth/contract';
import { Card, DocumentIcon, FileIcon, Heading, ImageIcon, Inline, Link, Stack, Text } from '@telehealth/ui';
import type { ReactNode } from 'react';
import { MessageText } from '../shared/MessageText';

/** Different markers for pdf files and for jpg, jpeg, png and gif images (docs/product/site.md). */
function AttachmentIcon({ url }: { url: string }) {
  const kind = attachmentKind(url);
  const Icon = kind === 'image' ? ImageIcon : kind === 'pdf' ? DocumentIcon : FileIcon;
  return <Icon data-kind={kind} width={20} height={20} />;
}

function withInline(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}inline=1`;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="xsmall">
      <Text as="dt" size="small" tone="muted">
        {label}
      </Text>
      <Text as="dd">{children}</Text>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="small" as="section" aria-label={title}>
      <Heading level={3} size="small">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * Attachment URLs carry ids only (no file names in URLs, which end up in logs and history); the name
 * comes from the submission's `attachments` when the server lists them, else from the URL's last segment.
 */
function Attachments({ urls, names }: { urls: readonly string[]; names: ReadonlyMap<string, string> }) {
  return (
    <Stack gap="small" as="ul" role="list" aria-label="Attachments" padding="none" margin="none">
      {urls.map((url) => {
        const name = names.get(url) ?? attachmentFileName(url);
        return (
          <Card as="li" key={url} aria-label={name}>
            <Inline gap="small" align="center" justify="between">
              <Inline gap="small" align="center">
                <AttachmentIcon url={name} />
                <Stack gap="none">
                  <Text weight="medium">{name}</Text>
                  <Text size="small" tone="muted">
                    {attachmentTypeLabel(name)}
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
  );
}

/** The detail dialog's sections (docs/product/site.md), in order; Assignment and Attachments only when there are some. */
export function SubmissionDetails({
  submission,
  status,
  zone,
}: {
  submission: ContactSubmission;
  /** The status badge. */
  status: ReactNode;
  zone: ZoneOption;
}) {
  const urls = contactAttachmentUrls(submission, window.location.origin);
  const listed = (submission as { attachments?: readonly { url: string; name: string }[] }).attachments ?? [];
  const names = new Map(
    listed.flatMap((item) =>
      contactAttachmentUrls({ attachmentUrls: [item.url] }, window.location.origin).map(
        (url) => [url, item.name] as const,
      ),
    ),
  );
  return (
    <Stack gap="large">
      <Section title="Submission Information">
        <Stack gap="small" as="dl">
          <Detail label="Status">{status}</Detail>
          <Detail label="Submitted">{formatLongDateTime(submission.createdAt, zone)}</Detail>
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
        <Text data-testid="contact-message">
          <MessageText content={submission.message} />
        </Text>
      </Section>
      {urls.length > 0 ? (
        <Section title={urls.length === 1 ? 'Attachment' : 'Attachments'}>
          <Attachments urls={urls} names={names} />
        </Section>
      ) : null}
    </Stack>
  );
}
