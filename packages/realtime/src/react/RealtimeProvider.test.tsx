import { MockApiProvider } from '@telehealth/api';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../test/FakeWebSocket';
import { RealtimeProvider, useRealtime } from './RealtimeProvider';
import { useLiveUnreadCount } from './useUnreadCount';

const options = {
  WebSocket: FakeWebSocket,
  location: { protocol: 'http:', host: 'localhost:5173' },
  random: () => 0,
};

function renderWithUser(initialUserId: number | null) {
  const wrapper = ({ children, userId }: { children: ReactNode; userId: number | null }) => (
    <RealtimeProvider userId={userId} options={options}>
      {children}
    </RealtimeProvider>
  );
  let currentUser = initialUserId;
  const hook = renderHook(() => useRealtime(), {
    wrapper: ({ children }) => wrapper({ children, userId: currentUser }),
  });
  return {
    ...hook,
    signIn(userId: number | null) {
      currentUser = userId;
      hook.rerender();
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RealtimeProvider', () => {
  it('opens no socket while signed out', () => {
    const { result } = renderWithUser(null);
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(result.current.status).toBe('disconnected');
    expect(result.current.sendChatMessage({ senderId: 1, receiverId: 2, content: 'Hi' })).toBe(false);
  });

  it('connects for the signed-in user and reports the status', () => {
    const { result } = renderWithUser(5);
    expect(FakeWebSocket.latest.url).toMatch(/^ws:\/\/localhost:5173\/ws\?userId=5&t=\d+$/);
    expect(result.current.status).toBe('connecting');
    act(() => FakeWebSocket.latest.open());
    expect(result.current.status).toBe('connected');
    expect(result.current.isConnected).toBe(true);
    expect(result.current.userId).toBe(5);
    expect(result.current.sendTyping(5, 6)).toBe(true);
  });

  it('closes normally on sign-out and never reconnects', () => {
    const { result, signIn } = renderWithUser(5);
    act(() => FakeWebSocket.latest.open());
    const socket = FakeWebSocket.latest;
    signIn(null);
    expect(socket.closedWith).toBe(1000);
    expect(result.current.status).toBe('disconnected');
    act(() => {
      vi.advanceTimersByTime(120_000);
    });
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('gives the next user a fresh client and closes the previous user’s socket', () => {
    const { result, signIn } = renderWithUser(5);
    const first = result.current.client;
    const socket = FakeWebSocket.latest;
    signIn(6);
    expect(socket.closedWith).toBe(1000);
    expect(result.current.client).not.toBe(first);
    expect(FakeWebSocket.latest.url).toContain('userId=6');
    expect(first.userId).toBeNull();
  });

  it('closes the socket on unmount', () => {
    const { unmount } = renderWithUser(5);
    const socket = FakeWebSocket.latest;
    unmount();
    expect(socket.closedWith).toBe(1000);
  });

  it('refuses useRealtime outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useRealtime())).toThrow(
      'useRealtime must be used inside a RealtimeProvider',
    );
    vi.restoreAllMocks();
  });
});

describe('useLiveUnreadCount', () => {
  it('reads the count and refreshes it when a message or a receipt arrives', async () => {
    let count = 2;
    let fetches = 0;
    const responses = {
      '/api/messages/unread-count': () => {
        fetches += 1;
        return { count };
      },
    };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MockApiProvider responses={responses}>
        <RealtimeProvider userId={1} options={options}>
          {children}
        </RealtimeProvider>
      </MockApiProvider>
    );
    const { result } = renderHook(() => useLiveUnreadCount(), { wrapper });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current.count).toBe(2);
    act(() => FakeWebSocket.latest.open());

    count = 3;
    const before = fetches;
    await act(async () => {
      FakeWebSocket.latest.receive({
        type: 'chat',
        payload: {
          id: 9,
          senderId: 2,
          receiverId: 1,
          content: 'New results are in',
          assessmentId: null,
          isRead: false,
          createdAt: new Date().toISOString(),
        },
      });
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(fetches).toBe(before + 1);
    expect(result.current.count).toBe(3);

    count = 2;
    await act(async () => {
      FakeWebSocket.latest.receive({
        type: 'read_receipt',
        payload: { messageId: 9, readerId: 1, readAt: 'now' },
      });
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current.count).toBe(2);
  });

  it('polls every 30 seconds', async () => {
    let fetches = 0;
    const responses = {
      '/api/messages/unread-count': () => {
        fetches += 1;
        return { count: 0 };
      },
    };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MockApiProvider responses={responses}>{children}</MockApiProvider>
    );
    renderHook(() => useLiveUnreadCount(), { wrapper });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(fetches).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(fetches).toBe(2);
  });
});
