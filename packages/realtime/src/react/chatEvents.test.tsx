import { MockApiProvider, type MockResponses } from '@telehealth/api';
import { type ChatMessage, routes } from '@telehealth/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { RealtimeClient } from '../RealtimeClient';
import { FakeWebSocket } from '../test/FakeWebSocket';
import { RealtimeProvider } from './RealtimeProvider';
import { broadcastMessages, useBroadcast } from './useBroadcast';
import { useLiveConversations } from './useLiveConversations';
import { useLiveUnreadCount } from './useUnreadCount';

const ADMIN = 1;

function message(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 10,
    senderId: 2,
    receiverId: ADMIN,
    content: 'Hello',
    assessmentId: null,
    isRead: false,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

function setup() {
  const fetches = { unread: 0, conversations: 0 };
  const responses: MockResponses = {
    [routes.unreadCount.path]: () => {
      fetches.unread += 1;
      return { count: fetches.unread };
    },
    [routes.conversations.path]: () => {
      fetches.conversations += 1;
      return [];
    },
  };
  const client = new RealtimeClient({
    WebSocket: FakeWebSocket,
    location: { protocol: 'https:', host: 'clinic.example' },
    random: () => 0,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockApiProvider responses={responses}>
      <RealtimeProvider userId={ADMIN} client={client}>
        {children}
      </RealtimeProvider>
    </MockApiProvider>
  );
  return { client, fetches, wrapper };
}

function open() {
  act(() => FakeWebSocket.latest.open());
}

beforeEach(() => {
  FakeWebSocket.reset();
});

describe('refresh on chat events', () => {
  it('refetches the unread count and the conversation list when a message or a read receipt arrives', async () => {
    const { fetches, wrapper } = setup();
    const { result } = renderHook(() => ({ unread: useLiveUnreadCount(), list: useLiveConversations() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.unread.count).toBe(1));
    await waitFor(() => expect(fetches.conversations).toBe(1));
    open();
    act(() => FakeWebSocket.latest.receive({ type: 'chat_message', payload: message() }));
    await waitFor(() => expect(result.current.unread.count).toBe(2));
    await waitFor(() => expect(fetches.conversations).toBe(2));
    act(() =>
      FakeWebSocket.latest.receive({
        type: 'read_receipt',
        payload: { messageId: 10, readerId: 2, readAt: '2026-03-01T10:01:00.000Z' },
      }),
    );
    await waitFor(() => expect(fetches.conversations).toBe(3));
    expect(fetches.unread).toBe(3);
  });
});

describe('useBroadcast', () => {
  it('says sending, then sent once the server echoes the broadcast', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useBroadcast(ADMIN), { wrapper });
    expect(result.current.send('Clinic closed Friday')).toBe(false);
    expect(result.current.outcome).toBe('');
    open();
    let sent = false;
    act(() => {
      sent = result.current.send('Clinic closed Friday');
    });
    expect(sent).toBe(true);
    expect(result.current.outcome).toBe(broadcastMessages.sending);
    expect(FakeWebSocket.latest.sentOfType('chat_message')[0]?.payload).toMatchObject({
      senderId: ADMIN,
      receiverId: null,
      content: 'Clinic closed Friday',
    });
    // Someone else's broadcast is not the echo.
    act(() =>
      FakeWebSocket.latest.receive({
        type: 'chat_message',
        payload: message({ senderId: 5, receiverId: null, content: 'Clinic closed Friday' }),
      }),
    );
    expect(result.current.outcome).toBe(broadcastMessages.sending);
    act(() =>
      FakeWebSocket.latest.receive({
        type: 'chat_message',
        payload: message({ senderId: ADMIN, receiverId: null, content: 'Clinic closed Friday' }),
      }),
    );
    expect(result.current.outcome).toBe(broadcastMessages.sent);
  });

  it('says why when the server answers an error instead', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useBroadcast(ADMIN), { wrapper });
    open();
    act(() => {
      result.current.send('Hello all');
    });
    act(() =>
      FakeWebSocket.latest.receive({
        type: 'error',
        payload: { message: 'Only practitioners and administrators can broadcast' },
      }),
    );
    expect(result.current.outcome).toBe(
      `${broadcastMessages.notSentPrefix}Only practitioners and administrators can broadcast`,
    );
  });
});
