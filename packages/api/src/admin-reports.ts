// The admin reports screens' hooks (docs/product/admin.md).
import { calendarDayIn, type ReportKind, type ReportRangeQuery, routes } from '@telehealth/contract';
import { useEndpoint } from './endpoint';
import { withQuery } from './request';

/** The range's query: only the ends given (the server fills the rest: the last 30 days to today, in Sydney). */
function rangeQuery(range: ReportRangeQuery): ReportRangeQuery {
  const query: ReportRangeQuery = {};
  if (range.from) query.from = range.from;
  if (range.to) query.to = range.to;
  return query;
}

/**
 * `GET /api/admin/reports?from&to`: revenue by day, assessments by type and outcome, appointments per practitioner
 * and the funnel, in one answer. A new range keeps the last answer on screen until its own arrives.
 */
export function useReports(range: ReportRangeQuery = {}) {
  return useEndpoint('adminReports', { query: rangeQuery(range) }, { keepPreviousData: true });
}

/**
 * `GET /api/admin/dashboard-charts`: payments and assessments by outcome over the 30 days to `to` (the viewer's
 * today in the clinic's zone unless given).
 */
export function useDashboardCharts(to: string = calendarDayIn(new Date())) {
  return useEndpoint('adminDashboardCharts', { query: { to } });
}

/**
 * The address of one report as CSV, for a download link (`<a href download>`: the browser sends the session cookie
 * and saves the file under the name the server gives).
 */
export function reportCsvUrl(report: ReportKind, range: ReportRangeQuery = {}): string {
  return withQuery(routes.exportAdminReport.path, { report, ...rangeQuery(range) });
}
