import { useEndpoint } from './endpoint';

// The rest of the practitioner area is read and written through `api.assessments.*` and `api.practitioner.*`.

/**
 * `GET /api/practitioner/assessments/{id}`: a 404 (not found, or not mine) reads as `null`.
 * Kept by hand: the practitioner's review and the admin's assessment page both rely on the tolerated 404, and on no
 * refetch on focus (the server audits every read of the record).
 */
export function useReviewDetail(id: number | null) {
  return useEndpoint('reviewDetail', id === null ? null : { params: { id } }, {
    revalidateOnFocus: false,
    tolerate: { 404: null },
  });
}
