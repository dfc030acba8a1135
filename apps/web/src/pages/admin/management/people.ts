import { lazy } from 'react';
import type { ManagementPages } from './pages';

/** The admin people screens (journeys §7). */
export const peoplePages: ManagementPages = {
  '/admin/patients': lazy(() => import('../PatientsPage')),
  '/admin/patients/:id': lazy(() => import('../PatientDetailPage')),
  '/admin/practitioners': lazy(() => import('../PractitionersPage')),
  '/admin/practitioners/:id': lazy(() => import('../PractitionerPage')),
  '/admin/practitioners/edit/:id': lazy(() => import('../PractitionerEditPage')),
  '/admin/practitioner-details/:practitionerId': lazy(() => import('../PractitionerDetailsPage')),
  '/admin/content-writers': lazy(() => import('../ContentWritersPage')),
};
