import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUnreadCount } from './messages';
import { mockApi } from './test-utils';

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
