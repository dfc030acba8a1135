import { lazy } from 'react';
import type { ManagementPages } from './pages';

/** The admin reports screen (journeys §7); the dashboard's charts are on the dashboard itself. */
export const reportsPages: ManagementPages = {
  '/admin/reports': lazy(() => import('../ReportsPage')),
};
