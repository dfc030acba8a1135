import type { Route } from '../endpoint/route';

/** The patient endpoints: method, path and who may call them. Free of zod, so the browser can import it. */
export const patientRoutes = {
  patientSummary: {
    method: 'GET',
    path: '/api/patient/summary',
    access: 'signedIn',
    tag: 'patient',
  },
  myPrescriptions: {
    method: 'GET',
    path: '/api/prescriptions/mine',
    access: 'signedIn',
    tag: 'patient',
  },
  prescriptionPdf: {
    method: 'GET',
    path: '/api/prescriptions/:id/pdf',
    access: 'signedIn',
    tag: 'patient',
    responseFormat: 'file',
    fileTypes: ['application/pdf'],
  },
  requestRepeat: {
    method: 'POST',
    path: '/api/prescriptions/:id/repeat',
    access: 'signedIn',
    tag: 'patient',
    invalidates: ['myPrescriptions', 'myPayments', 'patientSummary'],
  },
  patientProfile: {
    method: 'GET',
    path: '/api/profile',
    access: 'signedIn',
    tag: 'patient',
  },
  updatePatientProfile: {
    method: 'PUT',
    path: '/api/profile',
    access: 'signedIn',
    tag: 'patient',
    invalidates: ['patientProfile', 'currentUser'],
  },
  exportMyData: {
    method: 'GET',
    path: '/api/profile/export',
    access: 'signedIn',
    tag: 'patient',
  },
} as const satisfies Record<string, Route>;
