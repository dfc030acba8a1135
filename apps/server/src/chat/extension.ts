import type { Connection } from './hub';

/** What another feature may do with this process's sockets. */
export interface LocalSockets {
  /** Sends to one socket, dropping a client that stopped reading. */
  send(connection: Connection, data: string | Buffer): void;
  /** Sends to every socket of a user on this process. */
  sendToUser(userId: number, data: string | Buffer): void;
  /** Set while this process shuts down (its sockets close with 1012 and reconnect elsewhere). */
  readonly isClosing: boolean;
  /** Whether the socket's session is still valid in the database (checked before anything is recorded). */
  sessionIsValid(connection: Connection): Promise<boolean>;
}

/**
 * Frames of another feature carried on the `/ws` socket (the consultation room's signalling). app.ts hands the
 * handler to the chat, so that the chat imports no other feature; refusals are thrown as a ChatRefusal and answered
 * with the chat's `error` envelope, and the socket stays open.
 */
export interface SocketFrameHandler {
  /** Frames whose type (hyphens read as underscores) starts with this go to the handler. */
  readonly prefix: string;
  /** The largest such frame in bytes; every other frame keeps the chat's limit (chatLimits.maxFrameBytes). */
  readonly maxFrameBytes: number;
  /** Called once, when the hub exists. */
  attach(sockets: LocalSockets): void;
  /**
   * Validates the frame now (throwing a ChatRefusal) and returns the work left, done in order with the socket's
   * other frames.
   */
  prepare(connection: Connection, type: string, payload: unknown): () => Promise<void> | void;
  /** The socket closed. */
  closed(connection: Connection): void;
}
