import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorTypes, routes, serverMessages } from '@telehealth/contract';
import { OUTAGE_RETRY_AFTER_SECONDS } from './errors';

/** Liveness needs no database: these answer 200 while the instance starts. */
const livePaths = new Set<string>([routes.health.path, routes.healthLive.path]);

const unavailableBody = JSON.stringify({
  message: serverMessages.unavailable,
  errorType: errorTypes.unavailable,
});

/** Readiness (a load balancer's probe): 503 while the instance starts and from the moment it starts to stop. */
const readyPaths = new Set<string>([routes.ready.path, routes.healthReady.path]);

const pathOf = (request: IncomingMessage) => (request.url ?? '/').split('?', 1)[0] ?? '/';

export function isReadinessProbe(request: IncomingMessage): boolean {
  return readyPaths.has(pathOf(request));
}

/** 503 `unavailable` with Retry-After: the instance cannot serve this request; try again (or elsewhere). */
export function answerUnavailable(request: IncomingMessage, response: ServerResponse): void {
  response.writeHead(503, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(unavailableBody),
    'cache-control': 'no-store',
    'retry-after': String(OUTAGE_RETRY_AFTER_SECONDS),
  });
  response.end(request.method === 'HEAD' ? undefined : unavailableBody);
}

/**
 * What an instance answers between binding its port and having its app (database connected and migrated, routes
 * registered): liveness 200, and 503 with Retry-After for everything else, `/api/ready` included. The app itself
 * cannot answer yet: Fastify only listens once every plugin has loaded, and some of them need the database.
 */
export function answerWhileStarting(request: IncomingMessage, response: ServerResponse): void {
  const alive = (request.method === 'GET' || request.method === 'HEAD') && livePaths.has(pathOf(request));
  if (!alive) {
    answerUnavailable(request, response);
    return;
  }
  const body = JSON.stringify({ status: 'ok' });
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** A socket upgrade before the app exists (or once the instance stops): a plain 503, and the connection closes. */
export function refuseUpgradeWhileStarting(socket: Duplex): void {
  socket.end(
    `HTTP/1.1 503 Service Unavailable\r\nRetry-After: ${OUTAGE_RETRY_AFTER_SECONDS}\r\nConnection: close\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(unavailableBody)}\r\n\r\n` +
      unavailableBody,
  );
}
