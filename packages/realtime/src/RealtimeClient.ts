import {
  type ChatMessageInput,
  type ClientEventType,
  type ConsultationClientFrameType,
  chatLimits,
  clientPayloads,
  consultationClientPayloads,
  signallingLimits,
  socketPath,
} from '@telehealth/contract';
import { parseServerFrame, type RealtimeEventMap, type RealtimeEventType } from './events';
import { reconnectDelay, socketLimits } from './reconnect';

/** The socket connection states (docs/product/messaging.md, The connection). */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected';

// Handlers typed as methods are checked bivariantly, so the DOM `WebSocket` and `ws` both fit.
type SocketHandler<E> = { bivarianceHack(event: E): void }['bivarianceHack'];

/** The part of the WebSocket API the client uses: the browser's `WebSocket`, `ws` in Node, or a test fake. */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: SocketHandler<unknown> | null;
  onmessage: SocketHandler<{ data: unknown }> | null;
  onclose: SocketHandler<{ code: number; reason?: string }> | null;
  onerror: SocketHandler<unknown> | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
export type WebSocketConstructor = new (url: string) => WebSocketLike;

/** Where the page is: enough to build a same-origin socket URL. */
export type SocketLocation = Pick<Location, 'protocol' | 'host'>;

export interface RealtimeClientOptions {
  /** Defaults to the global `WebSocket`. Tests pass a fake; Node passes `ws`. */
  WebSocket?: WebSocketConstructor;
  /** Origin of the socket server (http, https, ws or wss). Defaults to the page's own origin. */
  baseUrl?: string;
  /** Defaults to `globalThis.location`. */
  location?: SocketLocation;
  /** The jitter source of `reconnectDelay`. */
  random?: () => number;
  /** The clock for the `t` parameter, pings and the pending messages' times. */
  now?: () => number;
}

const NORMAL_CLOSURE = 1000;
const OPEN = 1;

/** Builds `ws(s)://host/ws?userId=<id>&t=<timestamp>` from a base URL or the page location. */
export function buildSocketUrl(options: {
  userId: number;
  timestamp: number;
  baseUrl?: string | undefined;
  location?: SocketLocation | undefined;
}): string {
  const { location } = options;
  const base = options.baseUrl ?? (location ? `${location.protocol}//${location.host}` : undefined);
  if (!base) throw new Error('RealtimeClient needs a baseUrl outside the browser');
  const url = new URL(socketPath, base);
  if (url.protocol === 'https:') url.protocol = 'wss:';
  else if (url.protocol === 'http:') url.protocol = 'ws:';
  url.searchParams.set('userId', String(options.userId));
  url.searchParams.set('t', String(options.timestamp));
  return url.toString();
}

/** Why a consultation frame did not leave: the socket is down, or the contract refused it (with its message). */
export type ConsultationSendResult =
  | { ok: true }
  | { ok: false; reason: 'disconnected' }
  | { ok: false; reason: 'invalid'; message: string; field?: string | undefined };

type Listener<K extends RealtimeEventType> = (payload: RealtimeEventMap[K]) => void;
type ListenerTable = { [K in RealtimeEventType]: Set<Listener<K>> };

/**
 * The `/ws` socket of one signed-in user: connects, answers pings, reconnects with backoff after
 * a drop, and turns incoming frames into typed events. Framework-free; React uses it through
 * `RealtimeProvider`.
 *
 * Attempts are counted per outage: a successful open or a normal close (1000) resets them, so a
 * long session survives any number of separate drops, while one outage stops after 10 attempts.
 */
export class RealtimeClient {
  private readonly WebSocketImpl: WebSocketConstructor | undefined;
  private readonly baseUrl: string | undefined;
  private readonly location: SocketLocation | undefined;
  private readonly random: () => number;
  private readonly now: () => number;

  private socket: WebSocketLike | null = null;
  private currentUserId: number | null = null;
  private currentStatus: ConnectionStatus = 'disconnected';
  private attempts = 0;
  /** True once a connection attempt for the current user closed or failed, until the next open. */
  private dropped = false;
  private connectTimer: ReturnType<typeof setTimeout> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly statusListeners = new Set<(status: ConnectionStatus) => void>();
  private readonly listeners: ListenerTable = {
    message: new Set(),
    read: new Set(),
    typing: new Set(),
    presence: new Set(),
    presence_request: new Set(),
    welcome: new Set(),
    pong: new Set(),
    error: new Set(),
    reconnected: new Set(),
    reconnect_failed: new Set(),
    consultation: new Set(),
  };
  private readonly presence = new Map<number, boolean>();

  constructor(options: RealtimeClientOptions = {}) {
    // Not cast: the DOM's WebSocket must fit WebSocketLike as it is.
    this.WebSocketImpl = options.WebSocket ?? (typeof WebSocket === 'undefined' ? undefined : WebSocket);
    this.baseUrl = options.baseUrl;
    this.location = options.location ?? (globalThis.location as SocketLocation | undefined);
    this.random = options.random ?? Math.random;
    this.now = options.now ?? Date.now;
  }

  /** The connection state. */
  get status(): ConnectionStatus {
    return this.currentStatus;
  }

  /** Same as `status`, as a function for `useSyncExternalStore`. */
  getStatus = (): ConnectionStatus => this.currentStatus;

  /** The user the client connects for, or null after `disconnect()`. */
  get userId(): number | null {
    return this.currentUserId;
  }

  /** Reconnect attempts made since the last open or normal close. */
  get reconnectAttempts(): number {
    return this.attempts;
  }

  get isConnected(): boolean {
    return this.currentStatus === 'connected';
  }

  /** Calls `listener` on every status change; returns the unsubscribe function. */
  subscribe = (listener: (status: ConnectionStatus) => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => {
      this.statusListeners.delete(listener);
    };
  };

  /** Calls `handler` for every event of `type`; returns the unsubscribe function. */
  on<K extends RealtimeEventType>(type: K, handler: (payload: RealtimeEventMap[K]) => void): () => void {
    const set = this.listeners[type] as Set<Listener<K>>;
    set.add(handler);
    return () => {
      set.delete(handler);
    };
  }

  /**
   * Connects for `userId`. Connecting for another user first closes the old socket, so that
   * nothing of one account reaches the other. Calling it again for the same user while connected,
   * connecting or waiting to reconnect does nothing; after the client gave up it starts afresh.
   */
  connect(userId: number): void {
    if (!Number.isInteger(userId) || userId <= 0) throw new TypeError('userId must be a positive integer');
    if (userId === this.currentUserId && (this.socket || this.reconnectTimer !== undefined)) return;
    if (userId !== this.currentUserId) {
      this.teardown();
      this.presence.clear();
      this.dropped = false;
    }
    this.currentUserId = userId;
    this.attempts = 0;
    this.clearReconnectTimer();
    this.open();
  }

  /** Closes normally (1000) and forgets the user, so no reconnect follows (sign-out, unmount). */
  disconnect(): void {
    this.currentUserId = null;
    this.attempts = 0;
    this.dropped = false;
    this.clearReconnectTimer();
    this.teardown();
    this.presence.clear();
    this.setStatus('disconnected');
  }

  /** Sends a chat message; false (nothing queued) when not connected or when the input is invalid. */
  sendChatMessage(input: ChatMessageInput): boolean {
    return this.send('chat_message', input);
  }

  /** Tells the server that `userId` read `messageId`; false when not connected. */
  sendRead(messageId: number, userId: number): boolean {
    return this.send('read', { messageId, userId });
  }

  /** Tells `receiverId` that `senderId` is typing; false when not connected. */
  sendTyping(senderId: number, receiverId: number): boolean {
    return this.send('typing', { senderId, receiverId });
  }

  /** Asks the server for the presence of these users; answers arrive as 'presence' events. */
  requestPresence(userIds: readonly number[]): boolean {
    return this.send('presence_request', { userIds: [...userIds] });
  }

  /** Whether a user is online as far as the client has heard; undefined when unknown. */
  getPresence(userId: number): boolean | undefined {
    return this.presence.get(userId);
  }

  /**
   * Sends one client event after checking its payload against the contract. Nothing is queued:
   * a message that cannot go now returns false and stays with the caller.
   */
  send<K extends ClientEventType>(type: K, payload: unknown): boolean {
    if (!this.canSend()) return false;
    const parsed = clientPayloads[type].safeParse(payload);
    if (!parsed.success) return false;
    return this.sendFrame(type, parsed.data, chatLimits.maxFrameBytes);
  }

  /**
   * Sends one consultation signalling frame after checking it against the contract's schema
   * (docs/product/consultations.md, Signalling). A refused frame never leaves: the result carries the
   * schema's message (an SDP over 64 KiB: 'The session description is larger than 64 KiB and was refused.').
   * Nothing is queued; the payload is never logged.
   */
  sendConsultation<K extends ConsultationClientFrameType>(type: K, payload: unknown): ConsultationSendResult {
    const parsed = consultationClientPayloads[type].safeParse(payload);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return {
        ok: false,
        reason: 'invalid',
        message: issue?.message ?? 'Invalid frame',
        field: issue?.path.length ? issue.path.join('.') : undefined,
      };
    }
    if (!this.canSend()) return { ok: false, reason: 'disconnected' };
    return this.sendFrame(type, parsed.data, signallingLimits.maxFrameBytes)
      ? { ok: true }
      : { ok: false, reason: 'disconnected' };
  }

  private canSend(): boolean {
    const socket = this.socket;
    return socket !== null && this.currentStatus === 'connected' && socket.readyState === OPEN;
  }

  private sendFrame(type: string, payload: unknown, maxBytes: number): boolean {
    const socket = this.socket;
    if (!socket) return false;
    const frame = JSON.stringify({ type, payload });
    // The server closes the socket on oversized frames (1009); refusing here keeps the connection.
    if (new TextEncoder().encode(frame).length > maxBytes) return false;
    try {
      socket.send(frame);
      return true;
    } catch {
      return false;
    }
  }

  private open(): void {
    const userId = this.currentUserId;
    if (userId === null) return;
    const WebSocketImpl = this.WebSocketImpl;
    if (!WebSocketImpl) throw new Error('No WebSocket implementation: pass one as options.WebSocket');
    const url = buildSocketUrl({
      userId,
      timestamp: this.now(),
      baseUrl: this.baseUrl,
      location: this.location,
    });
    this.setStatus('connecting');
    let socket: WebSocketLike;
    try {
      socket = new WebSocketImpl(url);
    } catch {
      this.handleDrop(false);
      return;
    }
    this.socket = socket;
    this.connectTimer = setTimeout(() => {
      if (this.socket !== socket || this.currentStatus !== 'connecting') return;
      this.teardown();
      this.handleDrop(false);
    }, socketLimits.connectTimeoutMs);

    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.clearConnectTimer();
      const attempt = this.attempts;
      const wasDropped = this.dropped;
      this.attempts = 0;
      this.dropped = false;
      this.setStatus('connected');
      this.send('ping', { timestamp: this.now() });
      if (wasDropped) this.emit('reconnected', { attempt });
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      this.receive(event.data);
    };
    socket.onerror = () => {
      if (this.socket !== socket) return;
      // Browsers follow an error with a close; tearing down now makes this one drop, not two.
      this.teardown();
      this.handleDrop(false);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.detach(socket);
      this.socket = null;
      this.clearConnectTimer();
      this.handleDrop(event.code === NORMAL_CLOSURE);
    };
  }

  private receive(data: unknown): void {
    const incoming = parseServerFrame(data);
    if (!incoming) return;
    switch (incoming.event) {
      case 'ping':
        this.send('pong', { timestamp: incoming.payload.timestamp });
        return;
      case 'welcome':
        if (incoming.payload.userId !== this.currentUserId) {
          // The session cookie belongs to someone else (another tab signed in as another account):
          // nothing this socket carries may be shown to the user of this page.
          this.refuseConnection();
          return;
        }
        break;
      case 'presence':
        this.presence.set(incoming.payload.userId, incoming.payload.online);
        break;
    }
    this.emit(incoming.event, incoming.payload as never);
  }

  private refuseConnection(): void {
    this.attempts = 0;
    this.dropped = false;
    this.clearReconnectTimer();
    this.teardown();
    this.presence.clear();
    this.setStatus('disconnected');
    this.emit('error', {
      message: 'The server authenticated another user; the connection was closed.',
      errorType: 'user_mismatch',
    });
  }

  private handleDrop(normal: boolean): void {
    // Whatever was sent while the socket was down must be fetched once it is back.
    this.dropped = true;
    this.setStatus('disconnected');
    if (normal) {
      this.attempts = 0;
      return;
    }
    if (this.currentUserId === null) return;
    if (this.attempts >= socketLimits.maxReconnectAttempts) {
      this.emit('reconnect_failed', { attempts: this.attempts });
      return;
    }
    this.attempts += 1;
    this.reconnectTimer = setTimeout(
      () => {
        this.reconnectTimer = undefined;
        this.open();
      },
      reconnectDelay(this.attempts, this.random),
    );
  }

  /** Closes the current socket, if any, without letting its late events reach the client. */
  private teardown(): void {
    this.clearConnectTimer();
    const socket = this.socket;
    if (!socket) return;
    this.socket = null;
    this.detach(socket);
    try {
      socket.close(NORMAL_CLOSURE);
    } catch {
      // Closing a socket that never opened may throw in some implementations; it is gone either way.
    }
  }

  private detach(socket: WebSocketLike): void {
    socket.onopen = null;
    socket.onmessage = null;
    socket.onerror = null;
    socket.onclose = null;
  }

  private clearConnectTimer(): void {
    if (this.connectTimer !== undefined) clearTimeout(this.connectTimer);
    this.connectTimer = undefined;
  }

  private clearReconnectTimer(): void {
    if (this.reconnectTimer !== undefined) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
  }

  private setStatus(status: ConnectionStatus): void {
    if (status === this.currentStatus) return;
    this.currentStatus = status;
    for (const listener of [...this.statusListeners]) listener(status);
  }

  private emit<K extends RealtimeEventType>(type: K, payload: RealtimeEventMap[K]): void {
    for (const handler of [...(this.listeners[type] as Set<Listener<K>>)]) {
      try {
        handler(payload);
      } catch (error) {
        // One faulty subscriber must not stop the others or the socket.
        console.error(error);
      }
    }
  }
}
