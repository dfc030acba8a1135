import { defineEndpoints, fileBytes } from '../endpoint/define';
import {
  adminReports,
  dashboardCharts,
  dashboardChartsQuery,
  reportCsvQuery,
  reportRangeQuery,
} from './reports';
import { reportRoutes } from './routes';

/** The reports endpoints' schemas, summaries and error answers, under the names of `reportRoutes`. */
export const reportEndpoints = defineEndpoints(reportRoutes, {
  adminReports: {
    summary:
      'Revenue by day, assessments by type and outcome, appointments per practitioner and the funnel, for a date range',
    query: reportRangeQuery,
    response: adminReports,
  },
  exportAdminReport: {
    summary: 'One report of a date range as CSV',
    query: reportCsvQuery,
    response: fileBytes,
  },
  adminDashboardCharts: {
    summary: "The admin dashboard's charts: payments and assessments by outcome over the last 30 days",
    query: dashboardChartsQuery,
    response: dashboardCharts,
  },
});
