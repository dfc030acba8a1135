import { formatLongDate, type ReviewQueueItem } from '@telehealth/contract';
import { Button, EmptyState, Link, Table, type ToastOptions, VisuallyHidden } from '@telehealth/ui';
import { RouterLink } from '../../frames/RouterLink';
import { AssessmentStatusBadge, assessmentTypeLabel } from '../patient/assessmentLabels';
import { useViewerZone } from '../session/useViewerZone';
import { thrownMessage } from '../shared/useAction';

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
  return (
    <Table.Root label="Review queue" stackBelow="tablet">
      <Table.Header>
        <Table.Row>
          <Table.Head>Assessment</Table.Head>
          <Table.Head>Type</Table.Head>
          <Table.Head>Patient age</Table.Head>
          <Table.Head>Submitted</Table.Head>
          <Table.Head>Status</Table.Head>
          <Table.Head>
            <VisuallyHidden>Action</VisuallyHidden>
          </Table.Head>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {items.length === 0 ? (
          <Table.Empty colSpan={6}>
            <EmptyState title={emptyTitle} />
          </Table.Empty>
        ) : (
          items.map((item) => (
            <Table.Row key={item.id}>
              <Table.Cell label="Assessment" nowrap>{`#${item.id}`}</Table.Cell>
              <Table.Cell label="Type">{assessmentTypeLabel(item.type)}</Table.Cell>
              <Table.Cell label="Patient age">{item.patientAge ?? 'Unknown'}</Table.Cell>
              <Table.Cell label="Submitted" nowrap>
                {item.submittedAt ? formatLongDate(item.submittedAt, zone) : 'Not submitted'}
              </Table.Cell>
              <Table.Cell label="Status" nowrap>
                <AssessmentStatusBadge status={item.status} />
              </Table.Cell>
              <Table.Cell label="Action" nowrap>
                {item.mine ? (
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
                )}
              </Table.Cell>
            </Table.Row>
          ))
        )}
      </Table.Body>
    </Table.Root>
  );
}
