import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { fetchConversation, useUnreadCount } from './messages';
import { mockApi } from './test-utils';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useUnreadCount', () => {
  it('reads the unread count', async () => {
    const api = mockApi({ '/api/messages/unread-count': { count: 3 } });
    const { result } = renderHook(() => useUnreadCount(), { wrapper: api.wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ count: 3 }));
  });
});

describe('fetchConversation', () => {
  it('asks for an assessment conversation with a time parameter and no-cache headers', async () => {
    const fetchImpl = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => json(200, []));
    await fetchConversation(createApiClient(fetchImpl), { assessmentId: 12 });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/^\/api\/messages\/assessment\/12\?t=\d+$/);
    expect(init?.headers).toMatchObject({ 'Cache-Control': 'no-cache', Pragma: 'no-cache' });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('asks for a direct conversation and words a failure with the status', async () => {
    const fetchImpl = vi.fn(async (_input: RequestInfo | URL) =>
      json(500, { message: 'Database unavailable' }),
    );
    await expect(fetchConversation(createApiClient(fetchImpl), { otherUserId: 4 })).rejects.toMatchObject({
      status: 500,
      message: 'Failed to fetch messages: 500',
    });
    expect(String(fetchImpl.mock.calls[0]?.[0])).toMatch(/^\/api\/messages\/4\?t=/);
  });

  it('gives up after 10 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const fetchImpl = (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    let settled = false;
    const pending = fetchConversation(createApiClient(fetchImpl), { otherUserId: 4 }).finally(() => {
      settled = true;
    });
    const outcome = expect(pending).rejects.toMatchObject({
      message: 'Request timed out. Please try again.',
    });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });
});
