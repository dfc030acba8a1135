import { calendarDayIn, defaultReportRange, type ReportRange } from '@telehealth/contract';
import { ReportRangeForm } from '@telehealth/forms';
import { Container, Heading, Stack, Text } from '@telehealth/ui';
import { useSearchParams } from 'react-router';
import { ReportsView } from '../../features/reports/ReportsView';
import { useDocumentTitle } from '../useDocumentTitle';

/** `/admin/reports` (docs/product/admin.md): a date range, then revenue, assessments, appointments and the funnel. */
export default function ReportsPage() {
  useDocumentTitle('Reports');
  const [params, setParams] = useSearchParams();
  // The range lives in the address (Back and Forward, a shared link); the last 30 days to today unless given.
  const fallback = defaultReportRange(calendarDayIn(new Date()));
  const range: ReportRange = {
    from: params.get('from') ?? fallback.from,
    to: params.get('to') ?? fallback.to,
  };
  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Stack gap="xsmall">
          <Heading level={1}>Reports</Heading>
          <Text tone="muted">Days are calendar days in Sydney. Money includes GST.</Text>
        </Stack>
        <ReportRangeForm value={range} onApply={({ from, to }) => setParams({ from, to })} />
        <ReportsView range={range} />
      </Stack>
    </Container>
  );
}
