import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import { answerUnavailable } from './starting';

/** Once draining starts, a connection with no request under way gets this long to send one before it is closed. */
export const IDLE_CONNECTION_GRACE_MS = 1_000;
/** After the deadline, requests whose work was abandoned get this long to answer (503) before the drain answers. */
const ABANDONED_ANSWER_MS = 250;
/**
 * The listening socket closes at the latest after this many more connections, even while they keep coming: as many
 * as the kernel's queue holds by Node's default backlog (511), so that a flood cannot hold it open.
 */
const LISTENER_CLOSE_MAX_ACCEPTS = 512;

interface Connection {
  /** Requests seen on it, the one under way included. */
  requests: number;
  /** Answers not finished yet, with their requests. */
  open: Map<ServerResponse, IncomingMessage>;
  idleTimer?: NodeJS.Timeout;
}

/**
 * The port's side of a shutdown that resets no request. `begin()` closes the listening socket only: Node's own
 * `server.close()` also destroys every connection it counts as idle, and that includes connections accepted whose
 * request has not been read yet, whose clients then see ECONNRESET. From then on:
 * - a request under way finishes, and its answer closes its connection;
 * - the first request of a connection accepted before the stop is served (its client sent it before it could know);
 *   a later one on a kept-alive connection answers 503 with Retry-After;
 * - a connection with nothing under way is closed after IDLE_CONNECTION_GRACE_MS;
 * - `settle(deadline)` waits until every connection is closed; at the deadline it calls `abandon` (the app drops its
 *   work and answers 503 itself), then answers 503 with Retry-After for every request still unanswered.
 * Upgraded sockets (the chat) are not HTTP any more: the app closes them itself, with 1012.
 */
export class HttpDrain {
  readonly #server: Server;
  readonly #connections = new Map<Socket, Connection>();
  #draining = false;
  #acceptedThisTurn = false;
  #onEmpty: (() => void) | null = null;

  constructor(server: Server) {
    this.#server = server;
    server.on('connection', (socket: Socket) => {
      this.#acceptedThisTurn = true;
      const connection: Connection = { requests: 0, open: new Map() };
      this.#connections.set(socket, connection);
      socket.once('close', () => {
        clearTimeout(connection.idleTimer);
        this.#forget(socket);
      });
      if (this.#draining) this.#closeWhenIdle(socket, connection);
    });
    server.on('upgrade', (_request: IncomingMessage, socket: Socket) => this.#forget(socket));
  }

  get draining(): boolean {
    return this.#draining;
  }

  /** Called for every request before anything answers it; false when the drain has answered it (503). */
  admit(request: IncomingMessage, response: ServerResponse): boolean {
    const socket = request.socket as Socket;
    const connection = this.#connections.get(socket);
    if (!connection) return true;
    clearTimeout(connection.idleTimer);
    connection.requests += 1;
    connection.open.set(response, request);
    response.once('close', () => {
      connection.open.delete(response);
      if (this.#draining) this.#closeWhenIdle(socket, connection);
    });
    if (!this.#draining) return true;
    response.shouldKeepAlive = false;
    if (connection.requests === 1) return true;
    answerUnavailable(request, response);
    return false;
  }

  /** Stops accepting connections; those open are closed as their requests are answered. */
  begin(): void {
    if (this.#draining) return;
    this.#draining = true;
    this.#closeListenerWhenQuiet();
    for (const [socket, connection] of this.#connections) {
      for (const response of connection.open.keys()) {
        if (!response.headersSent) response.shouldKeepAlive = false;
      }
      this.#closeWhenIdle(socket, connection);
    }
  }

  /**
   * Resolves once every connection is closed. At `deadline` (epoch ms), `abandon` is called, then every request
   * still unanswered gets 503 with Retry-After, and what remains after that (an answer still being written, a
   * client that keeps its end open) is cut off.
   */
  async settle(deadline: number, abandon?: () => void): Promise<void> {
    if (await this.#emptyBy(deadline)) return;
    abandon?.();
    if (await this.#emptyBy(Date.now() + ABANDONED_ANSWER_MS)) return;
    for (const [socket, connection] of this.#connections) {
      for (const [response, request] of connection.open) {
        if (!response.headersSent) answerUnavailable(request, response);
      }
      if (connection.open.size === 0) socket.end();
    }
    if (await this.#emptyBy(Date.now() + ABANDONED_ANSWER_MS)) return;
    for (const socket of this.#connections.keys()) socket.destroy();
  }

  /**
   * Closing the listening socket resets the connections the kernel completed but the process has not accepted yet,
   * and libuv accepts one per turn of the event loop: so it closes on the first turn that accepted none.
   */
  #closeListenerWhenQuiet(): void {
    // The turn under way may have accepted one before the signal was handled: at least one more turn is watched.
    this.#acceptedThisTurn = true;
    let turns = 0;
    const check = () => {
      turns += 1;
      if (this.#acceptedThisTurn && turns <= LISTENER_CLOSE_MAX_ACCEPTS) {
        this.#acceptedThisTurn = false;
        setImmediate(check);
      } else {
        NetServer.prototype.close.call(this.#server);
      }
    };
    setImmediate(check);
  }

  #forget(socket: Socket): void {
    this.#connections.delete(socket);
    if (this.#connections.size === 0) this.#onEmpty?.();
  }

  #closeWhenIdle(socket: Socket, connection: Connection): void {
    if (connection.open.size > 0 || socket.destroyed) return;
    clearTimeout(connection.idleTimer);
    connection.idleTimer = setTimeout(() => {
      if (connection.open.size === 0) socket.end();
    }, IDLE_CONNECTION_GRACE_MS);
  }

  /** Whether every connection closed by `at` (epoch ms). */
  #emptyBy(at: number): Promise<boolean> {
    if (this.#connections.size === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(
        () => {
          this.#onEmpty = null;
          resolve(false);
        },
        Math.max(0, at - Date.now()),
      );
      this.#onEmpty = () => {
        clearTimeout(timer);
        this.#onEmpty = null;
        resolve(true);
      };
    });
  }
}
