import { lazy } from 'react';
import type { ManagementPages } from './pages';

const variantPage = () => import('../MedicationVariantPage');
const createAppointmentPage = () => import('../CreateAppointmentPage');

/** The admin operations screens (journeys §7). */
export const operationsPages: ManagementPages = {
  '/admin/assessments': lazy(() => import('../AssessmentsPage')),
  '/admin/assessments/:id': lazy(() => import('../AssessmentPage')),
  '/admin/prescriptions': lazy(() => import('../PrescriptionsPage')),
  '/admin/prescriptions/:id': lazy(() => import('../PrescriptionPage')),
  '/admin/medications': lazy(() => import('../MedicationsPage')),
  '/admin/medications/add-variant': lazy(variantPage),
  '/admin/medications/add-variant/:id': lazy(variantPage),
  '/admin/medications/edit-variant/:id': lazy(variantPage),
  '/admin/medications/edit-variant/:medicationId/:variantId': lazy(variantPage),
  '/admin/appointments': lazy(() => import('../AppointmentsPage')),
  '/admin/appointments/create': lazy(createAppointmentPage),
  '/admin/create-appointment': lazy(createAppointmentPage),
};
