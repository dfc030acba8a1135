import type { Route } from '../endpoint/route';

/** The profile endpoints: method, path and who may call them. Free of zod, so the browser can import it. */
export const profileRoutes = {
  updateAdminProfile: {
    method: 'PUT',
    path: '/api/admin/profile',
    access: 'admin',
    tag: 'profile',
    invalidates: ['currentUser'],
  },
  changeAdminPassword: {
    method: 'PUT',
    path: '/api/admin/password',
    access: 'admin',
    tag: 'profile',
    invalidates: ['currentUser'],
  },
  emailVerificationStatus: {
    method: 'GET',
    path: '/api/auth/email-verification-status',
    access: 'admin',
    tag: 'profile',
  },
  sendEmailOtp: {
    method: 'POST',
    path: '/api/auth/send-email-otp',
    access: 'admin',
    tag: 'profile',
    invalidates: ['emailVerificationStatus'],
  },
  verifyEmailOtp: {
    method: 'POST',
    path: '/api/auth/verify-email-otp',
    access: 'admin',
    tag: 'profile',
    invalidates: ['emailVerificationStatus', 'currentUser'],
  },
  changePassword: {
    method: 'PUT',
    path: '/api/profile/password',
    access: 'signedIn',
    tag: 'patient',
    invalidates: ['currentUser'],
  },
} as const satisfies Record<string, Route>;
