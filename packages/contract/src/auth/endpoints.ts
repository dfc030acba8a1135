import { defineEndpoints } from '../endpoint/define';
import { apiErrorBody } from '../errorBody';
import { messageResponse } from '../responses';
import { user } from '../user';
import { loginInput, registerInput } from './auth';
import {
  loginResult,
  mfaDisableInput,
  mfaEnrolment,
  mfaEnrolmentConfirmed,
  mfaEnrolmentConfirmInput,
  mfaEnrolmentStartInput,
  mfaStatus,
  mfaVerifyInput,
  signInPolicy,
} from './mfa';
import { authRoutes } from './routes';

/** The auth endpoints' schemas, summaries and error answers, under the names of `authRoutes`. */
export const authEndpoints = defineEndpoints(authRoutes, {
  currentUser: {
    summary: 'The signed-in user; 401 for a visitor',
    response: user,
  },
  login: {
    summary: 'Sign in with email and password; starts a session',
    body: loginInput,
    response: loginResult,
    errors: { 401: apiErrorBody, 429: apiErrorBody },
  },
  register: {
    summary: 'Create a patient account and sign in',
    body: registerInput,
    response: user,
    errors: { 409: apiErrorBody, 429: apiErrorBody },
  },
  logout: {
    summary: 'End the session, if any',
    response: messageResponse,
  },
  signInPolicy: {
    summary: 'Whether staff must use two-step sign-in (false only on the demo, whose sign-in page says so)',
    response: signInPolicy,
  },
  mfaStatus: {
    summary: 'Whether two-step sign-in is on for the signed-in user, and recovery codes left',
    response: mfaStatus,
  },
  mfaVerify: {
    summary: "Answer a sign-in's challenge with a TOTP or recovery code; starts a session",
    body: mfaVerifyInput,
    response: user,
    errors: { 401: apiErrorBody, 429: apiErrorBody },
  },
  mfaEnrolmentStart: {
    summary:
      'Start a TOTP enrolment (any signed-in user, or a sign-in enrolment challenge): QR code and secret',
    body: mfaEnrolmentStartInput,
    response: mfaEnrolment,
    errors: { 401: apiErrorBody, 409: apiErrorBody },
  },
  mfaEnrolmentConfirm: {
    summary: 'Confirm an enrolment with a first code; answers the recovery codes once',
    body: mfaEnrolmentConfirmInput,
    response: mfaEnrolmentConfirmed,
    errors: { 401: apiErrorBody, 409: apiErrorBody, 429: apiErrorBody },
  },
  mfaDisable: {
    summary: 'Turn two-step sign-in off, with a current code',
    body: mfaDisableInput,
    response: messageResponse,
    errors: { 409: apiErrorBody },
  },
});
