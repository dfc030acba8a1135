import type { Route } from '../endpoint/route';

/** The practitioner endpoints: method, path and who may call them. Free of zod, so the browser can import it. */
export const practitionerRoutes = {
  practitionerProfile: {
    method: 'GET',
    path: '/api/practitioner/profile',
    access: 'practitioner',
    tag: 'practitioner',
  },
  updatePractitionerProfile: {
    method: 'PUT',
    path: '/api/practitioner/profile',
    access: 'practitioner',
    tag: 'practitioner',
    invalidates: ['practitionerProfile', 'currentUser'],
  },
  updatePractitionerSignature: {
    method: 'PUT',
    path: '/api/practitioner/signature',
    access: 'practitioner',
    tag: 'practitioner',
    invalidates: ['practitionerProfile', 'currentUser'],
  },
  deletePractitionerSignature: {
    method: 'DELETE',
    path: '/api/practitioner/signature',
    access: 'practitioner',
    tag: 'practitioner',
    invalidates: ['practitionerProfile', 'currentUser'],
  },
  practitionerAvailability: {
    method: 'GET',
    path: '/api/practitioner/availability',
    access: 'practitioner',
    tag: 'practitioner',
  },
  updatePractitionerAvailability: {
    method: 'PUT',
    path: '/api/practitioner/availability',
    access: 'practitioner',
    tag: 'practitioner',
    invalidates: ['practitionerAvailability', 'availability'],
  },
  practitionerTimeOff: {
    method: 'GET',
    path: '/api/practitioner/time-off',
    access: 'practitioner',
    tag: 'practitioner',
  },
  addPractitionerTimeOff: {
    method: 'POST',
    path: '/api/practitioner/time-off',
    access: 'practitioner',
    tag: 'practitioner',
    invalidates: ['practitionerTimeOff', 'availability'],
  },
  deletePractitionerTimeOff: {
    method: 'DELETE',
    path: '/api/practitioner/time-off/:id',
    access: 'practitioner',
    tag: 'practitioner',
    invalidates: ['practitionerTimeOff', 'availability'],
  },
  practitionerAppointments: {
    method: 'GET',
    path: '/api/practitioner/appointments',
    access: 'practitioner',
    tag: 'practitioner',
  },
  setAppointmentOutcome: {
    method: 'POST',
    path: '/api/practitioner/appointments/:id/outcome',
    access: 'practitioner',
    tag: 'practitioner',
    invalidates: ['practitionerAppointments', 'practitionerSummary'],
  },
} as const satisfies Record<string, Route>;
