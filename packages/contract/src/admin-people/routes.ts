import type { Route } from '../endpoint/route';

/** The admin-people endpoints: method, path and who may call them. Free of zod, so the browser can import it. */
/** What a change to a practitioner makes stale: the lists and details, the booking choices, the admin summary. */
const practitionerViews = [
  'adminPractitioners',
  'adminPractitioner',
  'adminPractitionerDetails',
  'listAppointmentSettings',
  'bookablePractitioners',
  'adminSummary',
] as const;

export const adminPeopleRoutes = {
  adminPatients: {
    method: 'GET',
    path: '/api/admin/patients',
    access: 'admin',
    tag: 'admin people',
  },
  adminPatient: {
    method: 'GET',
    path: '/api/admin/patients/:id',
    access: 'admin',
    tag: 'admin people',
  },
  adminPractitioners: {
    method: 'GET',
    path: '/api/admin/practitioners',
    access: 'admin',
    tag: 'admin people',
  },
  createPractitioner: {
    method: 'POST',
    path: '/api/admin/practitioners',
    access: 'admin',
    tag: 'admin people',
    status: 201,
    invalidates: practitionerViews,
  },
  adminPractitioner: {
    method: 'GET',
    path: '/api/admin/practitioners/:id',
    access: 'admin',
    tag: 'admin people',
  },
  updatePractitioner: {
    method: 'PUT',
    path: '/api/admin/practitioners/:id',
    access: 'admin',
    tag: 'admin people',
    invalidates: practitionerViews,
  },
  activatePractitioner: {
    method: 'POST',
    path: '/api/admin/practitioners/:id/activate',
    access: 'admin',
    tag: 'admin people',
    invalidates: practitionerViews,
  },
  deactivatePractitioner: {
    method: 'POST',
    path: '/api/admin/practitioners/:id/deactivate',
    access: 'admin',
    tag: 'admin people',
    invalidates: practitionerViews,
  },
  adminPractitionerDetails: {
    method: 'GET',
    path: '/api/admin/practitioners/:id/details',
    access: 'admin',
    tag: 'admin people',
  },
  resendPractitionerLink: {
    method: 'POST',
    path: '/api/admin/practitioners/:id/password-link',
    access: 'admin',
    tag: 'admin people',
    invalidates: practitionerViews,
  },
  adminContentWriters: {
    method: 'GET',
    path: '/api/admin/content-writers',
    access: 'admin',
    tag: 'admin people',
  },
  createContentWriter: {
    method: 'POST',
    path: '/api/admin/content-writers',
    access: 'admin',
    tag: 'admin people',
    status: 201,
    invalidates: ['adminContentWriters'],
  },
  disableContentWriter: {
    method: 'POST',
    path: '/api/admin/content-writers/:id/disable',
    access: 'admin',
    tag: 'admin people',
    invalidates: ['adminContentWriters'],
  },
  enableContentWriter: {
    method: 'POST',
    path: '/api/admin/content-writers/:id/enable',
    access: 'admin',
    tag: 'admin people',
    invalidates: ['adminContentWriters'],
  },
  resendContentWriterLink: {
    method: 'POST',
    path: '/api/admin/content-writers/:id/password-link',
    access: 'admin',
    tag: 'admin people',
    invalidates: ['adminContentWriters'],
  },
  passwordLink: {
    method: 'GET',
    path: '/api/auth/password-link/:token',
    access: 'public',
    tag: 'session',
  },
  setPassword: {
    method: 'POST',
    path: '/api/auth/set-password',
    access: 'public',
    tag: 'session',
  },
} as const satisfies Record<string, Route>;
