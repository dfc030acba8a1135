import type { BookAppointmentInput } from '@telehealth/contract';
import { useEndpoint, useEndpointMutation } from './endpoint';

/** `GET /api/practitioners/bookable`: active practitioners a patient may choose (name and specialty). */
export function useBookablePractitioners() {
  return useEndpoint('bookablePractitioners', {});
}

/**
 * `GET /api/availability`: slots as UTC instants with the practitioners free at each. `practitionerId` null asks
 * every practitioner ('First available'); `enabled: false` asks nothing.
 */
export function useAvailability(
  practitionerId: number | null,
  options: { from?: string; to?: string; enabled?: boolean } = {},
) {
  const query: Record<string, string> = {};
  if (practitionerId !== null) query.practitionerId = String(practitionerId);
  if (options.from) query.from = options.from;
  if (options.to) query.to = options.to;
  return useEndpoint('availability', options.enabled === false ? null : { query });
}

/** `GET /api/appointments/mine`: the patient's upcoming (soonest first) or past (latest first) appointments. */
export function useMyAppointments(when: 'upcoming' | 'past', page: { limit?: number; offset?: number } = {}) {
  const query: Record<string, string> = { when };
  if (page.limit !== undefined) query.limit = String(page.limit);
  if (page.offset !== undefined) query.offset = String(page.offset);
  return useEndpoint('myAppointments', { query });
}

/**
 * `GET /api/appointments/assessment/{id}`: whether the patient's assessment can be booked (`bookable`), is already
 * booked (with the appointment) or not and why (`notBookable`, in the server's words); null when there is no such
 * assessment of theirs (a 404). `null` as id asks nothing.
 */
export function useAssessmentBooking(assessmentId: number | null) {
  return useEndpoint('assessmentBooking', assessmentId === null ? null : { params: { assessmentId } }, {
    tolerate: { 404: null },
  });
}

/**
 * `POST /api/appointments`; the lists and slots reload. A slot taken meanwhile rejects with status 409 and
 * 'This time is no longer available. Please choose another.'
 */
export function useBookAppointment() {
  return useEndpointMutation('bookAppointment', (body: BookAppointmentInput) => ({ body }));
}

/** `POST /api/appointments/{id}/reschedule`; rejects with 409 and the 24-hour message when too late. */
export function useRescheduleAppointment() {
  return useEndpointMutation(
    'rescheduleAppointment',
    ({ id, startsAt }: { id: number; startsAt: string }) => ({ params: { id }, body: { startsAt } }),
  );
}

/** `POST /api/appointments/{id}/cancel`; rejects with 409 and the 24-hour message when too late. */
export function useCancelAppointment() {
  return useEndpointMutation('cancelAppointment', (id: number) => ({ params: { id } }));
}
