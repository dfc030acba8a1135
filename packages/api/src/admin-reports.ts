// The admin reports' download links (docs/product/admin.md); the reports and the dashboard's charts are read with
// `api.reports.adminReports` and `api.reports.adminDashboardCharts`.
import { type ReportKind, type ReportRangeQuery, routes } from '@telehealth/contract';
import { definedQuery } from './endpoint';
import { type RequestOptions, withQuery } from './request';

/**
 * The address of one report as CSV, for a download link (`<a href download>`: the browser sends the session cookie
 * and saves the file under the name the server gives). An end left empty is left to the server (the last 30 days
 * to today, in Sydney).
 */
export function reportCsvUrl(report: ReportKind, range: ReportRangeQuery = {}): string {
  return withQuery(
    routes.exportAdminReport.path,
    definedQuery({ report, ...range }) as RequestOptions['query'],
  );
}
