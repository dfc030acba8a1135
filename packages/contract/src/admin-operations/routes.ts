import type { Route } from '../endpoint/route';

/** The admin-operations endpoints: method, path and who may call them. Free of zod, so the browser can import it. */
export const adminOperationsRoutes = {
  adminAssessments: {
    method: 'GET',
    path: '/api/admin/assessments',
    access: 'admin',
    tag: 'admin operations',
  },
  assignAssessment: {
    method: 'POST',
    path: '/api/admin/assessments/:id/assign',
    access: 'admin',
    tag: 'admin operations',
  },
  adminAppointments: {
    method: 'GET',
    path: '/api/admin/appointments',
    access: 'admin',
    tag: 'admin operations',
  },
  adminBookableAssessments: {
    method: 'GET',
    path: '/api/admin/appointments/bookable-assessments',
    access: 'admin',
    tag: 'admin operations',
  },
  adminBookAppointment: {
    method: 'POST',
    path: '/api/admin/appointments',
    access: 'admin',
    tag: 'admin operations',
    status: 201,
  },
  adminRescheduleAppointment: {
    method: 'POST',
    path: '/api/admin/appointments/:id/reschedule',
    access: 'admin',
    tag: 'admin operations',
  },
  adminCancelAppointment: {
    method: 'POST',
    path: '/api/admin/appointments/:id/cancel',
    access: 'admin',
    tag: 'admin operations',
  },
  adminPrescriptions: {
    method: 'GET',
    path: '/api/admin/prescriptions',
    access: 'admin',
    tag: 'admin operations',
  },
  adminPrescription: {
    method: 'GET',
    path: '/api/admin/prescriptions/:id',
    access: 'admin',
    tag: 'admin operations',
  },
  setPrescriptionStatus: {
    method: 'POST',
    path: '/api/admin/prescriptions/:id/status',
    access: 'admin',
    tag: 'admin operations',
  },
  adminMedications: {
    method: 'GET',
    path: '/api/admin/medications',
    access: 'admin',
    tag: 'admin operations',
  },
  adminMedication: {
    method: 'GET',
    path: '/api/admin/medications/:id',
    access: 'admin',
    tag: 'admin operations',
  },
  createMedication: {
    method: 'POST',
    path: '/api/admin/medications',
    access: 'admin',
    tag: 'admin operations',
    status: 201,
  },
  updateMedication: {
    method: 'PUT',
    path: '/api/admin/medications/:id',
    access: 'admin',
    tag: 'admin operations',
  },
  adminMedicationVariant: {
    method: 'GET',
    path: '/api/admin/medications/variants/:id',
    access: 'admin',
    tag: 'admin operations',
  },
  createMedicationVariant: {
    method: 'POST',
    path: '/api/admin/medications/variants',
    access: 'admin',
    tag: 'admin operations',
    status: 201,
  },
  updateMedicationVariant: {
    method: 'PUT',
    path: '/api/admin/medications/variants/:id',
    access: 'admin',
    tag: 'admin operations',
  },
  setMedicationVariantActive: {
    method: 'PATCH',
    path: '/api/admin/medications/variants/:id/active',
    access: 'admin',
    tag: 'admin operations',
  },
  deleteMedicationVariant: {
    method: 'DELETE',
    path: '/api/admin/medications/variants/:id',
    access: 'admin',
    tag: 'admin operations',
  },
} as const satisfies Record<string, Route>;
