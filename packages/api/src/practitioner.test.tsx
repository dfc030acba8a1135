import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api as endpoints } from './contract-hooks';
import { mockFailure } from './mock';
import { useReviewDetail } from './practitioner';
import { mockApi } from './test-utils';

const queuePage = { items: [], total: 0, page: 1, pageSize: 50 };

describe('practitioner hooks', () => {
  it('asks the queue with its filter and reloads it after a claim', async () => {
    let claimed = false;
    const api = mockApi({
      '/api/practitioner/assessments': () => (claimed ? { ...queuePage, total: 1 } : queuePage),
      'POST /api/practitioner/assessments/4/claim': () => {
        claimed = true;
        return {
          id: 4,
          status: 'in_review',
          practitionerId: 1,
          declineReason: null,
          decisionNotes: null,
          decidedAt: null,
          prescriptionId: null,
        };
      },
    });
    const { result } = renderHook(
      () => ({
        queue: endpoints.assessments.reviewQueue.useQuery({ query: { type: 'weight_loss' } }),
        claim: endpoints.assessments.claimAssessment.useMutation(),
      }),
      { wrapper: api.wrapper },
    );
    await waitFor(() => expect(result.current.queue.data?.total).toBe(0));
    expect(api.callsTo('GET /api/practitioner/assessments')[0]?.query).toEqual({ type: 'weight_loss' });
    await act(() => result.current.claim.trigger({ params: { id: 4 } }));
    await waitFor(() => expect(result.current.queue.data?.total).toBe(1));
  });

  it('reads a review that is not mine as null, and passes the refusal to prescribe through', async () => {
    const message = 'Add your prescriber number and signature to your profile before prescribing.';
    const api = mockApi({
      '/api/practitioner/assessments/9': mockFailure(404, 'Assessment not found'),
      'POST /api/practitioner/assessments/9/approve': mockFailure(403, message),
    });
    const { result } = renderHook(
      () => ({ detail: useReviewDetail(9), approve: endpoints.assessments.approveAssessment.useMutation() }),
      { wrapper: api.wrapper },
    );
    await waitFor(() => expect(result.current.detail.data).toBeNull());
    await expect(
      act(() =>
        result.current.approve.trigger({
          params: { id: 9 },
          body: { items: [{ variantId: 1, instructions: 'One daily', quantity: 30, repeats: 2 }] },
        }),
      ),
    ).rejects.toMatchObject({ status: 403, message });
    expect(api.callsTo('POST /api/practitioner/assessments/9/approve')[0]?.options.body).toEqual({
      items: [{ variantId: 1, instructions: 'One daily', quantity: 30, repeats: 2 }],
    });
  });

  it('sends the availability with confirm and the profile as typed; asks nothing without a range', async () => {
    const api = mockApi({
      'PUT /api/practitioner/availability': {
        saved: true,
        conflicts: [],
        timezone: 'Australia/Sydney',
        ranges: [],
      },
      'PUT /api/practitioner/profile': mockFailure(400, 'Invalid AHPRA registration number', {
        field: 'ahpraNumber',
      }),
    });
    const { result } = renderHook(
      () => ({
        save: endpoints.practitioner.updatePractitionerAvailability.useMutation(),
        profile: endpoints.practitioner.updatePractitionerProfile.useMutation(),
        calendar: endpoints.practitioner.practitionerAppointments.useQuery(null),
      }),
      { wrapper: api.wrapper },
    );
    await act(() => result.current.save.trigger({ body: { ranges: [], confirm: true } }));
    expect(api.callsTo('PUT /api/practitioner/availability')[0]?.options.body).toEqual({
      ranges: [],
      confirm: true,
    });
    await expect(
      act(() =>
        result.current.profile.trigger({
          body: { name: 'Sarah Chen', timezone: 'Australia/Sydney', ahpraNumber: 'X' },
        }),
      ),
    ).rejects.toMatchObject({ status: 400, field: 'ahpraNumber' });
    expect(api.callsTo('GET /api/practitioner/appointments')).toHaveLength(0);
  });
});
