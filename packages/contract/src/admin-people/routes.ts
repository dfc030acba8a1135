import type { Route } from '../endpoint/route';

/** The admin-people endpoints: method, path and who may call them. Free of zod, so the browser can import it. */
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
  },
  activatePractitioner: {
    method: 'POST',
    path: '/api/admin/practitioners/:id/activate',
    access: 'admin',
    tag: 'admin people',
  },
  deactivatePractitioner: {
    method: 'POST',
    path: '/api/admin/practitioners/:id/deactivate',
    access: 'admin',
    tag: 'admin people',
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
  },
  disableContentWriter: {
    method: 'POST',
    path: '/api/admin/content-writers/:id/disable',
    access: 'admin',
    tag: 'admin people',
  },
  enableContentWriter: {
    method: 'POST',
    path: '/api/admin/content-writers/:id/enable',
    access: 'admin',
    tag: 'admin people',
  },
  resendContentWriterLink: {
    method: 'POST',
    path: '/api/admin/content-writers/:id/password-link',
    access: 'admin',
    tag: 'admin people',
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
