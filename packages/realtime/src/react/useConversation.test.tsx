import { MockApiProvider, type MockResponses, mockFailure } from '@telehealth/api';
import { type ChatMessage, routes } from '@telehealth/contract';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConversationTarget } from '../fetchMessages';
import { RealtimeClient } from '../RealtimeClient';
import { FakeWebSocket } from '../test/FakeWebSocket';
import type { ChatViewer } from '../visibility';
import { RealtimeProvider } from './RealtimeProvider';
import { useConversation } from './useConversation';

const NOW = Date.parse('2026-03-01T10:00:00.000Z');
const PATIENT: ChatViewer = { id: 1, isPractitioner: false };
const DOCTOR = 2;
const OTHER_DOCTOR = 4;
const at = (ms: number) => new Date(NOW + ms).toISOString();

function message(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    senderId: DOCTOR,
    receiverId: PATIENT.id,
    content: `Message ${id}`,
    assessmentId: null,
    isRead: true,
    createdAt: at(id),
    ...overrides,
  };
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Lets pending promises (mock answers, state updates) settle under fake timers. */
async function flush() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

type Answer = MockResponses[string];

function setup(options: {
  answers: Record<string, Answer>;
  target?: ConversationTarget | null;
  viewer?: ChatViewer;
  withUnreadCount?: boolean;
}) {
  const requests: Array<{ url: string; query: unknown; headers: unknown; signal: unknown }> = [];
  let unreadFetches = 0;
  const responses: MockResponses = {
    [routes.unreadCount.path]: () => {
      unreadFetches += 1;
      return { count: 0 };
    },
  };
  for (const [path, answer] of Object.entries(options.answers)) {
    responses[path] = (request: { method: string; url: string; options: Record<string, unknown> }) => {
      requests.push({
        url: request.url,
        query: request.options.query,
        headers: request.options.headers,
        signal: request.options.signal,
      });
      return typeof answer === 'function' ? (answer as (r: unknown) => unknown)(request) : answer;
    };
  }
  const client = new RealtimeClient({
    WebSocket: FakeWebSocket,
    location: { protocol: 'https:', host: 'clinic.example' },
    random: () => 0,
  });
  const viewer = options.viewer ?? PATIENT;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockApiProvider responses={responses}>
      <RealtimeProvider userId={viewer.id} client={client}>
        {children}
      </RealtimeProvider>
    </MockApiProvider>
  );
  const hook = renderHook(
    ({ target }: { target: ConversationTarget | null }) => {
      useSWR(options.withUnreadCount ? routes.unreadCount.path : null);
      return useConversation(target, { viewer: { ...viewer } });
    },
    {
      wrapper,
      initialProps: { target: options.target === undefined ? { otherUserId: DOCTOR } : options.target },
    },
  );
  return { client, requests, unreadFetches: () => unreadFetches, ...hook };
}

async function openSocket() {
  await act(async () => {
    FakeWebSocket.latest.open();
  });
  await flush();
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  FakeWebSocket.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useConversation fetching', () => {
  it('fetches a direct conversation with a cache-busting time and no-cache headers', async () => {
    const { result, requests } = setup({ answers: { '/api/messages/2': [message(2), message(1)] } });
    expect(result.current.isLoading).toBe(true);
    await flush();
    expect(result.current.isLoading).toBe(false);
    expect(result.current.error).toBeNull();
    expect(result.current.messages.map((shown) => shown.id)).toEqual([1, 2]);
    expect(requests[0]).toMatchObject({
      url: '/api/messages/2',
      query: { t: NOW },
      headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
    });
    expect(requests[0]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('fetches an assessment conversation', async () => {
    const { result, requests } = setup({
      target: { assessmentId: 50 },
      answers: { '/api/messages/assessment/50': [message(1, { assessmentId: 50 })] },
    });
    await flush();
    expect(requests.map((request) => request.url)).toEqual(['/api/messages/assessment/50']);
    expect(result.current.messages).toHaveLength(1);
  });

  it('times out after 10 seconds with the exact message and an empty list', async () => {
    const never = new Promise<never>(() => {});
    const { result } = setup({ answers: { '/api/messages/2': () => never } });
    await openSocket();
    await act(async () => {
      FakeWebSocket.latest.receive({ type: 'chat', payload: message(9) });
    });
    expect(result.current.messages).toHaveLength(1);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(9_999);
    });
    expect(result.current.error).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(result.current.error).toBe('Request timed out. Please try again.');
    expect(result.current.messages).toEqual([]);
    expect(result.current.isLoading).toBe(false);
  });

  it('reports a failed fetch with its status and empties the list', async () => {
    let fail = false;
    const { result } = setup({
      answers: { '/api/messages/2': () => (fail ? mockFailure(500, 'Database unavailable') : [message(1)]) },
    });
    await flush();
    expect(result.current.messages).toHaveLength(1);
    fail = true;
    await act(async () => {
      await result.current.refetch();
    });
    expect(result.current.error).toBe('Failed to fetch messages: 500');
    expect(result.current.messages).toEqual([]);
  });

  it('leaves malformed messages out of the list', async () => {
    const { result } = setup({
      answers: { '/api/messages/2': [message(1), { id: 'x' }, { ...message(2), senderId: undefined }] },
    });
    await flush();
    expect(result.current.messages.map((shown) => shown.id)).toEqual([1]);
  });

  it('never shows a late answer for the conversation it left', async () => {
    const first = deferred<ChatMessage[]>();
    const { result, rerender } = setup({
      answers: {
        '/api/messages/2': () => first.promise,
        '/api/messages/4': [message(40, { senderId: OTHER_DOCTOR })],
      },
    });
    rerender({ target: { otherUserId: OTHER_DOCTOR } });
    await flush();
    first.resolve([message(1), message(2)]);
    await flush();
    expect(result.current.messages.map((shown) => shown.id)).toEqual([40]);
    expect(result.current.error).toBeNull();
  });

  it('does nothing without a target', async () => {
    const { result, requests } = setup({ target: null, answers: {} });
    await flush();
    expect(result.current.isLoading).toBe(false);
    expect(result.current.messages).toEqual([]);
    expect(requests).toEqual([]);
  });
});

describe('useConversation live', () => {
  it('refetches after every reconnect and merges without gaps or duplicates', async () => {
    const server = [message(1)];
    const { result, requests } = setup({ answers: { '/api/messages/2': () => [...server] } });
    await openSocket();
    const afterConnect = requests.length;

    // A message arrives live, then the connection drops and one more is sent while it is down.
    server.push(message(2));
    await act(async () => {
      FakeWebSocket.latest.receive({ type: 'chat', payload: message(2) });
      FakeWebSocket.latest.serverClose(1006);
    });
    server.push(message(3));
    expect(result.current.messages.map((shown) => shown.id)).toEqual([1, 2]);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    await openSocket();
    expect(requests.length).toBe(afterConnect + 1);
    expect(result.current.messages.map((shown) => shown.id)).toEqual([1, 2, 3]);

    // The same message again on the socket changes nothing.
    await act(async () => {
      FakeWebSocket.latest.receive({ type: 'chat_message', payload: message(3) });
    });
    expect(result.current.messages.map((shown) => shown.id)).toEqual([1, 2, 3]);
  });

  it('shows a sent message as pending until the server confirms it, once', async () => {
    const { result } = setup({ answers: { '/api/messages/2': [] } });
    await openSocket();
    let sent = false;
    act(() => {
      sent = result.current.send('  Is it safe with my blood pressure tablets?  ');
    });
    expect(sent).toBe(true);
    expect(FakeWebSocket.latest.sentOfType('chat_message')).toEqual([
      {
        type: 'chat_message',
        payload: {
          senderId: 1,
          receiverId: 2,
          content: 'Is it safe with my blood pressure tablets?',
          assessmentId: null,
        },
      },
    ]);
    expect(result.current.messages).toEqual([
      expect.objectContaining({
        isPending: true,
        self: true,
        content: 'Is it safe with my blood pressure tablets?',
      }),
    ]);
    expect(result.current.messages[0]?.id).toBeLessThan(0);

    const confirmed = message(70, {
      senderId: 1,
      receiverId: 2,
      content: 'Is it safe with my blood pressure tablets?',
      isRead: false,
      createdAt: at(800),
    });
    await act(async () => {
      FakeWebSocket.latest.receive({ type: 'chat-sent', payload: confirmed });
    });
    expect(result.current.messages).toEqual([{ ...confirmed, self: true }]);
  });

  it('returns false and shows nothing when sending while disconnected', async () => {
    const { result } = setup({ answers: { '/api/messages/2': [] } });
    await flush();
    expect(result.current.status).toBe('connecting');
    let sent = true;
    act(() => {
      sent = result.current.send('Hello');
    });
    expect(sent).toBe(false);
    expect(result.current.messages).toEqual([]);
  });

  it('refuses empty content and an assessment conversation without a receiver', async () => {
    const { result } = setup({
      target: { assessmentId: 50 },
      answers: { '/api/messages/assessment/50': [] },
    });
    await openSocket();
    act(() => {
      expect(result.current.send('   ')).toBe(false);
      expect(result.current.send('Hello')).toBe(false);
    });
    expect(FakeWebSocket.latest.sentOfType('chat_message')).toEqual([]);
  });

  it('sends assessment messages to the given receiver with the assessment id', async () => {
    const { result } = setup({
      target: { assessmentId: 50, receiverId: DOCTOR },
      answers: { '/api/messages/assessment/50': [] },
    });
    await openSocket();
    act(() => {
      expect(result.current.send('Hello')).toBe(true);
    });
    expect(FakeWebSocket.latest.sentOfType('chat_message')[0]?.payload).toEqual({
      senderId: 1,
      receiverId: DOCTOR,
      content: 'Hello',
      assessmentId: 50,
    });
  });

  it('keeps messages of other conversations out', async () => {
    const { result } = setup({ answers: { '/api/messages/2': [] } });
    await openSocket();
    await act(async () => {
      const socket = FakeWebSocket.latest;
      socket.receive({ type: 'chat', payload: message(5, { senderId: OTHER_DOCTOR }) });
      socket.receive({ type: 'chat', payload: message(6, { senderId: OTHER_DOCTOR, receiverId: null }) });
      socket.receive({ type: 'chat', payload: message(7, { senderId: 1, receiverId: OTHER_DOCTOR }) });
      socket.receive({ type: 'chat', payload: message(8, { receiverId: null }) });
    });
    expect(result.current.messages.map((shown) => shown.id)).toEqual([8]);
    expect(result.current.messages[0]?.broadcast).toBe(true);
  });

  it('sends read receipts for unread incoming messages on load and on arrival', async () => {
    const { result } = setup({
      answers: {
        '/api/messages/2': [
          message(1, { isRead: false }),
          message(2, { isRead: true }),
          message(3, { senderId: 1, receiverId: DOCTOR, isRead: false }),
        ],
      },
    });
    await openSocket();
    expect(FakeWebSocket.latest.sentOfType('read')).toEqual([
      { type: 'read', payload: { messageId: 1, userId: 1 } },
    ]);

    await act(async () => {
      FakeWebSocket.latest.receive({ type: 'chat', payload: message(4, { isRead: false }) });
    });
    expect(FakeWebSocket.latest.sentOfType('read').map((frame) => frame.payload)).toEqual([
      { messageId: 1, userId: 1 },
      { messageId: 4, userId: 1 },
    ]);

    await act(async () => {
      FakeWebSocket.latest.receive({
        type: 'read-receipt',
        payload: { messageId: 4, readerId: 1, readAt: at(5_000) },
      });
    });
    expect(result.current.messages.find((shown) => shown.id === 4)?.isRead).toBe(true);
  });

  it('sends a receipt again on request, and typing to the counterpart', async () => {
    const { result } = setup({ answers: { '/api/messages/2': [message(1, { isRead: false })] } });
    await openSocket();
    expect(FakeWebSocket.latest.sentOfType('read')).toHaveLength(1);
    act(() => result.current.markRead());
    expect(FakeWebSocket.latest.sentOfType('read')).toHaveLength(1);
    act(() => result.current.markRead(1));
    expect(FakeWebSocket.latest.sentOfType('read')).toHaveLength(2);
    act(() => {
      expect(result.current.sendTyping()).toBe(true);
    });
    expect(FakeWebSocket.latest.sentOfType('typing')).toEqual([
      { type: 'typing', payload: { senderId: 1, receiverId: DOCTOR } },
    ]);
  });

  it('refreshes the unread count on incoming messages and receipts', async () => {
    const { unreadFetches } = setup({ answers: { '/api/messages/2': [] }, withUnreadCount: true });
    await openSocket();
    const before = unreadFetches();
    await act(async () => {
      FakeWebSocket.latest.receive({ type: 'chat', payload: message(4) });
    });
    await flush();
    expect(unreadFetches()).toBeGreaterThan(before);
    const afterMessage = unreadFetches();
    await act(async () => {
      FakeWebSocket.latest.receive({ type: 'read', payload: { messageId: 4, readerId: 2, readAt: at(1) } });
    });
    await flush();
    expect(unreadFetches()).toBeGreaterThan(afterMessage);
  });

  it('shows the counterpart typing and clears it after 3 seconds', async () => {
    const { result } = setup({ answers: { '/api/messages/2': [] } });
    await openSocket();
    await act(async () => {
      FakeWebSocket.latest.receive({
        type: 'typing_indicator',
        payload: { senderId: OTHER_DOCTOR, receiverId: 1 },
      });
    });
    expect(result.current.typing).toBe(false);
    await act(async () => {
      FakeWebSocket.latest.receive({ type: 'typing', payload: { senderId: DOCTOR, receiverId: 1 } });
    });
    expect(result.current.typing).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_999);
    });
    expect(result.current.typing).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(result.current.typing).toBe(false);
  });

  it('knows whether the counterpart is online', async () => {
    const { result } = setup({ answers: { '/api/messages/2': [] } });
    await openSocket();
    expect(result.current.online).toBeUndefined();
    expect(FakeWebSocket.latest.sentOfType('presence_request')).toEqual([
      { type: 'presence_request', payload: { userIds: [DOCTOR] } },
    ]);
    await act(async () => {
      FakeWebSocket.latest.receive({ type: 'presence-update', payload: { userId: DOCTOR, online: true } });
    });
    expect(result.current.online).toBe(true);
  });
});
