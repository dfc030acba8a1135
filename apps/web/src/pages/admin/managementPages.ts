import type { ComponentType } from 'react';
import type { AdminAreaPath } from '../../routes/table';

/** The code of a page: its module, whose default export is the page. */
export type PageModule = () => Promise<{ default: ComponentType }>;

const variantPage = () => import('./MedicationVariantPage');
const createAppointmentPage = () => import('./CreateAppointmentPage');

/**
 * The page of each admin management path (routes/table.ts), each its own chunk. The router loads this table on the
 * first visit to one of them, so the first load carries their paths and one dynamic import rather than twenty, each
 * with the list of chunks its page needs (1.1 KiB gzip). `satisfies` holds the two tables equal: a path without a
 * page, or a page for no path, does not compile.
 */
export const managementPages = {
  '/admin/assessments': () => import('./AssessmentsPage'),
  '/admin/assessments/:id': () => import('./AssessmentPage'),
  '/admin/practitioners': () => import('./PractitionersPage'),
  '/admin/practitioners/edit/:id': () => import('./PractitionerEditPage'),
  '/admin/practitioners/:id': () => import('./PractitionerPage'),
  '/admin/practitioner-details/:practitionerId': () => import('./PractitionerDetailsPage'),
  '/admin/reports': () => import('./ReportsPage'),
  '/admin/patients': () => import('./PatientsPage'),
  '/admin/patients/:id': () => import('./PatientDetailPage'),
  '/admin/prescriptions': () => import('./PrescriptionsPage'),
  '/admin/prescriptions/:id': () => import('./PrescriptionPage'),
  '/admin/medications': () => import('./MedicationsPage'),
  '/admin/medications/add-variant': variantPage,
  '/admin/medications/add-variant/:id': variantPage,
  '/admin/medications/edit-variant/:id': variantPage,
  '/admin/medications/edit-variant/:medicationId/:variantId': variantPage,
  '/admin/appointments': () => import('./AppointmentsPage'),
  '/admin/appointments/create': createAppointmentPage,
  '/admin/create-appointment': createAppointmentPage,
  '/admin/content-writers': () => import('./ContentWritersPage'),
} satisfies Record<AdminAreaPath, PageModule>;
