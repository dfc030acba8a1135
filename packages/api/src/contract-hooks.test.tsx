import { type PromoCode, routes } from '@telehealth/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { api } from './contract-hooks';
import { answerFor, endpointKey } from './endpoint';
import { mockFailure } from './mock';
import { mockApi } from './test-utils';

const stamp = '2026-01-01T00:00:00.000Z';
const unlimited = { startsAt: null, expiresAt: null, maxUses: null, maxUsesPerPatient: null };
const code: PromoCode = {
  ...unlimited,
  id: 3,
  code: 'WELCOME10',
  discountType: 'percentage',
  value: 10,
  validFor: 'both',
  uses: 0,
  isActive: true,
  createdAt: stamp,
  updatedAt: stamp,
};
const input = { code: 'WELCOME10', discountType: 'percentage', value: 10 } as const;

describe('api', () => {
  it('has every endpoint of the table, under its tag, and no other', () => {
    const derived = Object.entries(api).flatMap(([domain, endpoints]) =>
      Object.keys(endpoints).map((name) => `${domain}.${name}`),
    );
    expect(derived).toHaveLength(Object.keys(routes).length);
    expect(derived).toContain('promoCodes.listPromoCodes');
    expect(derived).toContain('legalDocuments.activateLegalDocument');
    expect(Object.keys(api.promoCodes.listPromoCodes)).toEqual(['useQuery', 'key', 'answerFor']);
    expect(Object.keys(api.promoCodes.createPromoCode)).toEqual(['useMutation']);
  });

  it('reads a GET with useQuery, holding the request while the input is null', async () => {
    const mock = mockApi({ '/api/admin/promo-codes': [code], '/api/admin/promo-codes/3/redemptions': [] });
    const { result, rerender } = renderHook(
      ({ id }: { id: number | null }) => ({
        list: api.promoCodes.listPromoCodes.useQuery(),
        redemptions: api.promoCodes.listPromoRedemptions.useQuery(id === null ? null : { params: { id } }),
      }),
      { wrapper: mock.wrapper, initialProps: { id: null as number | null } },
    );
    await waitFor(() => expect(result.current.list.data).toEqual([code]));
    expect(mock.calls.map((call) => call.url)).toEqual(['/api/admin/promo-codes']);
    rerender({ id: 3 });
    await waitFor(() => expect(result.current.redemptions.data).toEqual([]));
    expect(mock.callsTo('GET /api/admin/promo-codes/3/redemptions')).toHaveLength(1);
  });

  it('keeps the key, the server-rendered answer and the tolerated statuses of useEndpoint', async () => {
    expect(api.promoCodes.listPromoRedemptions.key({ params: { id: 3 } })).toEqual(
      endpointKey('listPromoRedemptions', { params: { id: 3 } }),
    );
    expect(api.legalDocuments.activeLegalDocument.answerFor({ params: { type: 'privacy_policy' } })).toEqual(
      answerFor('activeLegalDocument', { params: { type: 'privacy_policy' } }),
    );
    const mock = mockApi({
      '/api/legal-documents/active/privacy_policy': mockFailure(404, 'No document has been published yet'),
    });
    const { result } = renderHook(
      () =>
        api.legalDocuments.activeLegalDocument.useQuery(
          { params: { type: 'privacy_policy' } },
          { tolerate: { 404: null } },
        ),
      { wrapper: mock.wrapper },
    );
    await waitFor(() => expect(result.current.data).toBeNull());
    expect(result.current.error).toBeUndefined();
  });

  it('sends a mutation as the contract defines it and refetches what the entry invalidates', async () => {
    let list = [code];
    const mock = mockApi({
      '/api/admin/promo-codes': () => list,
      'PUT /api/admin/promo-codes/3': ({ options }) => {
        list = [{ ...code, ...(options.body as object) }];
        return list[0];
      },
    });
    const { result } = renderHook(
      () => ({
        list: api.promoCodes.listPromoCodes.useQuery(),
        update: api.promoCodes.updatePromoCode.useMutation(),
      }),
      { wrapper: mock.wrapper },
    );
    await waitFor(() => expect(result.current.list.data?.[0]?.isActive).toBe(true));
    await act(() =>
      result.current.update.trigger({ params: { id: 3 }, body: { ...input, isActive: false } }),
    );
    expect(result.current.list.data?.[0]?.isActive).toBe(false);
    expect(mock.callsTo('PUT /api/admin/promo-codes/3')[0]?.options.body).toEqual({
      ...input,
      isActive: false,
    });
    expect(mock.callsTo('GET /api/admin/promo-codes')).toHaveLength(2);
    expect(routes.updatePromoCode.invalidates).toEqual(['listPromoCodes', 'listCampaigns']);
  });

  it('rejects a failed mutation with the ApiError', async () => {
    const mock = mockApi({
      'DELETE /api/admin/promo-codes/3': mockFailure(409, 'A redeemed code can only be deactivated'),
    });
    const { result } = renderHook(() => api.promoCodes.deletePromoCode.useMutation(), {
      wrapper: mock.wrapper,
    });
    await expect(act(() => result.current.trigger({ params: { id: 3 } }))).rejects.toMatchObject({
      status: 409,
      message: 'A redeemed code can only be deactivated',
    });
  });

  it('is typed by the schemas: a changed schema fails the build of its callers', () => {
    // Never called: these lines exist for the type checker, which fails the build if they compile.
    const typeChecks = () => {
      const list = api.promoCodes.listPromoCodes.useQuery();
      expectTypeOf(list.data).toEqualTypeOf<PromoCode[] | undefined>();
      const tolerant = api.promoCodes.listPromoCodes.useQuery({}, { tolerate: { 401: [] as never[] } });
      expectTypeOf(tolerant.data).toEqualTypeOf<PromoCode[] | never[] | undefined>();
      const update = api.promoCodes.updatePromoCode.useMutation();
      // @ts-expect-error the update needs its id
      update.trigger({ body: input });
      // @ts-expect-error value is a number of the schema, not text
      update.trigger({ params: { id: 3 }, body: { ...input, value: '10' } });
      // @ts-expect-error the body's code is required by the schema
      update.trigger({ params: { id: 3 }, body: { discountType: 'percentage', value: 10 } });
      // @ts-expect-error the answer has no field the schema lacks
      list.data?.[0]?.discountCents;
      // @ts-expect-error a GET has no mutation, a mutation no query
      api.promoCodes.listPromoCodes.useMutation;
      // @ts-expect-error there is no such endpoint
      api.promoCodes.dropPromoCodes;
    };
    expect(typeof typeChecks).toBe('function');
  });
});
