import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api as endpoints } from './contract-hooks';
import { mockFailure } from './mock';
import { mockApi } from './test-utils';

const appointment = {
  id: 7,
  assessmentId: 3,
  practitionerId: 2,
  practitionerName: 'Sarah Chen',
  startsAt: '2026-03-05T23:00:00.000Z',
  durationMinutes: 15,
  status: 'scheduled',
  previousAppointmentId: null,
  canChange: true,
};

const { booking } = endpoints;
const book = { body: { assessmentId: 3, practitionerId: 2, startsAt: appointment.startsAt } };
/** The booking state as the page reads it: an assessment that is not the patient's is null. */
const useBookingState = (assessmentId: number) =>
  booking.assessmentBooking.useQuery({ params: { assessmentId } }, { tolerate: { 404: null } });

describe('booking endpoints', () => {
  it('asks one practitioner’s slots, or every practitioner’s without an id', async () => {
    const api = mockApi({ '/api/availability': { slots: [] } });
    const one = renderHook(() => booking.availability.useQuery({ query: { practitionerId: 2 } }), {
      wrapper: api.wrapper,
    });
    await waitFor(() => expect(one.result.current.data).toEqual({ slots: [] }));
    const all = renderHook(() => booking.availability.useQuery({ query: { practitionerId: undefined } }), {
      wrapper: api.wrapper,
    });
    await waitFor(() => expect(all.result.current.data).toEqual({ slots: [] }));
    expect(api.callsTo('GET /api/availability').map((c) => c.query)).toEqual([{ practitionerId: '2' }, {}]);
  });

  it('books and reloads the patient’s list; a taken slot rejects with its message', async () => {
    let items: unknown[] = [];
    const api = mockApi({
      '/api/appointments/mine': () => ({ items, total: items.length, limit: 50, offset: 0 }),
      'POST /api/appointments': () => {
        items = [appointment];
        return appointment;
      },
    });
    const { result } = renderHook(
      () => ({
        list: booking.myAppointments.useQuery({ query: { when: 'upcoming' } }),
        book: booking.bookAppointment.useMutation(),
      }),
      {
        wrapper: api.wrapper,
      },
    );
    await waitFor(() => expect(result.current.list.data?.items).toEqual([]));
    await act(() => result.current.book.trigger(book));
    expect(result.current.list.data?.items).toHaveLength(1);

    const taken = mockApi({
      'POST /api/appointments': mockFailure(409, 'This time is no longer available. Please choose another.'),
    });
    const second = renderHook(() => booking.bookAppointment.useMutation(), { wrapper: taken.wrapper });
    await expect(act(() => second.result.current.trigger(book))).rejects.toMatchObject({
      status: 409,
      message: 'This time is no longer available. Please choose another.',
    });
  });

  it('cancels by id', async () => {
    const api = mockApi({ 'POST /api/appointments/7/cancel': { ...appointment, status: 'cancelled' } });
    const { result } = renderHook(() => booking.cancelAppointment.useMutation(), { wrapper: api.wrapper });
    await act(() => result.current.trigger({ params: { id: 7 } }));
    expect(api.callsTo('POST /api/appointments/7/cancel')).toHaveLength(1);
  });
});

describe('assessmentBooking', () => {
  it('reads the state of an assessment, null for one that is not the patient’s, and reloads after a booking', async () => {
    let state: unknown = { state: 'bookable', assessmentId: 3 };
    const api = mockApi({
      '/api/appointments/assessment/3': () => state,
      '/api/appointments/assessment/4': mockFailure(404, 'Assessment not found'),
      'POST /api/appointments': () => {
        state = { state: 'booked', assessmentId: 3, appointment };
        return appointment;
      },
    });
    const { result } = renderHook(
      () => ({
        three: useBookingState(3),
        four: useBookingState(4),
        book: booking.bookAppointment.useMutation(),
      }),
      { wrapper: api.wrapper },
    );
    await waitFor(() => expect(result.current.three.data).toEqual({ state: 'bookable', assessmentId: 3 }));
    await waitFor(() => expect(result.current.four.data).toBeNull());
    expect(result.current.four.error).toBeUndefined();
    await act(() => result.current.book.trigger(book));
    expect(result.current.three.data).toMatchObject({ state: 'booked', appointment: { id: 7 } });
  });
});
