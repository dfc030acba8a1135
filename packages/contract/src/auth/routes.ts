import type { Route } from '../endpoint/route';

/** The auth endpoints: method, path and who may call them. Free of zod, so the browser can import it. */
export const authRoutes = {
  currentUser: {
    method: 'GET',
    path: '/api/user',
    access: 'signedIn',
    tag: 'session',
  },
  login: {
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    tag: 'session',
  },
  register: {
    method: 'POST',
    path: '/api/auth/register',
    access: 'public',
    tag: 'session',
    status: 201,
  },
  logout: {
    method: 'POST',
    path: '/api/auth/logout',
    access: 'public',
    tag: 'session',
  },
  signInPolicy: {
    method: 'GET',
    path: '/api/auth/sign-in-policy',
    access: 'public',
    tag: 'session',
  },
  mfaStatus: {
    method: 'GET',
    path: '/api/auth/mfa',
    access: 'signedIn',
    tag: 'session',
  },
  mfaVerify: {
    method: 'POST',
    path: '/api/auth/mfa/verify',
    access: 'public',
    tag: 'session',
  },
  mfaEnrolmentStart: {
    method: 'POST',
    path: '/api/auth/mfa/enrolment',
    access: 'public',
    tag: 'session',
  },
  mfaEnrolmentConfirm: {
    method: 'POST',
    path: '/api/auth/mfa/enrolment/confirm',
    access: 'public',
    tag: 'session',
  },
  mfaDisable: {
    method: 'POST',
    path: '/api/auth/mfa/disable',
    access: 'signedIn',
    tag: 'session',
    invalidates: ['mfaStatus'],
  },
} as const satisfies Record<string, Route>;
