import { defineEndpoints } from '../endpoint/define';
import { dashboardRoutes } from './routes';
import { adminSummary, contentWriterSummary, practitionerSummary } from './summary';

/** The dashboards endpoints' schemas, summaries and error answers, under the names of `dashboardRoutes`. */
export const dashboardEndpoints = defineEndpoints(dashboardRoutes, {
  adminSummary: {
    summary: "The admin dashboard's counts",
    response: adminSummary,
  },
  practitionerSummary: {
    summary: "The practitioner dashboard's counts",
    response: practitionerSummary,
  },
  contentWriterSummary: {
    summary: "The content writer dashboard's counts",
    response: contentWriterSummary,
  },
});
