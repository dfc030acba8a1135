import { errorMessage, useMyPayments } from '@telehealth/api';
import {
  Alert,
  Container,
  EmptyState,
  Heading,
  Pagination,
  pageCount,
  Spinner,
  Stack,
  Text,
} from '@telehealth/ui';
import { useState } from 'react';
import { PaymentsTable } from '../../features/shared/PaymentsTable';
import { useViewerZone } from '../../features/shared/useViewerZone';
import { useDocumentTitle } from '../useDocumentTitle';

/** `/dashboard/payments`, 50 a page (docs/product/checkout.md). */
export default function PaymentsPage() {
  useDocumentTitle('Payments');
  const zone = useViewerZone();
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useMyPayments(page);
  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Stack gap="xsmall">
          <Heading level={1}>Payments</Heading>
          <Text tone="muted">Your payments and their tax invoices.</Text>
        </Stack>
        {isLoading ? <Spinner label="Loading payments" /> : null}
        {error ? (
          <Alert tone="critical" title="Error">
            {errorMessage(error, 'Failed to load payments')}
          </Alert>
        ) : null}
        {data && data.items.length === 0 ? (
          <EmptyState
            headingLevel={2}
            title="No payments yet"
            description="Payments for your assessments appear here."
          />
        ) : null}
        {data && data.items.length > 0 ? <PaymentsTable payments={data.items} zone={zone} /> : null}
        {data && pages > 1 ? (
          <Pagination
            label="Payment pages"
            page={page}
            pageSize={data.pageSize}
            total={data.total}
            onPageChange={setPage}
          />
        ) : null}
      </Stack>
    </Container>
  );
}
