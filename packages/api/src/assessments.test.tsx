import { type AssessmentDetail, questionnaires } from '@telehealth/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api as endpoints } from './contract-hooks';
import { mockFailure } from './mock';
import { mockApi } from './test-utils';

const draft: AssessmentDetail = {
  id: 7,
  type: 'weight_loss',
  status: 'draft',
  declineReason: null,
  questionnaireVersion: 1,
  feeCents: 0,
  paid: false,
  submittedAt: null,
  createdAt: '2026-03-02T00:00:00.000Z',
  updatedAt: '2026-03-02T00:00:00.000Z',
  patientId: 3,
  practitionerId: null,
  answers: {},
  advice: [],
};

describe('assessment queries', () => {
  it('reads a questionnaire, the fees and the patient’s list', async () => {
    const api = mockApi({
      '/api/assessments/questionnaires/weight_loss': questionnaires.weight_loss,
      '/api/assessments/fees': { erectile_dysfunction: 2000, weight_loss: 2500, contraception: 1500 },
      '/api/assessments/mine': { items: [], total: 51, page: 2, pageSize: 50 },
    });
    const { result } = renderHook(
      () => ({
        q: endpoints.assessments.getQuestionnaire.useQuery({ params: { type: 'weight_loss' } }),
        fees: endpoints.assessments.assessmentFees.useQuery(),
        mine: endpoints.assessments.myAssessments.useQuery({ query: { page: 2 } }),
      }),
      { wrapper: api.wrapper },
    );
    await waitFor(() => expect(result.current.q.data?.version).toBe(questionnaires.weight_loss.version));
    await waitFor(() => expect(result.current.fees.data?.weight_loss).toBe(2500));
    await waitFor(() => expect(result.current.mine.data?.total).toBe(51));
    expect(api.callsTo('GET /api/assessments/mine')[0]?.query).toEqual({ page: '2' });
  });

  it('reads a 404 assessment as null, and asks nothing for a null id', async () => {
    const api = mockApi({ '/api/assessments/9': mockFailure(404, 'Assessment not found') });
    const tolerate = { tolerate: { 404: null } };
    const { result } = renderHook(
      () => ({
        missing: endpoints.assessments.getAssessment.useQuery({ params: { id: 9 } }, tolerate),
        none: endpoints.assessments.getAssessment.useQuery(null, tolerate),
      }),
      { wrapper: api.wrapper },
    );
    await waitFor(() => expect(result.current.missing.data).toBeNull());
    expect(api.calls).toHaveLength(1);
  });
});

describe('assessment mutations', () => {
  it('creates, saves a step and submits', async () => {
    const api = mockApi({
      'POST /api/assessments': draft,
      'PUT /api/assessments/7/answers': { ...draft, answers: { age: 40 } },
      'POST /api/assessments/7/submit': { ...draft, status: 'pending_payment' },
    });
    const { result } = renderHook(
      () => ({
        create: endpoints.assessments.createAssessment.useMutation(),
        save: endpoints.assessments.saveAssessmentAnswers.useMutation(),
        submit: endpoints.assessments.submitAssessment.useMutation(),
      }),
      { wrapper: api.wrapper },
    );
    await act(() => result.current.create.trigger({ body: { type: 'weight_loss', answers: { age: 40 } } }));
    expect(api.callsTo('POST /api/assessments')[0]?.options.body).toEqual({
      type: 'weight_loss',
      answers: { age: 40 },
    });
    await act(() => result.current.save.trigger({ params: { id: 7 }, body: { answers: { age: 40 } } }));
    expect(api.callsTo('PUT /api/assessments/7/answers')[0]?.options.body).toEqual({ answers: { age: 40 } });
    const submitted = await act(() => result.current.submit.trigger({ params: { id: 7 } }));
    expect(submitted.status).toBe('pending_payment');
  });

  it('reads the open draft without making one, and reopens a red-flag stop, reading the open draft again', async () => {
    let open: AssessmentDetail | null = null;
    const api = mockApi({
      '/api/assessments/drafts/weight_loss': () => ({ draft: open }),
      'POST /api/assessments/5/reopen': () => {
        open = { ...draft, answers: { age: 40 } };
        return open;
      },
    });
    const { result } = renderHook(
      () => ({
        open: endpoints.assessments.openAssessmentDraft.useQuery({ params: { type: 'weight_loss' } }),
        reopen: endpoints.assessments.reopenAssessment.useMutation(),
      }),
      { wrapper: api.wrapper },
    );
    await waitFor(() => expect(result.current.open.data).toEqual({ draft: null }));
    expect(api.callsTo('POST /api/assessments')).toHaveLength(0);
    const reopened = await act(() => result.current.reopen.trigger({ params: { id: 5 } }));
    expect(reopened.answers).toEqual({ age: 40 });
    await waitFor(() => expect(result.current.open.data?.draft?.id).toBe(7));
  });

  it('rejects a bad answer with the server’s message and field', async () => {
    const api = mockApi({
      'PUT /api/assessments/7/answers': mockFailure(400, 'Enter a number from 100 to 250 cm.', {
        field: 'answers.heightCm',
      }),
    });
    const { result } = renderHook(() => endpoints.assessments.saveAssessmentAnswers.useMutation(), {
      wrapper: api.wrapper,
    });
    await expect(
      act(() => result.current.trigger({ params: { id: 7 }, body: { answers: { heightCm: 9 } } })),
    ).rejects.toMatchObject({
      status: 400,
      field: 'answers.heightCm',
    });
  });
});
