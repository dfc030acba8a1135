import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorTypes, routes, serverMessages } from '@telehealth/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusedUpgrade } from '../test/ws';
import { answerWhileStarting, refuseUpgradeWhileStarting } from './starting';

// What main.ts answers on its port before the app exists, at a real socket (lifecycle.test.ts sees it in the
// real process on PostgreSQL).
let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer(answerWhileStarting);
  server.on('upgrade', (_request, socket) => refuseUpgradeWhileStarting(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const unavailable = { message: serverMessages.unavailable, errorType: errorTypes.unavailable };

describe('an instance that is still starting', () => {
  it('is alive', async () => {
    for (const path of [routes.health.path, routes.healthLive.path]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
    }
  });

  it('is not ready, and answers every other request 503 with Retry-After', async () => {
    for (const [method, path] of [
      ['GET', routes.ready.path],
      ['GET', routes.healthReady.path],
      ['GET', `${routes.currentUser.path}?x=1`],
      ['POST', routes.login.path],
      ['GET', '/'],
    ] as const) {
      const response = await fetch(`${base}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toEqual(unavailable);
    }
  });

  it('refuses socket upgrades with 503', async () => {
    expect(await refusedUpgrade(base, { userId: 1 })).toEqual({ status: 503, body: unavailable });
  });
});
