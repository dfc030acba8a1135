import type { Route } from '../endpoint/route';

/** The booking endpoints: method, path and who may call them. Free of zod, so the browser can import it. */
export const bookingRoutes = {
  availability: {
    method: 'GET',
    path: '/api/availability',
    access: 'signedIn',
    tag: 'booking',
  },
  bookablePractitioners: {
    method: 'GET',
    path: '/api/practitioners/bookable',
    access: 'signedIn',
    tag: 'booking',
  },
  bookAppointment: {
    method: 'POST',
    path: '/api/appointments',
    access: 'signedIn',
    tag: 'booking',
    status: 201,
    invalidates: ['myAppointments', 'availability', 'assessmentBooking'],
  },
  myAppointments: {
    method: 'GET',
    path: '/api/appointments/mine',
    access: 'signedIn',
    tag: 'booking',
  },
  assessmentBooking: {
    method: 'GET',
    path: '/api/appointments/assessment/:assessmentId',
    access: 'signedIn',
    tag: 'booking',
  },
  rescheduleAppointment: {
    method: 'POST',
    path: '/api/appointments/:id/reschedule',
    access: 'signedIn',
    tag: 'booking',
    invalidates: ['myAppointments', 'availability', 'assessmentBooking'],
  },
  cancelAppointment: {
    method: 'POST',
    path: '/api/appointments/:id/cancel',
    access: 'signedIn',
    tag: 'booking',
    invalidates: ['myAppointments', 'availability', 'assessmentBooking'],
  },
} as const satisfies Record<string, Route>;
