import type {
  ApproveAssessmentInput,
  AssessmentType,
  AvailabilityInput,
  PractitionerProfileInput,
  TimeOffInput,
} from '@telehealth/contract';
import { useEndpoint, useEndpointMutation } from './endpoint';
import { presets } from './presets';

// ---- the review

/** `GET /api/practitioner/assessments`: awaiting review, oldest first (or in review by me), filtered by type. */
export function useReviewQueue(
  filter: { type?: AssessmentType | undefined; status?: 'awaiting_review' | 'in_review'; page?: number } = {},
) {
  const query: Record<string, string | number> = {};
  if (filter.type) query.type = filter.type;
  if (filter.status) query.status = filter.status;
  if (filter.page) query.page = filter.page;
  return useEndpoint('reviewQueue', { query }, { keepPreviousData: true });
}

/** `POST /api/practitioner/assessments/{id}/claim`; someone first rejects with 409. */
export function useClaimAssessment() {
  return useEndpointMutation('claimAssessment', (id: number) => ({ params: { id } }));
}

/** `GET /api/practitioner/assessments/{id}`: a 404 (not found, or not mine) reads as `null`. */
export function useReviewDetail(id: number | null) {
  return useEndpoint('reviewDetail', id === null ? null : { params: { id } }, {
    revalidateOnFocus: false,
    tolerate: { 404: null },
  });
}

/** `POST /api/practitioner/assessments/{id}/approve` with the prescription's items. */
export function useApproveAssessment() {
  return useEndpointMutation(
    'approveAssessment',
    ({ id, items }: { id: number; items: ApproveAssessmentInput['items'] }) => ({
      params: { id },
      body: { items },
    }),
  );
}

/** `POST /api/practitioner/assessments/{id}/decline` with the reason. */
export function useDeclineAssessment() {
  return useEndpointMutation('declineAssessment', ({ id, reason }: { id: number; reason: string }) => ({
    params: { id },
    body: { reason },
  }));
}

/** `GET /api/practitioner/medications`: the catalogue changes rarely, so the stable preset. */
export function usePrescribableMedications() {
  return useEndpoint('prescribableMedications', {}, presets.stable);
}

// ---- the profile

/** `GET /api/practitioner/profile`. */
export function usePractitionerProfile() {
  return useEndpoint('practitionerProfile', {});
}

/** `PUT /api/practitioner/profile`; a bad AHPRA number rejects with 400 'Invalid AHPRA registration number'. */
export function useUpdatePractitionerProfile() {
  return useEndpointMutation('updatePractitionerProfile', (body: PractitionerProfileInput) => ({ body }));
}

/** `PUT /api/practitioner/signature` with a PNG data URL; 415 when it is not a PNG, 413 when too large. */
export function useUpdatePractitionerSignature() {
  return useEndpointMutation('updatePractitionerSignature', (image: string) => ({ body: { image } }));
}

/** `DELETE /api/practitioner/signature`. */
export function useDeletePractitionerSignature() {
  return useEndpointMutation('deletePractitionerSignature', (_: void) => ({}));
}

// ---- the schedule

/** `GET /api/practitioner/availability`: the weekly ranges in the practitioner's timezone. */
export function usePractitionerAvailability() {
  return useEndpoint('practitionerAvailability', {});
}

/**
 * `PUT /api/practitioner/availability`. Answers `saved: false` with the conflicting appointments when some fall
 * outside the new hours; send again with `confirm: true` to save anyway.
 */
export function useUpdatePractitionerAvailability() {
  return useEndpointMutation('updatePractitionerAvailability', (body: AvailabilityInput) => ({ body }));
}

/** `GET /api/practitioner/time-off`: from now on, soonest first. */
export function usePractitionerTimeOff() {
  return useEndpoint('practitionerTimeOff', {});
}

/** `POST /api/practitioner/time-off`; the same confirm protocol as availability. */
export function useAddPractitionerTimeOff() {
  return useEndpointMutation('addPractitionerTimeOff', (body: TimeOffInput) => ({ body }));
}

/** `DELETE /api/practitioner/time-off/{id}`. */
export function useDeletePractitionerTimeOff() {
  return useEndpointMutation('deletePractitionerTimeOff', (id: number) => ({ params: { id } }));
}

/** `GET /api/practitioner/appointments?from&to` (ISO instants, at most 42 days apart); null asks nothing. */
export function usePractitionerAppointments(range: { from: string; to: string } | null) {
  return useEndpoint('practitionerAppointments', range === null ? null : { query: range }, {
    keepPreviousData: true,
  });
}

/** `POST /api/practitioner/appointments/{id}/outcome`: completed or no-show, once it has started. */
export function useSetAppointmentOutcome() {
  return useEndpointMutation(
    'setAppointmentOutcome',
    ({ id, status }: { id: number; status: 'completed' | 'no_show' }) => ({
      params: { id },
      body: { status },
    }),
  );
}
