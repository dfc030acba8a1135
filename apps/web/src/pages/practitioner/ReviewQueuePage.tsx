import { api } from '@telehealth/api';
import { assessmentTypes, reviewQueueStatuses } from '@telehealth/contract';
import {
  Container,
  Field,
  Heading,
  Inline,
  LoadState,
  Pagination,
  pageCount,
  Select,
  Stack,
  Text,
} from '@telehealth/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ReviewQueueTable, startReviewToasts } from '../../features/review/ReviewQueueTable';
import { assessmentTypeLabel } from '../../features/shared/assessmentLabels';
import { useAction } from '../../features/shared/useAction';
import { useDocumentTitle } from '../useDocumentTitle';

const typeOptions = [
  { value: 'all', label: 'All types' },
  ...assessmentTypes.map((type) => ({ value: type, label: assessmentTypeLabel(type) })),
];
const statusOptions = [
  { value: 'awaiting_review', label: 'Awaiting review' },
  { value: 'in_review', label: 'In review by me' },
];

/** `/practitioner/assessments`: the queue, oldest first, filtered by type and status (kept in the address). */
export default function ReviewQueuePage() {
  useDocumentTitle('Assessments');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const type = assessmentTypes.find((value) => value === params.get('type'));
  const status = reviewQueueStatuses.find((value) => value === params.get('status')) ?? 'awaiting_review';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, error, isLoading, mutate } = api.assessments.reviewQueue.useQuery(
    { query: { type, status, page } },
    { keepPreviousData: true },
  );
  const claim = api.assessments.claimAssessment.useMutation();
  const [claiming, setClaiming] = useState<number | null>(null);
  const pages = data ? pageCount(data.total, data.pageSize) : 1;

  const filter = (next: { type?: string | undefined; status?: string; page?: number }) => {
    const merged = { type, status, page: 1, ...next };
    setParams({
      ...(merged.type && merged.type !== 'all' ? { type: merged.type } : {}),
      ...(merged.status !== 'awaiting_review' ? { status: merged.status } : {}),
      ...(merged.page > 1 ? { page: String(merged.page) } : {}),
    });
  };

  const claimReview = useAction((id: number) => claim.trigger({ params: { id } }), {
    ...startReviewToasts,
    onSuccess: (_, id) => navigate(`/practitioner/assessments/${id}`),
    onFailure: () => mutate(),
  });
  const start = async (id: number) => {
    setClaiming(id);
    try {
      await claimReview(id);
    } finally {
      setClaiming(null);
    }
  };

  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Stack gap="xsmall">
          <Heading level={1}>Assessments</Heading>
          <Text tone="muted">Paid assessments waiting for a practitioner, oldest first.</Text>
        </Stack>
        <Inline gap="medium" wrap>
          <Field label="Type">
            <Select
              options={typeOptions}
              value={type ?? 'all'}
              onValueChange={(value) => filter({ type: value })}
            />
          </Field>
          <Field label="Status">
            <Select
              options={statusOptions}
              value={status}
              onValueChange={(value) => filter({ status: value })}
            />
          </Field>
        </Inline>
        <LoadState
          // The last page stays in the cache while another loads: it is not shown as this one.
          data={isLoading ? undefined : data}
          error={error}
          errorTitle="The queue could not be loaded"
          loadingLabel="Loading the queue"
        >
          {(data) => (
            <>
              <Text tone="muted">{data.total === 1 ? '1 assessment' : `${data.total} assessments`}</Text>
              <ReviewQueueTable
                items={data.items}
                emptyTitle={
                  status === 'awaiting_review'
                    ? 'Nothing is waiting for review'
                    : 'You are not reviewing any assessment'
                }
                claiming={claiming}
                onStart={(id) => void start(id)}
              />
              {pages > 1 ? (
                <Pagination
                  label="Review queue pages"
                  page={page}
                  pageSize={data.pageSize}
                  total={data.total}
                  onPageChange={(next) => filter({ page: next })}
                />
              ) : null}
            </>
          )}
        </LoadState>
      </Stack>
    </Container>
  );
}
