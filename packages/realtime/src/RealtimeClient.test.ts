import { normalizeEventType as contractNormalize, socketCloseCodes } from '@telehealth/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { normalizeEventType } from './index';
import { buildSocketUrl, type ConnectionStatus, RealtimeClient } from './RealtimeClient';
import { FakeWebSocket } from './test/FakeWebSocket';

const NOW = Date.parse('2026-03-01T10:00:00.000Z');
const message = {
  id: 11,
  senderId: 2,
  receiverId: 1,
  content: 'Your prescription is ready',
  assessmentId: null,
  isRead: false,
  createdAt: '2026-03-01T10:00:00.000Z',
};

function createClient(options: { random?: () => number } = {}) {
  return new RealtimeClient({
    WebSocket: FakeWebSocket,
    location: { protocol: 'https:', host: 'clinic.example' },
    random: options.random ?? (() => 0),
  });
}

function connected(userId = 1) {
  const client = createClient();
  client.connect(userId);
  FakeWebSocket.latest.open();
  return client;
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  FakeWebSocket.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('buildSocketUrl', () => {
  it('uses wss on https pages and ws on http pages, with userId and a timestamp', () => {
    expect(
      buildSocketUrl({ userId: 7, timestamp: 99, location: { protocol: 'https:', host: 'a.example' } }),
    ).toBe('wss://a.example/ws?userId=7&t=99');
    expect(
      buildSocketUrl({ userId: 7, timestamp: 99, location: { protocol: 'http:', host: 'localhost:5173' } }),
    ).toBe('ws://localhost:5173/ws?userId=7&t=99');
  });

  it('prefers an injected base URL', () => {
    expect(buildSocketUrl({ userId: 3, timestamp: 5, baseUrl: 'http://127.0.0.1:4000/' })).toBe(
      'ws://127.0.0.1:4000/ws?userId=3&t=5',
    );
    expect(buildSocketUrl({ userId: 3, timestamp: 5, baseUrl: 'wss://api.example' })).toBe(
      'wss://api.example/ws?userId=3&t=5',
    );
  });
});

describe('RealtimeClient connection states', () => {
  it('goes connecting, then connected on open, and pings with a timestamp', () => {
    const client = createClient();
    const seen: ConnectionStatus[] = [];
    client.subscribe((status) => seen.push(status));
    expect(client.status).toBe('disconnected');

    client.connect(1);
    expect(client.status).toBe('connecting');
    expect(FakeWebSocket.latest.url).toBe(`wss://clinic.example/ws?userId=1&t=${NOW}`);
    expect(FakeWebSocket.latest.sent).toEqual([]);

    FakeWebSocket.latest.open();
    expect(client.status).toBe('connected');
    expect(FakeWebSocket.latest.sent).toEqual([{ type: 'ping', payload: { timestamp: NOW } }]);
    expect(seen).toEqual(['connecting', 'connected']);
  });

  it('answers the server ping with pong', () => {
    connected();
    FakeWebSocket.latest.receive({ type: 'ping', payload: { timestamp: 1234 } });
    expect(FakeWebSocket.latest.sentOfType('pong')).toEqual([{ type: 'pong', payload: { timestamp: 1234 } }]);
  });

  it('gives up an attempt that has not opened after 7 seconds', () => {
    const client = createClient();
    client.connect(1);
    const attempt = FakeWebSocket.latest;
    vi.advanceTimersByTime(6999);
    expect(client.status).toBe('connecting');
    vi.advanceTimersByTime(1);
    expect(client.status).toBe('disconnected');
    expect(attempt.closedWith).toBeDefined();
    // The timeout is a failure like any other: a new attempt follows after the first backoff step.
    vi.advanceTimersByTime(1000);
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(client.status).toBe('connecting');
  });

  it('does not time out a connection that opened', () => {
    const client = connected();
    vi.advanceTimersByTime(60_000);
    expect(client.status).toBe('connected');
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('becomes disconnected on an error and reconnects once, not twice', () => {
    const client = connected();
    FakeWebSocket.latest.fail();
    expect(client.status).toBe('disconnected');
    vi.advanceTimersByTime(1000);
    expect(FakeWebSocket.instances).toHaveLength(2);
    FakeWebSocket.latest.open();
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });
});

describe('RealtimeClient reconnects', () => {
  it('waits 1, 2, 4, 8, 16 then 30 seconds, and stops after 10 attempts', () => {
    const client = connected();
    const failed = vi.fn();
    client.on('reconnect_failed', failed);
    FakeWebSocket.latest.serverClose(1006);

    const waits = [1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000, 30000, 30000];
    for (const [index, wait] of waits.entries()) {
      vi.advanceTimersByTime(wait - 1);
      expect(FakeWebSocket.instances).toHaveLength(index + 1);
      vi.advanceTimersByTime(1);
      expect(FakeWebSocket.instances).toHaveLength(index + 2);
      expect(client.reconnectAttempts).toBe(index + 1);
      FakeWebSocket.latest.serverClose(1006);
    }
    expect(failed).toHaveBeenCalledWith({ attempts: 10 });
    vi.advanceTimersByTime(10 * 60_000);
    expect(FakeWebSocket.instances).toHaveLength(11);
    expect(client.status).toBe('disconnected');
  });

  it('counts attempts per outage: an open resets them', () => {
    const client = connected();
    FakeWebSocket.latest.serverClose(1006);
    vi.advanceTimersByTime(1000);
    FakeWebSocket.latest.serverClose(1006);
    vi.advanceTimersByTime(2000);
    FakeWebSocket.latest.open();
    expect(client.reconnectAttempts).toBe(0);
    FakeWebSocket.latest.serverClose(1006);
    vi.advanceTimersByTime(999);
    expect(FakeWebSocket.instances).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(4);
  });

  it('does not reconnect after a normal close, and the close resets the attempt count', () => {
    const client = createClient();
    client.connect(1);
    FakeWebSocket.latest.serverClose(1006);
    vi.advanceTimersByTime(1000);
    FakeWebSocket.latest.serverClose(1006);
    vi.advanceTimersByTime(2000);
    expect(client.reconnectAttempts).toBe(2);

    FakeWebSocket.latest.serverClose(1000);
    expect(client.reconnectAttempts).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(3);

    // A later outage starts again from the first backoff step.
    client.connect(1);
    FakeWebSocket.latest.serverClose(1006);
    vi.advanceTimersByTime(1000);
    expect(FakeWebSocket.instances).toHaveLength(5);
  });

  it('reconnects after an instance restarts (1012), as after any drop', () => {
    const client = connected();
    FakeWebSocket.latest.serverClose(socketCloseCodes.serviceRestart);
    expect(client.status).toBe('disconnected');
    vi.advanceTimersByTime(999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    FakeWebSocket.latest.open();
    expect(client.status).toBe('connected');
  });

  it('never reconnects without a user', () => {
    const client = connected();
    const socket = FakeWebSocket.latest;
    client.disconnect();
    expect(socket.closedWith).toBe(1000);
    expect(client.userId).toBeNull();
    socket.serverClose(1006);
    vi.advanceTimersByTime(10 * 60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(client.status).toBe('disconnected');
  });

  it('cancels a scheduled reconnect on disconnect', () => {
    const client = connected();
    FakeWebSocket.latest.serverClose(1006);
    client.disconnect();
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('emits reconnected after a drop, not on the first connect', () => {
    const client = createClient();
    const reconnected = vi.fn();
    client.on('reconnected', reconnected);
    client.connect(1);
    FakeWebSocket.latest.open();
    expect(reconnected).not.toHaveBeenCalled();

    FakeWebSocket.latest.serverClose(1011);
    vi.advanceTimersByTime(1000);
    FakeWebSocket.latest.open();
    expect(reconnected).toHaveBeenCalledTimes(1);
    expect(reconnected).toHaveBeenCalledWith({ attempt: 1 });
    expect(FakeWebSocket.latest.sentOfType('ping')).toHaveLength(1);
  });
});

describe('RealtimeClient users', () => {
  it('closes the old socket when the user changes, and ignores its late events', () => {
    const client = connected(1);
    const old = FakeWebSocket.latest;
    const onMessage = vi.fn();
    client.on('message', onMessage);

    client.connect(2);
    expect(old.closedWith).toBe(1000);
    expect(FakeWebSocket.latest.url).toContain('userId=2');
    FakeWebSocket.latest.open();
    old.receive({ type: 'chat', payload: message });
    old.serverClose(1006);
    expect(onMessage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('does nothing when asked to connect the same user again', () => {
    const client = connected(1);
    client.connect(1);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(client.status).toBe('connected');
  });

  it('refuses a connection on which the server welcomes another user', () => {
    const client = connected(1);
    const socket = FakeWebSocket.latest;
    const onError = vi.fn();
    const onMessage = vi.fn();
    client.on('error', onError);
    client.on('message', onMessage);

    socket.receive({ type: 'welcome', payload: { userId: 9, serverTime: '2026-03-01T10:00:00.000Z' } });
    expect(socket.closedWith).toBe(1000);
    expect(client.status).toBe('disconnected');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ errorType: 'user_mismatch' }));
    socket.receive({ type: 'chat', payload: message });
    expect(onMessage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('accepts a welcome for its own user', () => {
    const client = connected(1);
    const onWelcome = vi.fn();
    client.on('welcome', onWelcome);
    FakeWebSocket.latest.receive({ type: 'welcome', payload: { userId: 1, serverTime: 'now' } });
    expect(onWelcome).toHaveBeenCalledWith({ userId: 1, serverTime: 'now' });
    expect(client.status).toBe('connected');
  });

  it('refuses an invalid user id', () => {
    expect(() => createClient().connect(0)).toThrow(TypeError);
  });
});

describe('RealtimeClient events', () => {
  it('re-exports the contract normalisation', () => {
    expect(normalizeEventType).toBe(contractNormalize);
    expect(normalizeEventType('read-receipt')).toBe('read_receipt');
  });

  it('delivers every spelling of a type to one handler', () => {
    const client = connected();
    const onMessage = vi.fn();
    const onRead = vi.fn();
    const onTyping = vi.fn();
    client.on('message', onMessage);
    client.on('read', onRead);
    client.on('typing', onTyping);
    const socket = FakeWebSocket.latest;

    for (const type of ['chat', 'chat_message', 'chat-sent']) socket.receive({ type, payload: message });
    const receipt = { messageId: 11, readerId: 2, readAt: '2026-03-01T10:01:00.000Z' };
    for (const type of ['read-receipt', 'read_receipt', 'read']) socket.receive({ type, payload: receipt });
    for (const type of ['typing', 'typing_indicator']) {
      socket.receive({ type, payload: { senderId: 2, receiverId: 1 } });
    }

    expect(onMessage).toHaveBeenCalledTimes(3);
    expect(onMessage).toHaveBeenCalledWith(message);
    expect(onRead).toHaveBeenCalledTimes(3);
    expect(onRead).toHaveBeenCalledWith(receipt);
    expect(onTyping).toHaveBeenCalledTimes(2);
  });

  it('ignores malformed and incomplete frames silently', () => {
    const client = connected();
    const onMessage = vi.fn();
    client.on('message', onMessage);
    const socket = FakeWebSocket.latest;
    expect(() => {
      socket.receive('{not json');
      socket.receive({ type: 'chat' });
      socket.receive({ type: 'chat', payload: { id: 1 } });
      socket.receive({ payload: message });
      socket.receive({ type: 'unheard-of', payload: {} });
      socket.onmessage?.({ data: new Uint8Array([1, 2]) });
    }).not.toThrow();
    expect(onMessage).not.toHaveBeenCalled();
    expect(client.status).toBe('connected');
  });

  it('keeps delivering when one handler throws', () => {
    const client = connected();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    client.on('message', () => {
      throw new Error('faulty subscriber');
    });
    client.on('message', after);
    FakeWebSocket.latest.receive({ type: 'chat', payload: message });
    expect(after).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('stops calling a handler after unsubscribe', () => {
    const client = connected();
    const handler = vi.fn();
    const off = client.on('message', handler);
    off();
    FakeWebSocket.latest.receive({ type: 'chat', payload: message });
    expect(handler).not.toHaveBeenCalled();
  });

  it('remembers presence updates', () => {
    const client = connected();
    expect(client.getPresence(2)).toBeUndefined();
    FakeWebSocket.latest.receive({ type: 'presence-update', payload: { userId: 2, online: true } });
    expect(client.getPresence(2)).toBe(true);
    client.disconnect();
    expect(client.getPresence(2)).toBeUndefined();
  });
});

describe('RealtimeClient sending', () => {
  const input = { senderId: 1, receiverId: 2, content: 'Thank you', assessmentId: null };

  it('returns false and queues nothing when not connected', () => {
    const client = createClient();
    expect(client.sendChatMessage(input)).toBe(false);
    client.connect(1);
    expect(client.sendChatMessage(input)).toBe(false);
    expect(client.sendRead(11, 1)).toBe(false);
    expect(client.sendTyping(1, 2)).toBe(false);
    FakeWebSocket.latest.open();
    expect(FakeWebSocket.latest.sent).toEqual([{ type: 'ping', payload: { timestamp: NOW } }]);
  });

  it('sends the three client events when connected', () => {
    const client = connected();
    expect(client.sendChatMessage({ ...input, content: '  Thank you  ' })).toBe(true);
    expect(client.sendRead(11, 1)).toBe(true);
    expect(client.sendTyping(1, 2)).toBe(true);
    expect(FakeWebSocket.latest.sent.slice(1)).toEqual([
      {
        type: 'chat_message',
        payload: { senderId: 1, receiverId: 2, content: 'Thank you', assessmentId: null },
      },
      { type: 'read', payload: { messageId: 11, userId: 1 } },
      { type: 'typing', payload: { senderId: 1, receiverId: 2 } },
    ]);
  });

  it('refuses input the contract refuses', () => {
    const client = connected();
    expect(client.sendChatMessage({ ...input, content: '   ' })).toBe(false);
    expect(client.sendChatMessage({ ...input, content: 'x'.repeat(5001) })).toBe(false);
    expect(client.sendRead(-1, 1)).toBe(false);
    expect(FakeWebSocket.latest.sent).toHaveLength(1);
  });

  it('returns false after a drop', () => {
    const client = connected();
    FakeWebSocket.latest.serverClose(1006);
    expect(client.sendChatMessage(input)).toBe(false);
  });
});
