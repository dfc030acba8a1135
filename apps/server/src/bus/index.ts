import { randomUUID } from 'node:crypto';
import type { ChatMessage } from '@telehealth/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../db/client';

/**
 * The bus between server processes (cross-cutting: the chat fans messages out on it, sessions announce their end).
 * What one server process tells the others (and itself). Events carry ids and routing only, plus the
 * message itself when it fits the transport (PostgreSQL NOTIFY payloads must stay under 8000 bytes).
 * `node` is the publishing process.
 */
export type BusEvent = { node: string } & (
  | {
      t: 'message';
      id: number;
      senderId: number;
      receiverId: number | null;
      /** Absent when too large for the transport: receivers load it by id. */
      message?: ChatMessage;
    }
  | { t: 'read'; messageId: number; readerId: number; senderId: number; readAt: string }
  | { t: 'typing'; senderId: number; receiverId: number }
  /** A user's first socket on `node` opened, or their last one there closed (its presence row is written). */
  | { t: 'presence'; userId: number; online: boolean }
  /** The process is shutting down: its presence rows are gone, its users are offline there. */
  | { t: 'bye' }
  /** Local only: the transport reconnected and events may have been missed. */
  | { t: 'reconnected' }
  /**
   * Sessions ended (sign-out, password change, account disabled, expiry): every process forgets them at once and
   * closes their sockets. `sessionIds` absent means every session of the user.
   */
  | { t: 'session-ended'; userId: number; sessionIds?: number[] }
  /** A user's own columns changed (profile, verified email, roles): every process re-reads them on the next request. */
  | { t: 'user-changed'; userId: number }
  /**
   * A consultation room's signalling (consultations/signalling.ts). Every process acts on the sockets it holds, so
   * none needs to know on which process a person is.
   */
  | ({ t: 'consultation'; appointmentId: number } & ConsultationSignal)
);

/**
 * What the consultation rooms tell each other:
 * - `join`: a person's newest device joined (`seq` orders joins across processes: older devices of the same person
 *   are replaced); the process holding the other person answers for them;
 * - `deliver`: a frame (envelope text) for `to`'s current device in the room, or with `everySocket` for every socket
 *   of `to`;
 * - `part`: one base64 part of a frame too large for the transport, reassembled by the process holding `to`;
 * - `admitted`, `ended`: for both people's devices in the room.
 */
export type ConsultationSignal =
  | { kind: 'join'; userId: number; role: 'patient' | 'practitioner'; seq: number; admittedAt: string | null }
  | { kind: 'deliver'; to: number; data: string; everySocket?: boolean }
  | { kind: 'part'; to: number; frameId: string; index: number; count: number; data: string }
  | { kind: 'admitted'; at: string }
  | { kind: 'ended'; endedBy: number; at: string };

export type BusEventInput = BusEvent extends infer E ? (E extends BusEvent ? Omit<E, 'node'> : never) : never;

export type BusHandler = (event: BusEvent) => void;

/** Fan-out between server processes. Every process delivers what it receives to its own sockets only. */
export interface EventBus {
  /** This process's id, stamped on what it publishes. */
  readonly nodeId: string;
  /** Serialised events larger than this are not sent whole (messages then travel by id). */
  readonly maxPayloadBytes: number;
  /** Delivers to this process's subscribers at once and to every other process's through the transport. */
  publish(event: BusEventInput): Promise<void>;
  subscribe(handler: BusHandler): () => void;
  close(): Promise<void>;
}

abstract class BaseBus implements EventBus {
  readonly nodeId = randomUUID();
  abstract readonly maxPayloadBytes: number;
  protected readonly handlers = new Set<BusHandler>();

  subscribe(handler: BusHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  protected dispatch(event: BusEvent): void {
    for (const handler of this.handlers) handler(event);
  }

  abstract publish(event: BusEventInput): Promise<void>;
  abstract close(): Promise<void>;
}

/** One process (PGlite, or a single server): publishing is delivering. */
export class InProcessBus extends BaseBus {
  readonly maxPayloadBytes = Number.POSITIVE_INFINITY;

  async publish(event: BusEventInput): Promise<void> {
    this.dispatch({ ...event, node: this.nodeId } as BusEvent);
  }

  async close(): Promise<void> {
    this.handlers.clear();
  }
}

export const PG_CHANNEL = 'telehealth_chat';
/** PostgreSQL's NOTIFY limit is 8000 bytes; stay clear of it. */
const PG_MAX_PAYLOAD_BYTES = 7500;
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 15_000;

export interface PgBusOptions {
  url: string;
  /** NOTIFY goes through the application's pool; LISTEN needs a connection of its own. */
  db: Db;
  log?: FastifyBaseLogger;
}

/**
 * PostgreSQL LISTEN/NOTIFY between processes sharing a database. A dedicated `pg.Client` listens; NOTIFY is
 * sent through the pool. Events of this process are delivered locally straight away and skipped when they
 * come back through the channel. Delivery is at most once: while the listener reconnects, events are lost
 * (clients reload conversations over REST when their socket reconnects).
 */
export class PgBus extends BaseBus {
  readonly maxPayloadBytes = PG_MAX_PAYLOAD_BYTES;
  /** Where listener trouble is reported; the app sets it when the bus is created before the logger exists. */
  log: FastifyBaseLogger | undefined;
  private client: pg.Client | null = null;
  private closed = false;
  private reconnectDelay = RECONNECT_MIN_MS;
  private reconnectTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: PgBusOptions) {
    super();
    this.log = options.log;
  }

  /** Connects the listener; rejects when PostgreSQL cannot be reached. */
  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.url });
    client.on('notification', (notification) => {
      if (notification.channel !== PG_CHANNEL || !notification.payload) return;
      let event: BusEvent;
      try {
        event = JSON.parse(notification.payload) as BusEvent;
      } catch {
        return;
      }
      if (event.node === this.nodeId || typeof event.t !== 'string') return;
      this.dispatch(event);
    });
    const lost = (error?: Error) => {
      if (this.client !== client) return;
      this.client = null;
      client.removeAllListeners('notification');
      client.end().catch(() => {});
      if (this.closed) return;
      this.log?.warn({ code: (error as { code?: string } | undefined)?.code }, 'bus listener lost');
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    await client.connect();
    await client.query(`listen ${PG_CHANNEL}`);
    this.client = client;
    this.reconnectDelay = RECONNECT_MIN_MS;
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer) return;
    const delay = this.reconnectDelay;
    this.reconnectDelay = Math.min(this.reconnectDelay * 2, RECONNECT_MAX_MS);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connect().then(
        () => this.dispatch({ t: 'reconnected', node: this.nodeId }),
        () => this.scheduleReconnect(),
      );
    }, delay);
    this.reconnectTimer.unref();
  }

  async publish(event: BusEventInput): Promise<void> {
    const full = { ...event, node: this.nodeId } as BusEvent;
    this.dispatch(full);
    if (this.closed) return;
    const payload = JSON.stringify(full);
    if (Buffer.byteLength(payload) > PG_MAX_PAYLOAD_BYTES) {
      throw new Error(`bus event ${event.t} is too large for NOTIFY`);
    }
    await this.options.db.execute(sql`select pg_notify(${PG_CHANNEL}, ${payload})`);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.handlers.clear();
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners('notification');
      await client.end().catch(() => {});
    }
  }
}

export async function createPgBus(options: PgBusOptions): Promise<PgBus> {
  const bus = new PgBus(options);
  await bus.start();
  return bus;
}
