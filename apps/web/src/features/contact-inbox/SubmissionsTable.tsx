import {
  attachmentCountLabel,
  type ContactSubmission,
  contactAttachmentUrls,
  formatDateTime,
  type ZoneOption,
} from '@telehealth/contract';
import { Badge, Button, Inline, PaperclipIcon, Table, VisuallyHidden } from '@telehealth/ui';
import { Joined } from '../shared/MessageText';
import { StatusBadge } from './StatusBadge';

export interface SubmissionsTableProps {
  submissions: readonly ContactSubmission[];
  onView: (submission: ContactSubmission) => void;
  zone: ZoneOption;
}

const columns = ['Name', 'Email', 'Type', 'Category', 'Subject', 'Status', 'Date'] as const;

/**
 * The inbox's table (docs/product/site.md). Where it has less room than a tablet's width each row becomes a card, its
 * values named by their columns; dates and badges never break across lines.
 */
export function SubmissionsTable({ submissions, onView, zone }: SubmissionsTableProps) {
  return (
    <Table.Root label="Contact submissions" stackBelow="tablet">
      <Table.Header>
        <Table.Row>
          {columns.map((column) => (
            <Table.Head key={column}>{column}</Table.Head>
          ))}
          <Table.Head>Actions</Table.Head>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {submissions.map((submission) => {
          const count = contactAttachmentUrls(submission, '').length;
          return (
            <Table.Row key={submission.id}>
              <Table.Cell label="Name">{submission.name}</Table.Cell>
              <Table.Cell label="Email">
                {/* May break after its '@' and its dots, so the column stays narrow. */}
                <Joined parts={submission.email.split(/(?<=[@.])/)} between="wbr" />
              </Table.Cell>
              <Table.Cell label="Type">{submission.type}</Table.Cell>
              <Table.Cell label="Category">{submission.category || '—'}</Table.Cell>
              <Table.Cell label="Subject">
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
              <Table.Cell label="Status" nowrap>
                <StatusBadge status={submission.status} />
              </Table.Cell>
              <Table.Cell label="Date" nowrap>
                {formatDateTime(submission.createdAt, zone)}
              </Table.Cell>
              <Table.Cell nowrap>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onView(submission)}
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
  );
}
