import type { LegalDocumentType } from '@telehealth/contract';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api as endpoints } from './contract-hooks';
import { mockFailure } from './mock';
import { mockApi } from './test-utils';

describe('outbox', () => {
  it('reads the outbox', async () => {
    const page = { items: [{ id: 1 }], total: 1, limit: 50, offset: 0 };
    const api = mockApi({ '/api/admin/outbox': page });
    const { result } = renderHook(() => endpoints.testing.outbox.useQuery(), { wrapper: api.wrapper });
    await waitFor(() => expect(result.current.data).toEqual(page));
  });
});

describe('activeLegalDocument', () => {
  const useActiveDocument = (type: LegalDocumentType) =>
    endpoints.legalDocuments.activeLegalDocument.useQuery({ params: { type } }, { tolerate: { 404: null } });

  it('reads the active document of a type', async () => {
    const api = mockApi({ '/api/legal-documents/active/terms_of_use': { id: 2, title: 'Terms' } });
    const { result } = renderHook(() => useActiveDocument('terms_of_use'), { wrapper: api.wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ id: 2, title: 'Terms' }));
  });

  it('reads a 404 as nothing published, and other failures as errors', async () => {
    const api = mockApi({
      '/api/legal-documents/active/privacy_policy': mockFailure(404, 'No document has been published yet'),
      '/api/legal-documents/active/terms_of_use': mockFailure(500, 'Down'),
    });
    const { result } = renderHook(
      () => ({ privacy: useActiveDocument('privacy_policy'), terms: useActiveDocument('terms_of_use') }),
      { wrapper: api.wrapper },
    );
    await waitFor(() => expect(result.current.privacy.data).toBeNull());
    await waitFor(() => expect(result.current.terms.error?.message).toBe('Down'));
  });
});
