import { defineEndpoints, idParams } from '../endpoint/define';
import { apiErrorBody } from '../errorBody';
import { messageResponse } from '../responses';
import {
  adminContentWriter,
  adminContentWriterListQuery,
  adminContentWriterPage,
  adminPatientDetail,
  adminPatientListQuery,
  adminPatientPage,
  adminPractitioner,
  adminPractitionerListQuery,
  adminPractitionerPage,
  contentWriterAccountInput,
  passwordLinkInfo,
  passwordLinkParams,
  practitionerAccountInput,
  practitionerDetails,
  setPasswordInput,
} from './people';
import { adminPeopleRoutes } from './routes';

/** The admin-people endpoints' schemas, summaries and error answers, under the names of `adminPeopleRoutes`. */
export const adminPeopleEndpoints = defineEndpoints(adminPeopleRoutes, {
  adminPatients: {
    summary: 'Patients, searched by name, email or phone, paged and sorted on the server',
    query: adminPatientListQuery,
    response: adminPatientPage,
  },
  adminPatient: {
    summary:
      "One patient's record: profile, assessments, appointments, prescriptions and payments (the read is audited)",
    params: idParams,
    response: adminPatientDetail,
  },
  adminPractitioners: {
    summary: 'Practitioners, searched by name or email, filtered by active, paged and sorted',
    query: adminPractitionerListQuery,
    response: adminPractitionerPage,
  },
  createPractitioner: {
    summary: 'Add a practitioner: the account, the profile, and an emailed link to set a password',
    body: practitionerAccountInput,
    response: adminPractitioner,
    errors: { 404: apiErrorBody, 409: apiErrorBody },
  },
  adminPractitioner: {
    summary: 'One practitioner, as the admin edits them',
    params: idParams,
    response: adminPractitioner,
  },
  updatePractitioner: {
    summary: "Edit a practitioner's account and profile",
    params: idParams,
    body: practitionerAccountInput,
    response: adminPractitioner,
    errors: { 409: apiErrorBody },
  },
  activatePractitioner: {
    summary: 'Make a practitioner bookable again and let them sign in',
    params: idParams,
    response: adminPractitioner,
  },
  deactivatePractitioner: {
    summary: 'Remove a practitioner from booking, end their sessions and stop their sign-in',
    params: idParams,
    response: adminPractitioner,
    errors: { 409: apiErrorBody },
  },
  adminPractitionerDetails: {
    summary: "A practitioner's hours, time off, appointments and review statistics",
    params: idParams,
    response: practitionerDetails,
  },
  resendPractitionerLink: {
    summary: 'Email a practitioner a new set-password link; older links stop working',
    params: idParams,
    response: messageResponse,
    errors: { 409: apiErrorBody },
  },
  adminContentWriters: {
    summary: 'Content writers, searched by name or email, filtered by status, paged and sorted',
    query: adminContentWriterListQuery,
    response: adminContentWriterPage,
  },
  createContentWriter: {
    summary: 'Add a content writer and email a link to set a password',
    body: contentWriterAccountInput,
    response: adminContentWriter,
    errors: { 404: apiErrorBody, 409: apiErrorBody },
  },
  disableContentWriter: {
    summary: "Disable a content writer's account and end its sessions",
    params: idParams,
    response: adminContentWriter,
    errors: { 409: apiErrorBody },
  },
  enableContentWriter: {
    summary: "Enable a content writer's account again",
    params: idParams,
    response: adminContentWriter,
  },
  resendContentWriterLink: {
    summary: 'Email a content writer a new set-password link; older links stop working',
    params: idParams,
    response: messageResponse,
    errors: { 409: apiErrorBody },
  },
  passwordLink: {
    summary: 'Whether a set-password link still works, and whose it is',
    params: passwordLinkParams,
    response: passwordLinkInfo,
    errors: { 404: apiErrorBody, 429: apiErrorBody },
  },
  setPassword: {
    summary: "Set a new account's password with its emailed link (once, within 48 hours)",
    body: setPasswordInput,
    response: messageResponse,
    errors: { 404: apiErrorBody, 429: apiErrorBody },
  },
});
