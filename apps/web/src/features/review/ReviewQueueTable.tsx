import { formatLongDate, type ReviewQueueItem } from '@telehealth/contract';
import { Button, DataTable, type DataTableColumn, EmptyState, Link, type ToastOptions } from '@telehealth/ui';
import { RouterLink } from '../../frames/RouterLink';
import { AssessmentStatusBadge, assessmentTypeLabel } from '../shared/assessmentLabels';
import { thrownMessage } from '../shared/useAction';
import { useViewerZone } from '../shared/useViewerZone';

/** What 'Start review' says: nothing, or that it was already mine (another tab started it); else why not. */
export const startReviewToasts = {
  success: (claimed: { message?: string | null | undefined } | null | undefined): ToastOptions | null =>
    claimed?.message ? { title: claimed.message, tone: 'info' } : null,
  failure: (error: unknown): ToastOptions => ({
    title: 'Could not start the review',
    description: thrownMessage(error),
    tone: 'critical',
  }),
};

export interface ReviewQueueTableProps {
  items: readonly ReviewQueueItem[];
  emptyTitle: string;
  /** The assessment being claimed, whose button waits. */
  claiming: number | null;
  onStart: (id: number) => void;
}

/** The queue: no names, only what choosing the next review needs; 'Start review' claims, mine open again. */
export function ReviewQueueTable({ items, emptyTitle, claiming, onStart }: ReviewQueueTableProps) {
  const zone = useViewerZone();
  const columns: DataTableColumn<ReviewQueueItem>[] = [
    { key: 'assessment', header: 'Assessment', nowrap: true, cell: (item) => `#${item.id}` },
    { key: 'type', header: 'Type', cell: (item) => assessmentTypeLabel(item.type) },
    { key: 'age', header: 'Patient age', cell: (item) => item.patientAge ?? 'Unknown' },
    {
      key: 'submitted',
      header: 'Submitted',
      nowrap: true,
      cell: (item) => (item.submittedAt ? formatLongDate(item.submittedAt, zone) : 'Not submitted'),
    },
    {
      key: 'status',
      header: 'Status',
      nowrap: true,
      cell: (item) => <AssessmentStatusBadge status={item.status} />,
    },
    {
      key: 'action',
      header: 'Action',
      headerHidden: true,
      nowrap: true,
      cell: (item) =>
        item.mine ? (
          <Link asChild>
            <RouterLink
              href={`/practitioner/assessments/${item.id}`}
            >{`Continue review of #${item.id}`}</RouterLink>
          </Link>
        ) : (
          <Button
            variant="solid"
            size="sm"
            busy={claiming === item.id}
            disabled={claiming !== null}
            aria-label={`Start review of assessment #${item.id}`}
            onClick={() => onStart(item.id)}
          >
            Start review
          </Button>
        ),
    },
  ];
  return (
    <DataTable
      caption="Review queue"
      captionHidden
      columns={columns}
      rows={items}
      rowKey={(item) => item.id}
      emptyMessage={<EmptyState title={emptyTitle} />}
    />
  );
}
