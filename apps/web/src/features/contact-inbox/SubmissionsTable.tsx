import {
  attachmentCountLabel,
  type ContactSubmission,
  contactAttachmentUrls,
  contactMessages,
  formatDateTime,
  type ZoneOption,
} from '@telehealth/contract';
import {
  Badge,
  Button,
  DataTable,
  type DataTableColumn,
  Inline,
  PaperclipIcon,
  VisuallyHidden,
} from '@telehealth/ui';
import { Joined } from '../shared/MessageText';
import { StatusBadge } from './StatusBadge';

export interface SubmissionsTableProps {
  submissions: readonly ContactSubmission[];
  onView: (submission: ContactSubmission) => void;
  zone: ZoneOption;
}

/**
 * The inbox's table (docs/product/site.md). Where it has less room than a tablet's width each row becomes a card, its
 * values named by their columns; dates and badges never break across lines.
 */
export function SubmissionsTable({ submissions, onView, zone }: SubmissionsTableProps) {
  const columns: DataTableColumn<ContactSubmission>[] = [
    { key: 'name', header: 'Name', cell: (submission) => submission.name },
    {
      key: 'email',
      header: 'Email',
      // May break after its '@' and its dots, so the column stays narrow.
      cell: (submission) => <Joined parts={submission.email.split(/(?<=[@.])/)} between="wbr" />,
    },
    { key: 'type', header: 'Type', cell: (submission) => submission.type },
    { key: 'category', header: 'Category', cell: (submission) => submission.category || '—' },
    {
      key: 'subject',
      header: 'Subject',
      cell: (submission) => {
        const count = contactAttachmentUrls(submission, '').length;
        return (
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
        );
      },
    },
    {
      key: 'status',
      header: 'Status',
      nowrap: true,
      cell: (submission) => <StatusBadge status={submission.status} />,
    },
    {
      key: 'date',
      header: 'Date',
      nowrap: true,
      cell: (submission) => formatDateTime(submission.createdAt, zone),
    },
    {
      key: 'actions',
      header: 'Actions',
      nowrap: true,
      unlabelled: true,
      cell: (submission) => (
        <Button
          size="sm"
          variant="outline"
          onClick={() => onView(submission)}
          aria-label={`View Details for ${submission.name}: ${submission.subject}`}
        >
          View Details
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      caption="Contact submissions"
      captionHidden
      columns={columns}
      rows={submissions}
      rowKey={(submission) => submission.id}
      emptyMessage={contactMessages.empty}
    />
  );
}
