import type { Route } from '../endpoint/route';

/** The appointment-settings endpoints: method, path and who may call them. Free of zod, so the browser can import it. */
export const appointmentSettingsRoutes = {
  listAppointmentSettings: {
    method: 'GET',
    path: '/api/admin/appointment-settings',
    access: 'admin',
    tag: 'appointment settings',
  },
  updateAppointmentDuration: {
    method: 'PUT',
    path: '/api/admin/appointment-settings/:practitionerId',
    access: 'admin',
    tag: 'appointment settings',
    invalidates: ['listAppointmentSettings'],
  },
} as const satisfies Record<string, Route>;
