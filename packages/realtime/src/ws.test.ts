// @vitest-environment node
// Against a real `ws` server (hoisted from apps/server), to show the client runs in Node with `ws`.

import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket, { type AddressInfo, WebSocketServer } from 'ws';
import type { RealtimeEventMap } from './events';
import { RealtimeClient } from './RealtimeClient';

let server: WebSocketServer | undefined;
let client: RealtimeClient | undefined;

afterEach(async () => {
  client?.disconnect();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
});

function nextEvent<K extends keyof RealtimeEventMap>(target: RealtimeClient, type: K) {
  return new Promise<RealtimeEventMap[K]>((resolve) => {
    const off = target.on(type, (payload) => {
      off();
      resolve(payload);
    });
  });
}

describe('RealtimeClient with ws in Node', () => {
  it('connects, pings, answers pings, receives chat and reconnects after the server drops it', async () => {
    server = new WebSocketServer({ port: 0 });
    const port = (server.address() as AddressInfo).port;
    const urls: string[] = [];
    const received: Array<{ type: string; payload: unknown }> = [];
    server.on('connection', (socket, request) => {
      urls.push(request.url ?? '');
      socket.on('message', (data) => received.push(JSON.parse(String(data))));
      socket.send(
        JSON.stringify({ type: 'welcome', payload: { userId: 3, serverTime: new Date().toISOString() } }),
      );
      socket.send(JSON.stringify({ type: 'ping', payload: { timestamp: 42 } }));
      socket.send(
        JSON.stringify({
          type: 'chat-message',
          payload: {
            id: urls.length,
            senderId: 8,
            receiverId: 3,
            content: 'Hello from the clinic',
            assessmentId: null,
            isRead: false,
            createdAt: new Date().toISOString(),
          },
        }),
      );
    });

    client = new RealtimeClient({ WebSocket, baseUrl: `http://127.0.0.1:${port}`, random: () => 0 });
    const firstMessage = nextEvent(client, 'message');
    client.connect(3);
    expect((await firstMessage).content).toBe('Hello from the clinic');
    expect(client.status).toBe('connected');
    expect(urls[0]).toMatch(/^\/ws\?userId=3&t=\d+$/);
    await vi.waitFor(() => expect(received.map((frame) => frame.type)).toEqual(['ping', 'pong']));
    expect(received[1]?.payload).toEqual({ timestamp: 42 });

    const reconnected = nextEvent(client, 'reconnected');
    for (const socket of server.clients) socket.terminate();
    await reconnected;
    expect(urls).toHaveLength(2);
    expect(client.sendChatMessage({ senderId: 3, receiverId: 8, content: 'Thanks' })).toBe(true);
    await vi.waitFor(() =>
      expect(received.at(-1)).toEqual({
        type: 'chat_message',
        payload: { senderId: 3, receiverId: 8, content: 'Thanks', assessmentId: null },
      }),
    );
  });
});
