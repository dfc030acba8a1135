// The admin operations screens' hooks (docs/product/admin.md): assessments, appointments, prescriptions and
// medications.
import type {
  AdminAppointmentListQuery,
  AdminAssessmentListQuery,
  AdminBookAppointmentInput,
  AdminMedicationListQuery,
  AdminPrescriptionListQuery,
  BookableAssessmentListQuery,
  MedicationInput,
  MedicationVariantFields,
  MedicationVariantInput,
  PrescriptionStatusInput,
} from '@telehealth/contract';
import { useEndpoint, useEndpointMutation } from './endpoint';

/**
 * A list's query without its unset filters, as text: the server pages, sorts and filters (`tableQuery`), and the
 * same filters always make the same cache key.
 */
function listQuery(query: object): Record<string, string> {
  const defined: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') defined[key] = String(value);
  }
  return defined;
}

/** The list keeps showing its rows while the next page or filter loads. */
const listOptions = { keepPreviousData: true } as const;

// ---- assessments: the detail is the practitioner's `useReviewDetail`, which admits admins.

/** `GET /api/admin/assessments`: filters by type, status, practitioner (`none`: unassigned) and patient. */
export function useAdminAssessments(query: AdminAssessmentListQuery = {}) {
  return useEndpoint('adminAssessments', { query: listQuery(query) }, listOptions);
}

/**
 * `POST /api/admin/assessments/{id}/assign`: the assessment is in review with that practitioner. Rejects with 409
 * for an inactive practitioner, an assessment past review, or one that changed meanwhile.
 */
export function useAssignAssessment() {
  return useEndpointMutation(
    'assignAssessment',
    ({ id, practitionerId }: { id: number; practitionerId: number }) => ({
      params: { id },
      body: { practitionerId },
    }),
  );
}

// ---- appointments: the slots are the patient's `useAvailability`.

/** `GET /api/admin/appointments`: `from` and `to` are days (YYYY-MM-DD) in the admin's timezone, both included. */
export function useAdminAppointments(query: AdminAppointmentListQuery = {}) {
  return useEndpoint('adminAppointments', { query: listQuery(query) }, listOptions);
}

/** `GET /api/admin/appointments/bookable-assessments`: what may be booked, by patient; null asks nothing. */
export function useBookableAssessments(query: BookableAssessmentListQuery | null) {
  return useEndpoint(
    'adminBookableAssessments',
    query === null ? null : { query: listQuery(query) },
    listOptions,
  );
}

/**
 * `POST /api/admin/appointments`: books for a patient. A slot taken meanwhile rejects with 409 'This time is no
 * longer available. Please choose another.', as for the patient.
 */
export function useAdminBookAppointment() {
  return useEndpointMutation('adminBookAppointment', (body: AdminBookAppointmentInput) => ({ body }));
}

/** `POST /api/admin/appointments/{id}/reschedule`: any time before it starts (no 24-hour rule for admins). */
export function useAdminRescheduleAppointment() {
  return useEndpointMutation(
    'adminRescheduleAppointment',
    ({ id, startsAt }: { id: number; startsAt: string }) => ({ params: { id }, body: { startsAt } }),
  );
}

/** `POST /api/admin/appointments/{id}/cancel`: any time before it starts. */
export function useAdminCancelAppointment() {
  return useEndpointMutation('adminCancelAppointment', (id: number) => ({ params: { id } }));
}

// ---- prescriptions

/** `GET /api/admin/prescriptions`: filters by status, practitioner, and the patient's name or the id (`q`). */
export function useAdminPrescriptions(query: AdminPrescriptionListQuery = {}) {
  return useEndpoint('adminPrescriptions', { query: listQuery(query) }, listOptions);
}

/** `GET /api/admin/prescriptions/{id}`: an unknown id reads as `null`. */
export function useAdminPrescription(id: number | null) {
  return useEndpoint('adminPrescription', id === null ? null : { params: { id } }, {
    revalidateOnFocus: false,
    tolerate: { 404: null },
  });
}

/**
 * `POST /api/admin/prescriptions/{id}/status`: the next step; `posted` needs the tracking number (and emails it).
 * An illegal or raced change rejects with 409.
 */
export function useSetPrescriptionStatus() {
  return useEndpointMutation(
    'setPrescriptionStatus',
    ({ id, ...body }: PrescriptionStatusInput & { id: number }) => ({ params: { id }, body }),
  );
}

// ---- medications

/** `GET /api/admin/medications`: medicines with their variants. */
export function useAdminMedications(query: AdminMedicationListQuery = {}) {
  return useEndpoint('adminMedications', { query: listQuery(query) }, listOptions);
}

/** `GET /api/admin/medications/{id}` (the add-variant form for a medicine); null asks nothing. */
export function useAdminMedication(id: number | null) {
  return useEndpoint('adminMedication', id === null ? null : { params: { id } }, { tolerate: { 404: null } });
}

/** `GET /api/admin/medications/variants/{id}` (the edit-variant form); null asks nothing. */
export function useAdminMedicationVariant(id: number | null) {
  return useEndpoint('adminMedicationVariant', id === null ? null : { params: { id } }, {
    tolerate: { 404: null },
  });
}

/** `POST /api/admin/medications`. */
export function useCreateMedication() {
  return useEndpointMutation('createMedication', (body: MedicationInput) => ({ body }));
}

/** `PUT /api/admin/medications/{id}`: name, generic name, description and active. */
export function useUpdateMedication() {
  return useEndpointMutation('updateMedication', ({ id, ...body }: MedicationInput & { id: number }) => ({
    params: { id },
    body,
  }));
}

/** `POST /api/admin/medications/variants`: a variant of the medicine `medicationId`. */
export function useCreateMedicationVariant() {
  return useEndpointMutation('createMedicationVariant', (body: MedicationVariantInput) => ({ body }));
}

/** `PUT /api/admin/medications/variants/{id}`. */
export function useUpdateMedicationVariant() {
  return useEndpointMutation(
    'updateMedicationVariant',
    ({ id, ...body }: MedicationVariantFields & { id: number }) => ({ params: { id }, body }),
  );
}

/** `PATCH /api/admin/medications/variants/{id}/active`. */
export function useSetMedicationVariantActive() {
  return useEndpointMutation(
    'setMedicationVariantActive',
    ({ id, isActive }: { id: number; isActive: boolean }) => ({ params: { id }, body: { isActive } }),
  );
}

/**
 * `DELETE /api/admin/medications/variants/{id}`. A variant on a prescription rejects with 409 'This variant is on
 * a prescription: deactivate it instead.'
 */
export function useDeleteMedicationVariant() {
  return useEndpointMutation('deleteMedicationVariant', (id: number) => ({ params: { id } }));
}
