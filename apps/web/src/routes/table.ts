/** A route path as the router declares it, e.g. `/admin/patients/:id`. */
export interface AreaRoute {
  path: string;
}

/**
 * The admin management pages (journeys §7; the dashboard is its own page). The router has one `/admin/*` entry for
 * them, whose part (`pages/admin/management/AdminManagementPage`) matches these paths against its page table; the
 * page baselines read them here, and a test keeps the two lists the same. Aliases of Part 1 §2 point at the same
 * screen.
 */
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
