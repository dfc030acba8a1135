import { defineEndpoints, idParams } from '../endpoint/define';
import { apiErrorBody } from '../errorBody';
import { messageResponse } from '../responses';
import {
  adminAppointment,
  adminAppointmentListQuery,
  adminAppointmentPage,
  adminAssessmentListQuery,
  adminAssessmentPage,
  adminAssessmentRow,
  adminBookAppointmentInput,
  adminMedication,
  adminMedicationListQuery,
  adminMedicationPage,
  adminMedicationVariant,
  adminPrescriptionDetail,
  adminPrescriptionListQuery,
  adminPrescriptionPage,
  adminRescheduleInput,
  assignAssessmentInput,
  bookableAssessmentListQuery,
  bookableAssessmentPage,
  medicationInput,
  medicationVariantFields,
  medicationVariantInput,
  prescriptionStatusInput,
  variantActiveInput,
} from './operations';
import { adminOperationsRoutes } from './routes';

/** The admin-operations endpoints' schemas, summaries and error answers, under the names of `adminOperationsRoutes`. */
export const adminOperationsEndpoints = defineEndpoints(adminOperationsRoutes, {
  adminAssessments: {
    summary:
      'Every assessment, filtered by type, status, practitioner or patient, paged and sorted (the detail is reviewDetail)',
    query: adminAssessmentListQuery,
    response: adminAssessmentPage,
    errors: { 404: apiErrorBody },
  },
  assignAssessment: {
    summary:
      'Assign or reassign an assessment awaiting review or in review to an active practitioner; it becomes in review (audited)',
    params: idParams,
    body: assignAssessmentInput,
    response: adminAssessmentRow,
    errors: { 409: apiErrorBody },
  },
  adminAppointments: {
    summary: 'Every appointment, filtered by date range, practitioner, status or patient, paged and sorted',
    query: adminAppointmentListQuery,
    response: adminAppointmentPage,
    errors: { 404: apiErrorBody },
  },
  adminBookableAssessments: {
    summary:
      "Paid assessments with no live appointment, by patient: what an admin may book for (the patient's own rule)",
    query: bookableAssessmentListQuery,
    response: bookableAssessmentPage,
  },
  adminBookAppointment: {
    summary:
      "Book for a patient at a slot of the same engine, any that has not started (no 2-hour lead time for admins), with the patient's emails; 409 when taken or started",
    body: adminBookAppointmentInput,
    response: adminAppointment,
    errors: { 404: apiErrorBody, 409: apiErrorBody },
  },
  adminRescheduleAppointment: {
    summary:
      "Move an appointment that has not started (no 24-hour rule for admins) to any slot that has not started, with the patient's emails; 409 when taken",
    params: idParams,
    body: adminRescheduleInput,
    response: adminAppointment,
    errors: { 409: apiErrorBody },
  },
  adminCancelAppointment: {
    summary: 'Cancel an appointment that has not started (no 24-hour rule for admins), audited',
    params: idParams,
    response: adminAppointment,
    errors: { 409: apiErrorBody },
  },
  adminPrescriptions: {
    summary: 'Every prescription, filtered by status, practitioner, patient name or id, paged and sorted',
    query: adminPrescriptionListQuery,
    response: adminPrescriptionPage,
    errors: { 404: apiErrorBody },
  },
  adminPrescription: {
    summary:
      'One prescription: patient, practitioner, medicines, status history and tracking (the read is audited)',
    params: idParams,
    response: adminPrescriptionDetail,
  },
  setPrescriptionStatus: {
    summary:
      'The next status, one step at a time; posted needs a tracking number and emails it to the patient; 409 otherwise',
    params: idParams,
    body: prescriptionStatusInput,
    response: adminPrescriptionDetail,
    errors: { 409: apiErrorBody },
  },
  adminMedications: {
    summary: 'Medicines with their variants, filtered by name or active, paged and sorted',
    query: adminMedicationListQuery,
    response: adminMedicationPage,
    errors: { 404: apiErrorBody },
  },
  adminMedication: {
    summary: 'One medicine with its variants',
    params: idParams,
    response: adminMedication,
  },
  createMedication: {
    summary: 'Add a medicine (audited)',
    body: medicationInput,
    response: adminMedication,
    errors: { 404: apiErrorBody },
  },
  updateMedication: {
    summary: "Edit a medicine's name, generic name, description and active flag (audited)",
    params: idParams,
    body: medicationInput,
    response: adminMedication,
  },
  adminMedicationVariant: {
    summary: 'One variant with its medicine',
    params: idParams,
    response: adminMedicationVariant,
  },
  createMedicationVariant: {
    summary: 'Add a variant (strength, form, pack size, price) to a medicine (audited)',
    body: medicationVariantInput,
    response: adminMedicationVariant,
    errors: { 404: apiErrorBody },
  },
  updateMedicationVariant: {
    summary: 'Edit a variant (audited)',
    params: idParams,
    body: medicationVariantFields,
    response: adminMedicationVariant,
  },
  setMedicationVariantActive: {
    summary: 'Activate or deactivate a variant (audited)',
    params: idParams,
    body: variantActiveInput,
    response: adminMedicationVariant,
  },
  deleteMedicationVariant: {
    summary: 'Delete a variant no prescription uses; 409 for one in use (deactivate it instead)',
    params: idParams,
    response: messageResponse,
    errors: { 409: apiErrorBody },
  },
});
