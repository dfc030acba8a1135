import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { errorTypes, serverMessages } from '@telehealth/contract';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { HttpDrain, IDLE_CONNECTION_GRACE_MS } from './drain';

// The port's side of a shutdown (main.ts), at real sockets: what each client gets, read byte by byte, so that a
// reset shows as one.

interface Harness {
  server: http.Server;
  drain: HttpDrain;
  port: number;
  /** Requests whose answer the test holds: each resolves with the function that answers it. */
  held: ((status?: number) => void)[];
  /** Connections accepted so far. */
  accepted: () => number;
}

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

/** A server like main.ts's: every request passes the drain first; `/hold` waits for the test, the rest answer 200. */
async function harness(): Promise<Harness> {
  const server = http.createServer();
  servers.push(server);
  const drain = new HttpDrain(server);
  const held: Harness['held'] = [];
  let accepted = 0;
  server.on('connection', () => {
    accepted += 1;
  });
  server.on('request', (request, response) => {
    if (!drain.admit(request, response)) return;
    const answer = (status = 200) => {
      // As Fastify does, an answer that comes after the drain answered is dropped.
      if (response.headersSent) return;
      response.writeHead(status, { 'content-type': 'text/plain', 'content-length': 4 });
      response.end('done');
    };
    if (request.url === '/hold') held.push(answer);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, drain, held, accepted: () => accepted, port: (server.address() as AddressInfo).port };
}

/** A raw connection: `send` writes a request, `next` reads the next answer, `ended` resolves with how it ended. */
function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let buffer = '';
  let waiting: (() => void) | null = null;
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    waiting?.();
  });
  const ended = new Promise<string>((resolve) => {
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    socket.on('close', () => resolve('closed'));
  });
  socket.on('close', () => waiting?.());
  return {
    socket,
    ended,
    connected: new Promise<void>((resolve) => socket.once('connect', () => resolve())),
    send(path: string) {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    },
    /** The next whole answer (headers and a body of Content-Length bytes), or what was left when it closed. */
    async next(): Promise<string> {
      for (;;) {
        const head = buffer.indexOf('\r\n\r\n');
        const length = Number(/\r\ncontent-length: (\d+)/i.exec(buffer.slice(0, head))?.[1] ?? 0);
        if (head >= 0 && buffer.length >= head + 4 + length) {
          const answer = buffer.slice(0, head + 4 + length);
          buffer = buffer.slice(head + 4 + length);
          return answer;
        }
        if (socket.destroyed) return buffer;
        await new Promise<void>((resolve) => {
          waiting = resolve;
        });
        waiting = null;
      }
    },
  };
}

const status = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
const header = (answer: string, name: string) =>
  new RegExp(`\r\n${name}: ([^\r]*)`, 'i').exec(answer)?.[1] ?? null;
const unavailableBody = JSON.stringify({
  message: serverMessages.unavailable,
  errorType: errorTypes.unavailable,
});

async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('draining the port', () => {
  it('lets a request under way finish, and its answer closes the connection', async () => {
    const h = await harness();
    const client = connect(h.port);
    client.send('/hold');
    await until(() => h.held.length === 1);
    h.drain.begin();
    h.held[0]?.();
    const answer = await client.next();
    expect(status(answer)).toBe(200);
    expect(header(answer, 'connection')).toBe('close');
    expect(await client.ended).toBe('closed');
  });

  it('serves the first request of a connection accepted before the stop, and refuses new connections', async () => {
    const h = await harness();
    const client = connect(h.port);
    await client.connected;
    await until(() => h.accepted() === 1);
    h.drain.begin();
    client.send('/');
    const answer = await client.next();
    expect(status(answer)).toBe(200);
    expect(header(answer, 'connection')).toBe('close');
    await until(() => !h.server.listening);
    const late = connect(h.port);
    expect(await late.ended).toBe('ECONNREFUSED');
  });

  it('answers a later request on a kept-alive connection 503 with Retry-After', async () => {
    const h = await harness();
    const client = connect(h.port);
    client.send('/');
    expect(status(await client.next())).toBe(200);
    h.drain.begin();
    client.send('/');
    const refused = await client.next();
    expect(status(refused)).toBe(503);
    expect(header(refused, 'retry-after')).toBe('5');
    expect(header(refused, 'connection')).toBe('close');
    expect(refused.endsWith(unavailableBody)).toBe(true);
    expect(await client.ended).toBe('closed');
  });

  it('closes a connection with nothing under way after a grace, without a reset', async () => {
    const h = await harness();
    let serverSide: net.Socket | undefined;
    h.server.once('connection', (socket) => {
      serverSide = socket;
    });
    const client = connect(h.port);
    client.send('/');
    expect(status(await client.next())).toBe(200);
    // The grace passes on a fake clock; the sockets stay real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    h.drain.begin();
    await vi.advanceTimersByTimeAsync(IDLE_CONNECTION_GRACE_MS - 1);
    expect(serverSide?.writableEnded || serverSide?.destroyed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(serverSide?.writableEnded || serverSide?.destroyed).toBe(true);
    expect(await client.ended).toBe('closed');
    vi.useRealTimers();
    await h.drain.settle(Date.now() + 5_000);
  });

  it('at the deadline, calls abandon and answers what is still unanswered 503 with Retry-After', async () => {
    const h = await harness();
    const clients = [connect(h.port), connect(h.port)];
    for (const client of clients) client.send('/hold');
    await until(() => h.held.length === 2);
    // The first one's work answers when abandoned; the second one's never does (a query that hangs).
    let abandoned = 0;
    h.drain.begin();
    const started = Date.now();
    await h.drain.settle(Date.now() + 300, () => {
      abandoned += 1;
      h.held[0]?.(503);
    });
    expect(abandoned).toBe(1);
    expect(Date.now() - started).toBeLessThan(2_000);
    const [first, second] = await Promise.all(clients.map((client) => client.next()));
    expect(status(first as string)).toBe(503);
    expect(status(second as string)).toBe(503);
    expect(header(second as string, 'retry-after')).toBe('5');
    expect((second as string).endsWith(unavailableBody)).toBe(true);
    expect(await Promise.all(clients.map((client) => client.ended))).toEqual(['closed', 'closed']);
    // The held answer that comes too late changes nothing.
    h.held[1]?.();
  });

  it('accepts, before closing its port, every connection the kernel completed while the loop was busy', async () => {
    const h = await harness();
    // Twelve clients connect and send while the event loop is blocked: the kernel completes their handshakes, and
    // libuv then accepts one per turn of the loop. Closing the port at once would reset all but the first.
    const clients = Array.from({ length: 12 }, () => connect(h.port));
    for (const client of clients) client.send('/');
    const blockedUntil = Date.now() + 200;
    while (Date.now() < blockedUntil);
    h.drain.begin();
    const answers = await Promise.all(clients.map((client) => client.next()));
    expect(answers.map(status)).toEqual(clients.map(() => 200));
    expect(await Promise.all(clients.map((client) => client.ended))).toEqual(clients.map(() => 'closed'));
    await until(() => !h.server.listening);
  });
});
