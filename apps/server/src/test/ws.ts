import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { SESSION_COOKIE } from './helpers';

export interface Envelope {
  type: string;
  payload: Record<string, unknown>;
}

/** Starts the app on a free port and returns its http://host:port. */
export async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

export function socketUrl(baseUrl: string, userId: number | string | undefined): string {
  const url = new URL('/ws', baseUrl.replace(/^http/, 'ws'));
  if (userId !== undefined) url.searchParams.set('userId', String(userId));
  url.searchParams.set('t', String(Date.now()));
  return url.toString();
}

export interface SocketOptions {
  sid?: string;
  /** The session cookie's name; the test servers' own (`SESSION_COOKIE`) unless given. */
  cookieName?: string;
  userId?: number | string;
  /** The Origin header; none unless given (as for a non-browser client). */
  origin?: string;
  /** Whether ws answers the server's ping frames (a dead client does not). */
  autoPong?: boolean;
}

function clientOptions(options: SocketOptions): WebSocket.ClientOptions {
  return {
    headers: options.sid ? { cookie: `${options.cookieName ?? SESSION_COOKIE}=${options.sid}` } : {},
    ...(options.origin ? { origin: options.origin } : {}),
    ...(options.autoPong === false ? { autoPong: false } : {}),
  };
}

/** A `ws` client that records every envelope and lets a test wait for the next one of a type. */
export class TestSocket {
  private readonly inbox: Envelope[] = [];
  private readonly waiters = new Set<() => void>();
  readonly closed: Promise<{ code: number; reason: string }>;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.inbox.push(JSON.parse(String(data)) as Envelope);
      for (const wake of [...this.waiters]) wake();
    });
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    });
    ws.on('error', () => {});
  }

  send(type: string, payload?: unknown): void {
    this.ws.send(JSON.stringify(payload === undefined ? { type } : { type, payload }));
  }

  sendRaw(data: string | Buffer): void {
    this.ws.send(data);
  }

  /** Removes and returns the first received envelope of `type` matching `match`, waiting for it if needed. */
  next(
    type: string,
    match: (payload: Record<string, unknown>) => boolean = () => true,
    timeoutMs = 4000,
  ): Promise<Record<string, unknown>> {
    return new Promise((resolve, reject) => {
      const attempt = () => {
        const index = this.inbox.findIndex((item) => item.type === type && match(item.payload));
        if (index === -1) return false;
        const [found] = this.inbox.splice(index, 1);
        this.waiters.delete(wake);
        clearTimeout(timer);
        resolve((found as Envelope).payload);
        return true;
      };
      const wake = () => {
        attempt();
      };
      const timer = setTimeout(() => {
        this.waiters.delete(wake);
        reject(new Error(`no ${type} envelope within ${timeoutMs} ms; inbox: ${JSON.stringify(this.inbox)}`));
      }, timeoutMs);
      if (!attempt()) this.waiters.add(wake);
    });
  }

  /** The envelopes of `type` received so far and not yet taken. */
  pending(type: string): Envelope[] {
    return this.inbox.filter((item) => item.type === type);
  }

  /** Drops everything received so far. */
  clear(): void {
    this.inbox.length = 0;
  }

  close(): Promise<{ code: number; reason: string }> {
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING) this.ws.close();
    return this.closed;
  }
}

/** Opens a socket and resolves once it is open (the welcome may already be in its inbox). */
export function openSocket(baseUrl: string, options: SocketOptions): Promise<TestSocket> {
  const ws = new WebSocket(socketUrl(baseUrl, options.userId), clientOptions(options));
  const socket = new TestSocket(ws);
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('unexpected-response', (_request, response) => {
      reject(new Error(`upgrade refused with ${response.statusCode}`));
    });
    ws.once('error', reject);
  });
}

/** Attempts an upgrade that should be refused; resolves with the HTTP status and JSON body. */
export function refusedUpgrade(
  baseUrl: string,
  options: SocketOptions,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const ws = new WebSocket(socketUrl(baseUrl, options.userId), clientOptions(options));
  return new Promise((resolve, reject) => {
    ws.once('open', () => {
      ws.terminate();
      reject(new Error('the upgrade was accepted'));
    });
    ws.once('unexpected-response', (_request, response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
      });
      response.on('end', () => {
        ws.terminate();
        resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : {} });
      });
    });
    ws.on('error', () => {});
  });
}
