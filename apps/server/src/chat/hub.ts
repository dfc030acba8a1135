import type { ChatMessage } from '@telehealth/contract';
import { socketCloseCodes, socketCloseReasons } from '@telehealth/contract';
import type { FastifyBaseLogger } from 'fastify';
import WebSocket from 'ws';
import type { BusEvent, BusEventInput, EventBus } from '../bus';
import type { Db } from '../db/client';
import { PRESENCE_MISSED_BEATS, PresenceRows } from './presence';
import { type ChatUser, isPatient, type Relations } from './relations';
import { findMessage } from './store';

export interface Connection {
  readonly socket: WebSocket;
  readonly user: ChatUser;
  readonly sessionId: number;
  /** Set the moment its session ends (bus `session-ended`): nothing it sends afterwards is handled. */
  ended: boolean;
  /** Cleared at each heartbeat, set again by the client's pong. */
  alive: boolean;
  /** Frames received and not yet handled. */
  pending: number;
  /** When this socket last forwarded `typing` to each receiver (Date.now()). */
  typingSentAt: Map<number, number>;
  queue: Promise<void>;
}

/** A socket that has this much unsent data is not reading: it is dropped rather than buffered forever. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** Before the migrations have run (a first start), the presence heartbeat tries again this soon. */
const UNMIGRATED_RETRY_MS = 1_000;
/** How long shutdown waits for clients to answer the close frame before cutting them off. */
const CLOSE_GRACE_MS = 2_000;

/** The JSON text of an envelope, built once and sent to every socket concerned. */
export function envelope(type: string, payload: unknown): string {
  return JSON.stringify({ type, payload });
}

/**
 * An envelope as UTF-8 bytes, for what goes to several sockets: each socket then sends these bytes as they
 * are, rather than encoding the text again.
 */
export function encodedEnvelope(type: string, payload: unknown): Buffer {
  return Buffer.from(envelope(type, payload));
}

/** Frames of bytes are still text frames (every envelope is JSON text). */
const TEXT_FRAME = { binary: false } as const;

export interface HubOptions {
  bus: EventBus;
  relations: Relations;
  db: Db;
  log: FastifyBaseLogger;
  /** Server ping frames and session checks at this interval. */
  heartbeatMs: number;
  /**
   * This process renews its presence row at this interval and reads every other process's users back; a process
   * that misses PRESENCE_MISSED_BEATS of them is taken as gone.
   */
  presenceHeartbeatMs: number;
  /** Session ids among those given that are still valid. */
  validSessions: (ids: number[]) => Promise<Set<number>>;
  /** Called on every heartbeat with the users connected here (the rate limiter prunes itself, links reload). */
  onHeartbeat?: (localUserIds: number[]) => void;
}

/**
 * The sockets of this process, keyed by user id, and who is online on the other processes.
 *
 * Presence lives in the database (PresenceRows): a row per user with a socket here, under this process's
 * instance row, renewed every presence heartbeat. The bus pushes each change at once (`presence`, `bye`), and each
 * heartbeat reads every other live instance's rows back, so a lost event is corrected within one heartbeat and an
 * instance that died without a word drops out once its row lapses.
 *
 * Bus events (from this process or another) are handled one at a time, in order, and delivered to local
 * sockets only.
 */
export class ChatHub {
  private readonly local = new Map<number, Set<Connection>>();
  /** Users online on other processes: user id → process ids. */
  private readonly remote = new Map<number, Set<string>>();
  /** The users of each other process, as far as this one knows. */
  private readonly instances = new Map<string, Set<number>>();
  private readonly presence: PresenceRows;
  /** This process's presence writes, one at a time, each row written before its change is announced. */
  private writes: Promise<unknown> = Promise.resolve();
  /** Set when a presence write failed: the next heartbeat rewrites all of this process's rows. */
  private rowsStale = false;
  private chain: Promise<void> = Promise.resolve();
  /** Message events waiting in the chain: while there are any, later messages queue behind them. */
  private queuedMessages = 0;
  private readonly timer: NodeJS.Timeout;
  private readonly presenceTimer: NodeJS.Timeout;
  private retryTimer: NodeJS.Timeout | null = null;
  private readonly unsubscribe: () => void;
  private closing = false;

  constructor(private readonly options: HubOptions) {
    this.presence = new PresenceRows(
      options.db,
      options.bus.nodeId,
      PRESENCE_MISSED_BEATS * options.presenceHeartbeatMs,
    );
    this.unsubscribe = options.bus.subscribe((event) => this.receive(event));
    this.timer = setInterval(() => this.enqueue(() => this.heartbeat()), options.heartbeatMs);
    this.timer.unref();
    this.presenceTimer = setInterval(() => void this.presenceBeat(), options.presenceHeartbeatMs);
    this.presenceTimer.unref();
    void this.presenceBeat();
  }

  get isClosing(): boolean {
    return this.closing;
  }

  get relations(): Relations {
    return this.options.relations;
  }

  /**
   * A direct message that travels whole is delivered at once (it only needs the local sockets), so it never
   * waits behind presence or heartbeat work; messages still keep their order, because one that arrives while
   * an earlier message is queued (a broadcast, or one loaded by id) queues too. Everything else is handled
   * in order in the chain.
   */
  private receive(event: BusEvent): void {
    if (event.t === 'session-ended') {
      // At once, not behind queued work: a signed-out socket must not get one more frame handled.
      this.endSessions(event.userId, event.sessionIds);
      return;
    }
    if (event.t !== 'message') {
      this.enqueue(() => this.handle(event));
      return;
    }
    const { message } = event;
    if (message && message.receiverId !== null && this.queuedMessages === 0) {
      this.deliverDirect(message);
      return;
    }
    this.queuedMessages++;
    this.enqueue(async () => {
      try {
        await this.handle(event);
      } finally {
        this.queuedMessages--;
      }
    });
  }

  /** Runs after everything queued before it; a failure is logged without its details (they may hold content). */
  private enqueue(task: () => Promise<void> | void): Promise<void> {
    const next = this.chain.then(task).catch((error: unknown) => {
      this.options.log.error({ err: safeError(error) }, 'chat hub task failed');
    });
    this.chain = next;
    return next;
  }

  /** Publishes and resolves once the event is on its way (the caller reports failures to the client). */
  publishOrThrow(event: BusEventInput): Promise<void> {
    return this.options.bus.publish(event);
  }

  /** The largest event the bus carries whole. */
  get maxEventBytes(): number {
    return this.options.bus.maxPayloadBytes;
  }

  /** Users with a socket on this or another process. */
  onlineUserIds(): Set<number> {
    return new Set([...this.local.keys(), ...this.remote.keys()]);
  }

  isOnline(userId: number): boolean {
    return this.local.has(userId) || this.remote.has(userId);
  }

  /** Registers an open socket; the user's first socket anywhere makes them online for their counterparts. */
  add(connection: Connection): void {
    const { id } = connection.user;
    let set = this.local.get(id);
    const first = !set;
    if (!set) {
      set = new Set();
      this.local.set(id, set);
    }
    set.add(connection);
    if (first) {
      if (!this.remote.has(id)) this.enqueue(() => this.notifyPresence(id, true));
      this.writePresence(id, true);
    }
  }

  remove(connection: Connection): void {
    const { id } = connection.user;
    const set = this.local.get(id);
    if (!set?.delete(connection) || set.size > 0) return;
    this.local.delete(id);
    if (!this.remote.has(id)) this.enqueue(() => this.notifyPresence(id, false));
    // On shutdown the instance row goes, and every user row with it.
    if (!this.closing) this.writePresence(id, false);
  }

  /** Writes the user's row, then announces it; in order with this process's other presence writes. */
  private writePresence(userId: number, online: boolean): void {
    this.writes = this.writes.then(async () => {
      try {
        if (online) await this.presence.add(userId);
        else await this.presence.remove(userId);
      } catch (error) {
        this.rowsStale = true;
        this.options.log.error({ err: safeError(error) }, 'chat presence write failed');
        return;
      }
      // Awaited, so that this process's announcements arrive in the order of its writes.
      await this.options.bus.publish({ t: 'presence', userId, online }).catch((error: unknown) => {
        this.options.log.error({ err: safeError(error), event: 'presence' }, 'chat bus publish failed');
      });
    });
  }

  /**
   * Renews this process's instance row (rewriting its user rows when the row had lapsed or a write failed), deletes
   * the rows of instances that stopped renewing theirs, then reads the other instances' users back.
   */
  private async presenceBeat(): Promise<void> {
    if (this.closing) return;
    const renewal = this.writes.then(async () => {
      const created = await this.presence.renew();
      if (created || this.rowsStale) {
        this.rowsStale = false;
        await this.presence.replace([...this.local.keys()]);
      }
      await this.presence.reap();
    });
    this.writes = renewal.catch(() => {});
    try {
      await renewal;
    } catch (error) {
      this.rowsStale = true;
      if (isUndefinedTable(error)) {
        // A first start on an empty database: the tables come with the migrations, in a moment.
        this.retryTimer ??= setTimeout(() => {
          this.retryTimer = null;
          void this.presenceBeat();
        }, UNMIGRATED_RETRY_MS);
        this.retryTimer.unref();
        return;
      }
      this.options.log.error({ err: safeError(error) }, 'chat presence heartbeat failed');
      return;
    }
    await this.enqueue(() => this.reloadPresence());
  }

  /** Replaces what this process knows of the others' users with their rows. */
  private async reloadPresence(): Promise<void> {
    const rows = await this.presence.others();
    for (const instance of [...this.instances.keys()]) {
      if (!rows.has(instance)) await this.dropInstance(instance);
    }
    for (const [instance, userIds] of rows) {
      const now = new Set(userIds);
      const known = this.instances.get(instance) ?? new Set<number>();
      for (const userId of [...known]) if (!now.has(userId)) await this.setRemote(instance, userId, false);
      for (const userId of now) if (!known.has(userId)) await this.setRemote(instance, userId, true);
    }
  }

  /** Sends to one socket, dropping clients that stopped reading. */
  send(connection: Connection, data: string | Buffer): void {
    const { socket } = connection;
    if (socket.readyState !== WebSocket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.options.log.warn({ userId: connection.user.id }, 'chat socket too slow, dropped');
      socket.terminate();
      return;
    }
    if (typeof data === 'string') socket.send(data);
    else socket.send(data, TEXT_FRAME);
  }

  /** Sends to every local socket of a user. */
  sendToUser(userId: number, data: string | Buffer): void {
    const set = this.local.get(userId);
    if (set) for (const connection of set) this.send(connection, data);
  }

  private async handle(event: BusEvent): Promise<void> {
    const own = event.node === this.options.bus.nodeId;
    switch (event.t) {
      case 'message': {
        const message = event.message ?? (await findMessage(this.options.db, event.id));
        if (message) await this.deliverMessage(message);
        return;
      }
      case 'read': {
        const data = encodedEnvelope('read_receipt', {
          messageId: event.messageId,
          readerId: event.readerId,
          readAt: event.readAt,
        });
        this.sendToUser(event.senderId, data);
        if (event.readerId !== event.senderId) this.sendToUser(event.readerId, data);
        return;
      }
      case 'typing':
        this.sendToUser(
          event.receiverId,
          envelope('typing', { senderId: event.senderId, receiverId: event.receiverId }),
        );
        return;
      case 'reconnected':
        // Whatever the others said while the listener was down is lost: read their rows again.
        await this.reloadPresence();
        return;
    }
    if (own) return;
    switch (event.t) {
      case 'presence':
        await this.setRemote(event.node, event.userId, event.online);
        return;
      case 'bye':
        await this.dropInstance(event.node);
        return;
    }
  }

  private async setRemote(instance: string, userId: number, online: boolean): Promise<void> {
    const before = this.isOnline(userId);
    let users = this.instances.get(instance);
    if (online) {
      if (!users) {
        users = new Set();
        this.instances.set(instance, users);
      }
      users.add(userId);
      let set = this.remote.get(userId);
      if (!set) {
        set = new Set();
        this.remote.set(userId, set);
      }
      set.add(instance);
    } else {
      users?.delete(userId);
      if (users?.size === 0) this.instances.delete(instance);
      const set = this.remote.get(userId);
      set?.delete(instance);
      if (set?.size === 0) this.remote.delete(userId);
    }
    if (this.isOnline(userId) !== before) await this.notifyPresence(userId, !before);
  }

  private async dropInstance(instance: string): Promise<void> {
    const users = this.instances.get(instance);
    if (!users) return;
    for (const userId of [...users]) await this.setRemote(instance, userId, false);
    this.instances.delete(instance);
  }

  /** Tells the local counterparts of a user that they came online or went offline. */
  private async notifyPresence(userId: number, online: boolean): Promise<void> {
    if (this.local.size === 0) return;
    const audience = await this.options.relations.messageable(userId);
    const data = encodedEnvelope('presence_update', { userId, online });
    if (audience.all) {
      for (const id of this.local.keys()) if (id !== userId) this.sendToUser(id, data);
      return;
    }
    for (const id of this.local.keys()) if (audience.ids.has(id)) this.sendToUser(id, data);
  }

  /** A direct message to the receiver's and the sender's sockets. */
  private deliverDirect(message: ChatMessage): void {
    const data = encodedEnvelope('chat_message', message);
    this.sendToUser(message.senderId, data);
    if (message.receiverId !== null) this.sendToUser(message.receiverId, data);
  }

  /** A direct message to the receiver's and the sender's sockets; a broadcast to the sender's and its audience's. */
  private async deliverMessage(message: ChatMessage): Promise<void> {
    if (message.receiverId !== null) {
      this.deliverDirect(message);
      return;
    }
    const data = encodedEnvelope('chat_message', message);
    this.sendToUser(message.senderId, data);
    const sender = await this.options.relations.get(message.senderId);
    if (!sender) return;
    for (const [userId, set] of this.local) {
      if (userId === message.senderId) continue;
      const first = set.values().next().value as Connection | undefined;
      if (!first || !isPatient(first.user)) continue;
      if (sender.user.isAdmin || (sender.user.isPractitioner && sender.patients.has(userId))) {
        this.sendToUser(userId, data);
      }
    }
  }

  /** Closes this process's sockets of ended sessions with 1008; `sessionIds` absent: all of the user's. */
  endSessions(userId: number, sessionIds?: number[]): void {
    const set = this.local.get(userId);
    if (!set) return;
    const ended = envelope('error', { message: 'Not authenticated', errorType: 'unauthenticated' });
    for (const connection of set) {
      if (sessionIds && !sessionIds.includes(connection.sessionId)) continue;
      connection.ended = true;
      if (connection.socket.readyState !== WebSocket.OPEN) continue;
      this.send(connection, ended);
      connection.socket.close(socketCloseCodes.policyViolation, socketCloseReasons.sessionEnded);
    }
  }

  /** Whether a connection's session is still valid in the database (checked before anything is stored). */
  async sessionIsValid(connection: Connection): Promise<boolean> {
    if (connection.ended) return false;
    const valid = (await this.options.validSessions([connection.sessionId])).has(connection.sessionId);
    if (!valid) this.endSessions(connection.user.id, [connection.sessionId]);
    return valid;
  }

  private async heartbeat(): Promise<void> {
    const connections: Connection[] = [];
    for (const set of this.local.values()) for (const connection of set) connections.push(connection);
    for (const connection of connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      if (connection.socket.readyState === WebSocket.OPEN) connection.socket.ping();
    }
    if (connections.length > 0) {
      // Sign-out, expiry and idle timeout end the session: its sockets close within one heartbeat.
      const valid = await this.options.validSessions([...new Set(connections.map((c) => c.sessionId))]);
      const ended = envelope('error', { message: 'Not authenticated', errorType: 'unauthenticated' });
      for (const connection of connections) {
        if (valid.has(connection.sessionId) || connection.socket.readyState !== WebSocket.OPEN) continue;
        connection.ended = true;
        this.send(connection, ended);
        connection.socket.close(socketCloseCodes.policyViolation, socketCloseReasons.sessionEnded);
      }
    }
    this.options.onHeartbeat?.([...this.local.keys()]);
  }

  /** Closes every socket with 1012 (service restart), waits briefly for them, deletes this process's presence, and says so. */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    clearInterval(this.timer);
    clearInterval(this.presenceTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const sockets: WebSocket[] = [];
    for (const set of this.local.values()) for (const connection of set) sockets.push(connection.socket);
    await Promise.all(
      sockets.map(
        (socket) =>
          new Promise<void>((resolve) => {
            if (socket.readyState === WebSocket.CLOSED) return resolve();
            const timeout = setTimeout(() => {
              socket.terminate();
              resolve();
            }, CLOSE_GRACE_MS);
            socket.once('close', () => {
              clearTimeout(timeout);
              resolve();
            });
            socket.close(socketCloseCodes.serviceRestart, socketCloseReasons.shuttingDown);
          }),
      ),
    );
    await this.writes;
    await this.presence.leave().catch((error: unknown) => {
      // Its row lapses on its own within PRESENCE_MISSED_BEATS heartbeats.
      this.options.log.error({ err: safeError(error) }, 'chat presence not removed');
    });
    await this.options.bus.publish({ t: 'bye' }).catch(() => {});
    this.unsubscribe();
    await this.chain;
  }
}

/** PostgreSQL's undefined_table, however the driver wraps it. */
function isUndefinedTable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '42P01') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** What may be logged of an error: never its message, which for database errors includes the parameters. */
export function safeError(error: unknown): { name?: string; code?: string } {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return { name: (error as Error)?.name, code };
    current = (current as { cause?: unknown }).cause;
  }
  return { name: (error as Error | undefined)?.name ?? typeof error };
}
