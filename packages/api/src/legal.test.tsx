import type { LegalDocument } from '@telehealth/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from './contract-hooks';
import { mockFailure } from './mock';
import { mockApi } from './test-utils';

const {
  listLegalDocuments,
  createLegalDocument,
  updateLegalDocument,
  activateLegalDocument,
  deleteLegalDocument,
} = api.legalDocuments;

const privacy: LegalDocument = {
  id: 1,
  type: 'privacy_policy',
  title: 'Privacy Policy',
  content: '<p>We keep your data safe.</p>',
  isActive: true,
  version: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-02-01T00:00:00.000Z',
};

function server() {
  let documents: LegalDocument[] = [privacy];
  let nextId = 2;
  return mockApi({
    '/api/admin/legal-documents': ({ query }) =>
      query.type ? documents.filter((document) => document.type === query.type) : documents,
    'POST /api/admin/legal-documents': ({ options }) => {
      const created = { ...privacy, ...(options.body as object), id: nextId++, version: 1 } as LegalDocument;
      documents = [...documents, created];
      return created;
    },
    'PUT /api/admin/legal-documents/1': ({ options }) => {
      documents = documents.map((document) =>
        document.id === 1
          ? { ...document, ...(options.body as object), version: document.version + 1 }
          : document,
      );
      return documents[0];
    },
    'DELETE /api/admin/legal-documents/2': () => {
      documents = documents.filter((document) => document.id !== 2);
      return { message: 'Legal document deleted successfully' };
    },
    'DELETE /api/admin/legal-documents/1': mockFailure(409, 'Only inactive documents can be deleted'),
    'POST /api/admin/legal-documents/2/activate': () => {
      documents = documents.map((document) => ({ ...document, isActive: document.id === 2 }));
      return documents.find((document) => document.id === 2);
    },
  });
}

describe('listLegalDocuments', () => {
  it('sends the type filter as a query parameter and leaves it out for all documents', async () => {
    const mock = server();
    const { result } = renderHook(
      () => ({
        all: listLegalDocuments.useQuery(),
        terms: listLegalDocuments.useQuery({ query: { type: 'terms_of_use' } }),
      }),
      {
        wrapper: mock.wrapper,
      },
    );
    await waitFor(() => expect(result.current.all.data).toEqual([privacy]));
    await waitFor(() => expect(result.current.terms.data).toEqual([]));
    expect(mock.callsTo('GET /api/admin/legal-documents').map((call) => call.query)).toEqual(
      expect.arrayContaining([{}, { type: 'terms_of_use' }]),
    );
  });
});

describe('legal document mutations', () => {
  it('creates with the payload and reloads every list before resolving', async () => {
    const mock = server();
    const { result } = renderHook(
      () => ({
        all: listLegalDocuments.useQuery(),
        privacy: listLegalDocuments.useQuery({ query: { type: 'privacy_policy' } }),
        create: createLegalDocument.useMutation(),
      }),
      { wrapper: mock.wrapper },
    );
    await waitFor(() => expect(result.current.all.data).toHaveLength(1));
    await waitFor(() => expect(result.current.privacy.data).toHaveLength(1));
    const input = {
      type: 'privacy_policy' as const,
      title: 'Privacy v2',
      content: '<p>New</p>',
      isActive: false,
    };
    await act(() => result.current.create.trigger({ body: input }));
    expect(mock.callsTo('POST /api/admin/legal-documents')[0]?.options.body).toEqual(input);
    expect(result.current.all.data?.map((document) => document.title)).toEqual([
      'Privacy Policy',
      'Privacy v2',
    ]);
    expect(result.current.privacy.data).toHaveLength(2);
  });

  it('updates by id with title, content and isActive only', async () => {
    const mock = server();
    const { result } = renderHook(
      () => ({ list: listLegalDocuments.useQuery(), update: updateLegalDocument.useMutation() }),
      {
        wrapper: mock.wrapper,
      },
    );
    await waitFor(() => expect(result.current.list.data).toHaveLength(1));
    await act(() =>
      result.current.update.trigger({
        params: { id: 1 },
        body: { title: 'Privacy', content: '<p>x</p>', isActive: true },
      }),
    );
    expect(mock.callsTo('PUT /api/admin/legal-documents/1')[0]?.options.body).toEqual({
      title: 'Privacy',
      content: '<p>x</p>',
      isActive: true,
    });
    expect(result.current.list.data?.[0]?.version).toBe(4);
  });

  it('activates and deletes by id, reloading the list; a refused delete rejects with the server message', async () => {
    const mock = server();
    const { result } = renderHook(
      () => ({
        list: listLegalDocuments.useQuery(),
        create: createLegalDocument.useMutation(),
        activate: activateLegalDocument.useMutation(),
        remove: deleteLegalDocument.useMutation(),
      }),
      { wrapper: mock.wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toHaveLength(1));
    await act(() =>
      result.current.create.trigger({
        body: { type: 'privacy_policy', title: 'B', content: 'b', isActive: false },
      }),
    );
    await act(() => result.current.activate.trigger({ params: { id: 2 } }));
    expect(result.current.list.data?.map((document) => [document.id, document.isActive])).toEqual([
      [1, false],
      [2, true],
    ]);
    await expect(act(() => result.current.remove.trigger({ params: { id: 1 } }))).rejects.toMatchObject({
      status: 409,
      message: 'Only inactive documents can be deleted',
    });
    await act(() => result.current.remove.trigger({ params: { id: 2 } }));
    expect(result.current.list.data?.map((document) => document.id)).toEqual([1]);
  });
});
