import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loggerOptions } from '../http/log';
import { createTestDatabase, login, type TestDatabase, testClock, testConfig } from '../test/helpers';

/** Health answers that must never reach a log line, saved or refused. */
const marker = 'MARKER-HEALTH-ANSWER-91c2';

const lines: string[] = [];
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({
    config: testConfig(),
    db: database.db,
    now: testClock().now,
    logger: loggerOptions('trace', { write: (line: string) => lines.push(line) }),
  });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

describe('assessment answers and the logs', () => {
  it('never logs an answer, whether it is saved, refused or read back', async () => {
    const { sid } = await login(app, 'oliver.smith@example.com');
    const cookies = { sid: sid ?? '' };
    const created = await app.inject({
      method: 'POST',
      url: '/api/assessments',
      payload: { type: 'contraception' },
      cookies,
    });
    const id = created.json().id as number;
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/assessments/${id}/answers`,
      payload: { answers: { anythingElse: marker } },
      cookies,
    });
    expect(saved.statusCode).toBe(200);
    const refused = await app.inject({
      method: 'PUT',
      url: `/api/assessments/${id}/answers`,
      payload: {
        answers: { currentMethod: 'other', currentMethodOther: marker.repeat(20), preferredMethod: 'x' },
      },
      cookies,
    });
    expect(refused.statusCode).toBe(400);
    const read = await app.inject({ method: 'GET', url: `/api/assessments/${id}`, cookies });
    expect(read.body).toContain(marker);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(marker);
  });
});
