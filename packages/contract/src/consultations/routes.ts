import type { Route } from '../endpoint/route';

/**
 * The consultation endpoints: method, path and who may call them. Free of zod, so the browser can import it. The
 * room answers its appointment's patient and practitioner only (anyone else: 404), within its window
 * (docs/product/consultations.md, The room).
 */
export const consultationRoutes = {
  consultationRoom: {
    method: 'GET',
    path: '/api/consultations/:appointmentId',
    access: 'signedIn',
    tag: 'consultations',
  },
  endConsultation: {
    method: 'POST',
    path: '/api/consultations/:appointmentId/end',
    access: 'practitioner',
    tag: 'consultations',
    invalidates: ['consultationRoom', 'practitionerAppointments'],
  },
  consultationByPhone: {
    method: 'POST',
    path: '/api/consultations/:appointmentId/phone',
    access: 'practitioner',
    tag: 'consultations',
    invalidates: ['consultationRoom'],
  },
} as const satisfies Record<string, Route>;
