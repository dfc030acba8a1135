import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { publicArticleAnswer, publicArticlesAnswer, usePublicArticle, usePublicArticles } from './articles';
import { ApiProvider } from './client';
import { createMockClient, type MockRequest, mockFailure } from './mock';

const page = { items: [], total: 0, page: 1, pageSize: 12 };

/** A provider whose cache starts with what a server rendered the page with, recording what the hooks still ask. */
function renderedWith(answers: Record<string, unknown>) {
  const calls: MockRequest[] = [];
  const client = createMockClient(
    { '/api/articles': page, '/api/articles/gone': mockFailure(404, 'Article not found') },
    { onRequest: (request) => calls.push(request) },
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={client} swr={{ fallback: answers }}>
      {children}
    </ApiProvider>
  );
  return { calls, wrapper };
}

describe('the public articles and the answers a server renders them with', () => {
  it('asks the first page unless one is given, and finds the answer under the hook key', async () => {
    const answer = publicArticlesAnswer({ q: '', category: undefined });
    expect(answer.url).toBe('/api/articles?page=1');
    const { calls, wrapper } = renderedWith({ [answer.key]: { ...page, total: 3 } });
    const { result } = renderHook(() => usePublicArticles({ q: '' }), { wrapper });
    expect(result.current.data?.total).toBe(3);
    expect(result.current.isLoading).toBe(false);
    // Stale-while-revalidate: the hook asks the same thing the server did.
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.query).toEqual({ page: '1' });
  });

  it('reads an article the server did not find as null, under the answer key', async () => {
    const answer = publicArticleAnswer('gone');
    expect(answer.url).toBe('/api/articles/gone');
    const { wrapper } = renderedWith({ [answer.key]: null });
    const { result } = renderHook(() => usePublicArticle('gone'), { wrapper });
    expect(result.current.data).toBeNull();
    await waitFor(() => expect(result.current.isValidating).toBe(false));
    expect(result.current.data).toBeNull();
    expect(result.current.error).toBeUndefined();
  });
});
