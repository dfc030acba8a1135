import { z } from 'zod';
import { defineEndpoints } from '../endpoint/define';
import { apiErrorBody } from '../errorBody';
import { messageResponse } from '../responses';
import { safeString } from '../text';
import { emailVerificationStatus, sendEmailOtpInput, verifyEmailOtpInput } from './email-verification';
import { adminProfileInput, passwordChangeRequest } from './profile';
import { profileRoutes } from './routes';

/** The profile endpoints' schemas, summaries and error answers, under the names of `profileRoutes`. */
export const profileEndpoints = defineEndpoints(profileRoutes, {
  updateAdminProfile: {
    summary: "Change the signed-in admin's profile",
    body: adminProfileInput,
    response: messageResponse,
    errors: { 404: apiErrorBody },
  },
  changeAdminPassword: {
    summary: "Change the signed-in admin's password",
    body: passwordChangeRequest,
    response: messageResponse,
    errors: { 429: apiErrorBody },
  },
  emailVerificationStatus: {
    summary: 'Whether an email address of the signed-in user is verified',
    query: z.object({ email: safeString().optional() }),
    response: emailVerificationStatus,
  },
  sendEmailOtp: {
    summary: 'Email a 6-digit verification code',
    body: sendEmailOtpInput,
    response: messageResponse,
    errors: { 409: apiErrorBody, 429: apiErrorBody },
  },
  verifyEmailOtp: {
    summary: 'Check a verification code and mark the email verified',
    body: verifyEmailOtpInput,
    response: messageResponse,
    errors: { 429: apiErrorBody },
  },
  changePassword: {
    summary: "Change the signed-in user's password; every session ends",
    body: passwordChangeRequest,
    response: messageResponse,
    errors: { 429: apiErrorBody },
  },
});
