/** A route path as the router declares it, e.g. `/admin/patients/:id`. */
export interface AreaRoute {
  path: string;
}

/**
 * The admin management pages (docs/product/admin.md; the dashboard, the settings and the other admin pages have
 * entries of their own in router.tsx). The router nests them in the admin frame, behind the admin guard, each page
 * its own chunk (`routes/adminPages.ts`); the page baselines read their paths here. Aliases show the same page.
 */
export const adminAreaRoutes = [
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
] as const satisfies readonly AreaRoute[];

/** A path of the admin management pages. */
export type AdminAreaPath = (typeof adminAreaRoutes)[number]['path'];

/** The tabs of the admin settings (docs/product/settings.md), each shown inside SettingsPage at its own path. */
export const settingsTabRoutes = [
  { path: '/admin/settings/fees' },
  { path: '/admin/settings/company' },
  { path: '/admin/settings/email' },
  { path: '/admin/settings/sms' },
  { path: '/admin/settings/prescription' },
  { path: '/admin/settings/post' },
  { path: '/admin/settings/notifications' },
  { path: '/admin/settings/security' },
] as const satisfies readonly AreaRoute[];

/** A path of the admin settings tabs. */
export type SettingsTabPath = (typeof settingsTabRoutes)[number]['path'];

/**
 * The consultation room (docs/product/consultations.md, The room), for its patient and its practitioner at one
 * address: signed in, in the user's own area's frame (pages/consultations/ConsultationFrame).
 */
export const consultationAreaRoutes = [
  { path: '/consultations/:appointmentId' },
] as const satisfies readonly AreaRoute[];

/** A path of the consultation room. */
export type ConsultationAreaPath = (typeof consultationAreaRoutes)[number]['path'];
