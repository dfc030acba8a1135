import type { MfaDisableInput, MfaEnrolmentStartInput } from '@telehealth/contract';
import { useEndpoint, useEndpointMutation } from './endpoint';

/** `GET /api/auth/sign-in-policy`: whether staff must use two-step sign-in (false only on the demo). */
export function useSignInPolicy() {
  return useEndpoint('signInPolicy', {});
}

/** `GET /api/auth/mfa`: whether the signed-in user (staff or patient) has two-step sign-in on, and codes left. */
export function useMfaStatus() {
  return useEndpoint('mfaStatus', {});
}

/** `POST /api/auth/mfa/enrolment`: a new secret to scan (QR code) or type; signed in, or with a sign-in's challenge. */
export function useMfaEnrolmentStart() {
  return useEndpointMutation('mfaEnrolmentStart', (body: MfaEnrolmentStartInput) => ({ body }));
}

/** `POST /api/auth/mfa/disable`: turns two-step sign-in off with a current code. */
export function useMfaDisable() {
  return useEndpointMutation('mfaDisable', (body: MfaDisableInput) => ({ body }));
}
