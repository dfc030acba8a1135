import { api } from '@telehealth/api';
import {
  Container,
  EmptyState,
  Heading,
  LoadState,
  Pagination,
  pageCount,
  Stack,
  Text,
} from '@telehealth/ui';
import { useState } from 'react';
import { loadFailure } from '../../features/shared/loadFailure';
import { PaymentsTable } from '../../features/shared/PaymentsTable';
import { useViewerZone } from '../../features/shared/useViewerZone';
import { useDocumentTitle } from '../useDocumentTitle';

/** `/dashboard/payments`, 50 a page (docs/product/checkout.md). */
export default function PaymentsPage() {
  useDocumentTitle('Payments');
  const zone = useViewerZone();
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = api.payments.myPayments.useQuery({ query: { page } });
  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Stack gap="xsmall">
          <Heading level={1}>Payments</Heading>
          <Text tone="muted">Your payments and their tax invoices.</Text>
        </Stack>
        <LoadState
          pending={isLoading}
          data={data}
          error={error}
          {...loadFailure('Failed to load payments')}
          loadingLabel="Loading payments"
          loadingIndicator="spinner"
        >
          {(list) => (
            <>
              {list.items.length === 0 ? (
                <EmptyState
                  headingLevel={2}
                  title="No payments yet"
                  description="Payments for your assessments appear here."
                />
              ) : (
                <PaymentsTable payments={list.items} zone={zone} />
              )}
              {pageCount(list.total, list.pageSize) > 1 ? (
                <Pagination
                  label="Payment pages"
                  page={page}
                  pageSize={list.pageSize}
                  total={list.total}
                  onPageChange={setPage}
                />
              ) : null}
            </>
          )}
        </LoadState>
      </Stack>
    </Container>
  );
}
