// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from './errors';
import { apiRequest } from './request';

/** A real HTTP server whose answers are chosen by path, so the errors come from real responses. */
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    switch (request.url) {
      case '/api/empty-500':
        response.writeHead(500).end();
        break;
      case '/api/html-502':
        response.writeHead(502, { 'content-type': 'text/html' }).end('<html><body>Bad Gateway</body></html>');
        break;
      case '/api/text-503':
        response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('Down for maintenance');
        break;
      case '/api/json-409':
        response
          .writeHead(409, { 'content-type': 'application/json' })
          .end(JSON.stringify({ message: 'Only inactive documents can be deleted', field: 'id' }));
        break;
      case '/api/json-500-error-field':
        response
          .writeHead(500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: 'Disk full' }));
        break;
      case '/api/json-500-empty-object':
        response.writeHead(500, { 'content-type': 'application/json' }).end('{}');
        break;
      default:
        response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function failure(path: string): Promise<ApiError> {
  const caught = await apiRequest('POST', `${origin}${path}`).catch((error: unknown) => error);
  expect(caught).toBeInstanceOf(ApiError);
  return caught as ApiError;
}

describe('errors from real responses', () => {
  it('a 500 with no body: the message is the status text, and screens show their fallback', async () => {
    const error = await failure('/api/empty-500');
    expect(error.status).toBe(500);
    expect(error.message).toBe('Internal Server Error');
    expect(error.serverMessage).toBeUndefined();
    expect(errorMessage(error, 'Failed to create document')).toBe('Failed to create document');
    expect(errorMessage(error, 'Failed to send test email. Please try again.')).toBe(
      'Failed to send test email. Please try again.',
    );
  });

  it("an HTML error page is not the server's words either", async () => {
    const error = await failure('/api/html-502');
    expect(error.status).toBe(502);
    expect(errorMessage(error, 'Failed to update document')).toBe('Failed to update document');
  });

  it('a JSON message, a JSON error field and a plain-text body are shown as the server wrote them', async () => {
    const conflict = await failure('/api/json-409');
    expect(conflict).toMatchObject({ status: 409, field: 'id' });
    expect(errorMessage(conflict, 'Failed to delete document')).toBe(
      'Only inactive documents can be deleted',
    );
    expect(errorMessage(await failure('/api/json-500-error-field'), 'x')).toBe('Disk full');
    expect(errorMessage(await failure('/api/text-503'), 'x')).toBe('Down for maintenance');
  });

  it('a JSON body without a message falls back too', async () => {
    const error = await failure('/api/json-500-empty-object');
    expect(error.message).toBe('{}');
    expect(errorMessage(error, 'Failed to activate document')).toBe('Failed to activate document');
  });
});

describe('errorMessage', () => {
  it('shows the fallback for anything that is not an answer of the server', () => {
    expect(errorMessage(new TypeError('Failed to fetch'), 'An error occurred')).toBe('An error occurred');
    expect(errorMessage(undefined, 'An error occurred')).toBe('An error occurred');
    expect(errorMessage(new ApiError(404, 'Not Found'), 'Gone')).toBe('Gone');
  });

  it('reads the message of a body given to the constructor (the mock provider builds errors so)', () => {
    const error = new ApiError(400, 'Practitioner not found', {
      body: { message: 'Practitioner not found' },
    });
    expect(errorMessage(error, 'Failed to update appointment duration')).toBe('Practitioner not found');
    expect(errorMessage(new ApiError(500, 'Request failed', { body: { message: '  ' } }), 'Fallback')).toBe(
      'Fallback',
    );
  });
});
