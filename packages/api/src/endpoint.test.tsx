import type { LegalDocument } from '@telehealth/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callEndpoint, endpointKey, useEndpoint, useEndpointMutation } from './endpoint';
import { createMockClient, mockFailure } from './mock';
import { mockApi } from './test-utils';

const doc: LegalDocument = {
  id: 7,
  type: 'terms_of_use',
  title: 'Terms',
  content: '<p>Be kind.</p>',
  isActive: false,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('callEndpoint', () => {
  it('takes the method and path from the table, fills the parameters and sends the body', async () => {
    const seen: string[] = [];
    const client = createMockClient(
      { 'PUT /api/admin/legal-documents/7': ({ options }) => ({ ...doc, ...(options.body as object) }) },
      { onRequest: (request) => seen.push(`${request.method} ${request.url}`) },
    );
    const saved = await callEndpoint(client, 'updateLegalDocument', {
      params: { id: 7 },
      body: { title: 'New terms', content: '<p>Be kinder.</p>', isActive: true },
    });
    expect(seen).toEqual(['PUT /api/admin/legal-documents/7']);
    expect(saved.title).toBe('New terms');
  });

  it('is typed by the table: a missing parameter or a wrong body does not compile', () => {
    const client = createMockClient({});
    // Never awaited: these lines exist for the type checker, which fails the build if they compile.
    const noId = { body: { title: 'T', content: 'C', isActive: true } };
    const textFlag = { params: { id: 1 }, body: { title: 'T', content: 'C', isActive: 'yes' } };
    const unknownType = { params: { type: 'newsletter' } };
    const typeChecks = () => [
      // @ts-expect-error the update needs its id
      callEndpoint(client, 'updateLegalDocument', noId),
      // @ts-expect-error isActive is a boolean
      callEndpoint(client, 'updateLegalDocument', textFlag),
      // @ts-expect-error there is no such endpoint
      callEndpoint(client, 'dropDatabase'),
      // @ts-expect-error an email template type is one of the named ones
      callEndpoint(client, 'getEmailTemplate', unknownType),
    ];
    expect(typeof typeChecks).toBe('function');
  });
});

describe('endpointKey', () => {
  it('follows the one key shape: the path, then the one parameter or the query', () => {
    expect(endpointKey('currentUser')).toBe('/api/user');
    expect(endpointKey('getSmsTemplate', { params: { type: 'otp' } })).toEqual([
      '/api/sms-templates/:type',
      'otp',
    ]);
    expect(endpointKey('listLegalDocuments', { query: { type: 'privacy_policy' } })).toEqual([
      '/api/admin/legal-documents',
      { type: 'privacy_policy' },
    ]);
  });

  it('leaves unset filters out, so the same filters always read under the same key', () => {
    const all = endpointKey('adminPatients', { query: { q: '', sort: undefined } });
    expect(all).toBe('/api/admin/patients');
    expect(endpointKey('adminPatients', { query: { q: 'ada', page: 2, sort: undefined } })).toEqual([
      '/api/admin/patients',
      { q: 'ada', page: 2 },
    ]);
  });
});

describe('unset query values', () => {
  it('are not sent: an empty filter is no filter', async () => {
    const seen: Record<string, string>[] = [];
    const client = createMockClient(
      { 'GET /api/admin/patients': () => ({ items: [], total: 0 }) },
      { onRequest: (request) => seen.push(request.query) },
    );
    await callEndpoint(client, 'adminPatients', { query: { q: '', page: 2 } });
    expect(seen).toEqual([{ page: '2' }]);
  });
});

describe('useEndpoint', () => {
  it('reads a GET of the table, and holds the request while the input is null', async () => {
    const api = mockApi({ '/api/admin/legal-documents': [doc] });
    const { result, rerender } = renderHook(
      ({ ready }) => useEndpoint('listLegalDocuments', ready ? {} : null),
      {
        wrapper: api.wrapper,
        initialProps: { ready: false },
      },
    );
    expect(api.calls).toHaveLength(0);
    rerender({ ready: true });
    await waitFor(() => expect(result.current.data).toEqual([doc]));
  });

  it('reads a tolerated status as its value, and any other failure as an error', async () => {
    const api = mockApi({
      '/api/legal-documents/active/privacy_policy': mockFailure(404, 'No document has been published yet'),
      '/api/legal-documents/active/terms_of_use': mockFailure(500, 'Something went wrong. Please try again.'),
    });
    const { result } = renderHook(
      () => ({
        privacy: useEndpoint(
          'activeLegalDocument',
          { params: { type: 'privacy_policy' } },
          { tolerate: { 404: null } },
        ),
        terms: useEndpoint(
          'activeLegalDocument',
          { params: { type: 'terms_of_use' } },
          { tolerate: { 404: null } },
        ),
      }),
      { wrapper: api.wrapper },
    );
    await waitFor(() => expect(result.current.terms.error?.status).toBe(500));
    expect(result.current.privacy.data).toBeNull();
    expect(result.current.privacy.error).toBeUndefined();
  });
});

describe('useEndpointMutation', () => {
  it('calls the endpoint with the mapped input and refetches what its entry invalidates before resolving', async () => {
    let list = [doc];
    const api = mockApi({
      '/api/admin/legal-documents': () => list,
      'POST /api/admin/legal-documents/7/activate': () => {
        list = [{ ...doc, isActive: true }];
        return list[0];
      },
    });
    const { result } = renderHook(
      () => ({
        list: useEndpoint('listLegalDocuments', {}),
        activate: useEndpointMutation('activateLegalDocument', (id: number) => ({ params: { id } })),
      }),
      { wrapper: api.wrapper },
    );
    await waitFor(() => expect(result.current.list.data?.[0]?.isActive).toBe(false));
    await act(() => result.current.activate.trigger(7));
    expect(result.current.list.data?.[0]?.isActive).toBe(true);
    expect(api.callsTo('GET /api/admin/legal-documents')).toHaveLength(2);
  });
});
