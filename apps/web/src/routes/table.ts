import type { AccessGroup } from '@telehealth/contract';

/** Which frame a page sits in. */
export type FrameName = 'public' | 'patient' | 'admin' | 'practitioner' | 'contentWriter';

/**
 * Pages whose screens later issues build; until then they show their heading inside the right frame. Only the
 * path is here, in the first load: the heading and line are in `areaTexts.ts`, which the lazy AreaPage reads.
 */
export interface AreaRoute {
  path: string;
}

/** Public routes of Part 1 §2 beyond home, sign-in and not-found; the journeys have built them all (see router.tsx). */
export const publicAreaRoutes: readonly AreaRoute[] = [];

/** Signed-in routes outside the patient dashboard frame. */
export const signedInAreaRoutes: readonly AreaRoute[] = [];

/** The patient dashboard's sub-pages (the dashboard home is its own page). */
export const patientAreaRoutes: readonly AreaRoute[] = [];

/** Admin pages (the dashboard is its own page). Aliases of Part 1 §2 point at the same screen. */
export const adminAreaRoutes: readonly AreaRoute[] = [
  { path: '/admin/assessments' },
  { path: '/admin/assessments/:id' },
  { path: '/admin/practitioners' },
  { path: '/admin/practitioners/edit/:id' },
  { path: '/admin/practitioners/:id' },
  { path: '/admin/practitioner-details/:practitionerId' },
  { path: '/admin/reports' },
  { path: '/admin/patients' },
  { path: '/admin/patients/:id' },
  { path: '/admin/prescriptions' },
  { path: '/admin/prescriptions/:id' },
  { path: '/admin/medications' },
  { path: '/admin/medications/add-variant' },
  { path: '/admin/medications/add-variant/:id' },
  { path: '/admin/medications/edit-variant/:id' },
  { path: '/admin/medications/edit-variant/:medicationId/:variantId' },
  { path: '/admin/appointments' },
  { path: '/admin/appointments/create' },
  { path: '/admin/create-appointment' },
  { path: '/admin/content-writers' },
];

/** Every content-writer page is built (journeys §6); the table stays for the frames' bookkeeping. */
export const contentWriterAreaRoutes: readonly AreaRoute[] = [];

/** Every practitioner page is built (journeys §5); the table stays for the frames' bookkeeping. */
export const practitionerAreaRoutes: readonly AreaRoute[] = [];

export const accessOf: Record<Exclude<FrameName, 'public'>, AccessGroup> = {
  patient: 'signedIn',
  admin: 'admin',
  practitioner: 'practitioner',
  contentWriter: 'contentWriter',
};
