import { api, reportCsvUrl } from '@telehealth/api';
import { type AdminReports, type ReportKind, type ReportRange, reportKindLabels } from '@telehealth/contract';
import { Button, Card, Heading, Inline, LoadState, Spinner, Stack } from '@telehealth/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import {
  AssessmentOutcomesTable,
  FunnelTable,
  PractitionerAppointmentsTable,
  RevenueTable,
} from './ReportTables';

const ReportChart = lazy(() => import('./ReportCharts'));

const tables: Record<ReportKind, (data: AdminReports) => ReactNode> = {
  revenue: (data) => <RevenueTable rows={data.revenue} />,
  assessments: (data) => <AssessmentOutcomesTable rows={data.assessments} />,
  appointments: (data) => <PractitionerAppointmentsTable rows={data.appointments} />,
  funnel: (data) => <FunnelTable rows={data.funnel} />,
};
const order: readonly ReportKind[] = ['revenue', 'assessments', 'appointments', 'funnel'];

/**
 * The four reports of one range (docs/product/admin.md), each a section with its chart, its table and its CSV file. The
 * figures come from one request; a new range keeps the last answer on screen until its own arrives.
 */
export function ReportsView({ range }: { range: ReportRange }) {
  const { data, error, isLoading } = api.reports.adminReports.useQuery(
    { query: range },
    { keepPreviousData: true },
  );
  return (
    <LoadState
      data={data}
      error={error}
      errorTitle="Couldn't load the reports"
      loadingLabel="Loading reports"
      skeletonLines={8}
    >
      {(data) => (
        <Stack gap="large" aria-busy={isLoading || undefined}>
          {order.map((report) => (
            <Card key={report} as="section" aria-labelledby={`report-${report}`}>
              <Stack gap="medium">
                <Inline gap="small" justify="between" align="center">
                  <Heading level={2} size="medium" id={`report-${report}`}>
                    {reportKindLabels[report]}
                  </Heading>
                  <Button asChild variant="outline" size="sm">
                    <a
                      href={reportCsvUrl(report, range)}
                      download
                      aria-label={`Download CSV of ${reportKindLabels[report]}`}
                    >
                      Download CSV
                    </a>
                  </Button>
                </Inline>
                <Suspense fallback={<Spinner label="Loading chart" />}>
                  <ReportChart report={report} data={data} />
                </Suspense>
                {tables[report](data)}
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </LoadState>
  );
}
