import type { Route } from '../endpoint/route';

/** The reports endpoints: method, path and who may call them. Free of zod, so the browser can import it. */
export const reportRoutes = {
  adminReports: {
    method: 'GET',
    path: '/api/admin/reports',
    access: 'admin',
    tag: 'reports',
  },
  exportAdminReport: {
    method: 'GET',
    path: '/api/admin/reports.csv',
    access: 'admin',
    tag: 'reports',
    responseFormat: 'file',
    fileTypes: ['text/csv'],
  },
  adminDashboardCharts: {
    method: 'GET',
    path: '/api/admin/dashboard-charts',
    access: 'admin',
    tag: 'reports',
  },
} as const satisfies Record<string, Route>;
