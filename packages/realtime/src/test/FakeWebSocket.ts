import type { WebSocketLike } from '../RealtimeClient';

type Handler<E> = ((event: E) => void) | null;

/**
 * A WebSocket stand-in for tests: records every instance and every frame sent, and lets the test
 * play the server (`open`, `receive`, `serverClose`, `fail`). Call `FakeWebSocket.reset()` between tests.
 */
export class FakeWebSocket implements WebSocketLike {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;

  /** Every socket constructed since the last reset, oldest first. */
  static instances: FakeWebSocket[] = [];

  static reset(): void {
    FakeWebSocket.instances = [];
  }

  /** The most recent socket. */
  static get latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('No FakeWebSocket was constructed');
    return socket;
  }

  readonly url: string;
  readyState = FakeWebSocket.CONNECTING;
  /** Frames the client sent, as parsed JSON. */
  readonly sent: unknown[] = [];
  /** The code the client closed with, if it closed the socket. */
  closedWith: number | undefined;

  onopen: Handler<unknown> = null;
  onmessage: Handler<{ data: unknown }> = null;
  onclose: Handler<{ code: number; reason?: string }> = null;
  onerror: Handler<unknown> = null;

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.instances.push(this);
  }

  send(data: string): void {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error('InvalidStateError: socket is not open');
    this.sent.push(JSON.parse(data));
  }

  /** Closed by the client: the close event follows, as in a browser. */
  close(code = 1005, reason = ''): void {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.closedWith = code;
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.({ code, reason });
  }

  /** The server accepts the connection. */
  open(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.({});
  }

  /** The server sends a frame: an object is sent as JSON, a string as it is. */
  receive(frame: unknown): void {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }

  /** The server (or the network) closes the connection with `code`. */
  serverClose(code = 1006, reason = ''): void {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.({ code, reason });
  }

  /** A transport error, followed by a close as browsers do. */
  fail(): void {
    this.onerror?.({});
    this.serverClose(1006);
  }

  /** Sent frames of one type, as `{ type, payload }`. */
  sentOfType(type: string): Array<{ type: string; payload: unknown }> {
    return (this.sent as Array<{ type: string; payload: unknown }>).filter((frame) => frame.type === type);
  }
}
