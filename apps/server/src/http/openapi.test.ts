import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { type Endpoint, endpoints, errorStatuses } from '@telehealth/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/server';
import { openApiPath } from './openapi';

let server: TestServer;
// biome-ignore lint/suspicious/noExplicitAny: the document is JSON read back
let document: any;
let folder: string;

beforeAll(async () => {
  server = await createTestServer();
  document = (await server.app.inject({ method: 'GET', url: openApiPath })).json();
  folder = await mkdtemp(path.join(os.tmpdir(), 'openapi-'));
}, 60_000);

afterAll(async () => {
  await server?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

const operationOf = (endpoint: Endpoint) =>
  document.paths[endpoint.path.replace(/:(\w+)/g, '{$1}')]?.[endpoint.method.toLowerCase()];

/** Redocly's own CLI (pinned in the root package.json), as a person would run it on the served document. */
function redoclyLint(file: string) {
  const cli = createRequire(import.meta.url).resolve('@redocly/cli/package.json');
  const bin = path.join(path.dirname(cli), 'bin', 'cli.js');
  const run = spawnSync(process.execPath, [bin, 'lint', '--extends=recommended', '--format=json', file], {
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', CI: 'true' },
  });
  return JSON.parse(run.stdout) as {
    problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
  };
}

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules with no error, and only the warnings explained here", async () => {
    const file = path.join(folder, 'openapi.json');
    await writeFile(file, JSON.stringify(document));
    const { problems } = redoclyLint(file);
    const shown = problems.map(
      (problem) =>
        `${problem.severity} ${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer})`,
    );
    expect(shown.filter((line) => line.startsWith('error'))).toEqual([]);
    // `/api/appointments/assessment/{assessmentId}` and `/api/appointments/{id}/cancel` look alike to the rule, but
    // the router takes a static segment first; renaming published paths would break their callers.
    const explained = shown.filter((line) => !line.startsWith('warn no-ambiguous-paths:'));
    // An operation that answers no client error (a GET with nothing to parse, open to anyone) declares none: the
    // server suite fails on any status an endpoint does not declare (http/endpoint.ts).
    const noClientError = (Object.values(endpoints) as Endpoint[])
      .filter((endpoint) => Object.keys(endpoint.errors).every((status) => Number(status) >= 500))
      .map((endpoint) => endpoint.path.replace(/:(\w+)/g, '{$1}').replaceAll('/', '~1'));
    expect(noClientError.length).toBeGreaterThan(0);
    expect(
      explained.filter(
        (line) =>
          !noClientError.some(
            (path) => line.startsWith('warn operation-4xx-response:') && line.includes(`#/paths/${path}/`),
          ),
      ),
    ).toEqual([]);
  }, 60_000);

  it('describes only the API, public operations with no security, others with the session', () => {
    expect(Object.keys(document.paths).filter((key) => !key.startsWith('/api/'))).toEqual([]);
    for (const endpoint of Object.values(endpoints) as Endpoint[]) {
      const operation = operationOf(endpoint);
      expect(operation.security, endpoint.name).toEqual(
        endpoint.access === 'public' ? [] : [{ session: [] }],
      );
    }
  });

  it('lists every failure status an endpoint declares, with the error body, and Retry-After on 429 and 503', () => {
    for (const endpoint of Object.values(endpoints) as Endpoint[]) {
      const responses = operationOf(endpoint).responses;
      const failures = Object.keys(responses).filter((status) => Number(status) >= 400);
      expect(failures.sort(), endpoint.name).toEqual([...Object.keys(endpoint.errors), '500'].sort());
      for (const status of failures) {
        const answer = responses[status];
        expect(answer.description, `${endpoint.name} ${status}`).not.toBe('Default Response');
        expect(
          Object.keys(answer.content['application/json'].schema.properties),
          `${endpoint.name} ${status}`,
        ).toContain('message');
        if (status === '429' || status === '503')
          expect(answer.headers?.['Retry-After']?.schema.type, `${endpoint.name} ${status}`).toBe('integer');
        else expect(answer.headers, `${endpoint.name} ${status}`).toBeUndefined();
      }
    }
    expect(errorStatuses).toContain(503);
    expect(Object.keys(operationOf(endpoints.deletePromoCode).responses)).toContain('409');
  });
});
