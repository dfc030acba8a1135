import { MockApiProvider, type MockResponses } from '@telehealth/api';
import type { User } from '@telehealth/contract';
import { RealtimeClient, RealtimeProvider, type WebSocketLike } from '@telehealth/realtime';
import { ThemeProvider, Toaster } from '@telehealth/ui';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../router';

/** A WebSocket stand-in that plays the server: `open`, `receive` and `drop`, and records what was sent. */
export class FakeSocket implements WebSocketLike {
  static instances: FakeSocket[] = [];
  static get latest(): FakeSocket {
    const socket = FakeSocket.instances.at(-1);
    if (!socket) throw new Error('No socket was opened');
    return socket;
  }

  readyState = 0;
  readonly sent: Array<{ type: string; payload: Record<string, unknown> }> = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason?: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('InvalidStateError: socket is not open');
    this.sent.push(JSON.parse(data));
  }

  close(code = 1005, reason = ''): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }

  open(): void {
    act(() => {
      this.readyState = 1;
      this.onopen?.({});
    });
  }

  receive(type: string, payload: unknown): void {
    act(() => {
      this.onmessage?.({ data: JSON.stringify({ type, payload }) });
    });
  }

  /** The network drops the connection. */
  drop(): void {
    act(() => {
      this.readyState = 3;
      this.onclose?.({ code: 1006, reason: '' });
    });
  }

  sentOfType(type: string) {
    return this.sent.filter((frame) => frame.type === type);
  }
}

/** Renders the real route table at `path` as `user`, with canned API answers and a fake chat socket. */
export function renderChat(path: string, user: User, responses: MockResponses) {
  FakeSocket.instances = [];
  const client = new RealtimeClient({
    WebSocket: FakeSocket,
    baseUrl: 'http://localhost',
    // No jitter, so that reconnect timing is the same every run.
    random: () => 0,
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <ThemeProvider>
      <MockApiProvider responses={{ '/api/user': user, ...responses }}>
        <RealtimeProvider userId={user.id} client={client}>
          <RouterProvider router={router} />
        </RealtimeProvider>
        <Toaster />
      </MockApiProvider>
    </ThemeProvider>,
  );
  return { ...view, router, client };
}
