import { describe, expect, it, vi } from 'vitest';
import { createApiClient, getQueryFn } from './client';
import { ApiError } from './errors';
import { urlFromQueryKey } from './queryKey';
import { apiPath, apiRequest } from './request';

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

describe('apiRequest', () => {
  it('answers a file endpoint with its bytes as a Blob', async () => {
    const fetchImpl = vi.fn(
      async () => new Response('%PDF-1.3', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
    const blob = await apiRequest<Blob>('POST', '/api/x', { body: {}, responseType: 'blob' }, fetchImpl);
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.3');
  });

  it('refuses methods outside GET, POST, PUT, PATCH and DELETE', async () => {
    const fetchImpl = vi.fn();
    await expect(apiRequest('HEAD', '/api/user', {}, fetchImpl)).rejects.toThrow('Invalid HTTP method');
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('refuses a missing URL', async () => {
    await expect(apiRequest('GET', null, {}, vi.fn())).rejects.toThrow('API URL cannot be null or undefined');
    await expect(apiRequest('GET', undefined, {}, vi.fn())).rejects.toThrow(
      'API URL cannot be null or undefined',
    );
  });

  it('adds the /api prefix, includes credentials and sends JSON with its content type', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse(200, { ok: true }));
    await apiRequest('post', 'auth/login', { body: { email: 'a@b.co' } }, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/api/auth/login', {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{"email":"a@b.co"}',
    });
  });

  it('sends FormData and strings as they are', async () => {
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => jsonResponse(200, {}));
    const form = new FormData();
    form.append('name', 'Ada');
    await apiRequest('POST', '/api/contact', { body: form }, fetchImpl);
    await apiRequest('POST', '/api/raw', { body: 'plain' }, fetchImpl);
    const [first, second] = fetchImpl.mock.calls;
    expect(first?.[1]?.body).toBe(form);
    expect(first?.[1]?.headers).not.toHaveProperty('Content-Type');
    expect(second?.[1]?.body).toBe('plain');
  });

  it('throws an ApiError with the body message, errorType and field', async () => {
    const body = { message: 'Valid email is required', field: 'email', errorType: 'validation' };
    const error = await apiRequest('POST', '/api/auth/register', {}, async () =>
      jsonResponse(400, body),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Valid email is required', field: 'email', body });
  });

  it('falls back to the error field, then to the raw text, then to the status text', async () => {
    await expect(
      apiRequest('GET', '/api/x', {}, async () => jsonResponse(500, { error: 'Database unavailable' })),
    ).rejects.toThrow('Database unavailable');
    await expect(
      apiRequest('GET', '/api/x', {}, async () => new Response('Bad gateway text', { status: 502 })),
    ).rejects.toThrow('Bad gateway text');
    await expect(
      apiRequest(
        'GET',
        '/api/x',
        {},
        async () => new Response('', { status: 503, statusText: 'Service Unavailable' }),
      ),
    ).rejects.toThrow('Service Unavailable');
  });

  it('throws on 401 by default and returns null when asked', async () => {
    const unauthorised = async () => jsonResponse(401, { message: 'Not authenticated' });
    await expect(apiRequest('GET', '/api/user', {}, unauthorised)).rejects.toMatchObject({ status: 401 });
    await expect(apiRequest('GET', '/api/user', { on401: 'returnNull' }, unauthorised)).resolves.toBeNull();
  });

  it('finishes every answer it does not read: a 401 read as null and an empty 204', async () => {
    for (const [status, on401] of [
      [401, 'returnNull'],
      [204, undefined],
    ] as const) {
      let cancelled = false;
      const body = new ReadableStream({
        cancel() {
          cancelled = true;
        },
      });
      const answer = async () => new Response(status === 204 ? null : body, { status });
      const stream = status === 204 ? undefined : body;
      await expect(apiRequest('GET', '/api/user', on401 ? { on401 } : {}, answer)).resolves.toBeNull();
      if (stream) expect(cancelled, String(status)).toBe(true);
    }
  });

  it('refuses a successful answer that is not JSON', async () => {
    await expect(
      apiRequest('GET', '/api/user', {}, async () => new Response('<html></html>', { status: 200 })),
    ).rejects.toThrow('Response is not JSON');
  });
});

describe('query keys', () => {
  it('turns an object into query parameters, skipping null and undefined', () => {
    expect(
      urlFromQueryKey(['/api/admin/legal-documents', { type: 'privacy_policy', page: null, q: undefined }]),
    ).toBe('/api/admin/legal-documents?type=privacy_policy');
  });

  it('appends a string or number as a path segment, or replaces a :param', () => {
    expect(urlFromQueryKey(['/api/messages', 42])).toBe('/api/messages/42');
    expect(urlFromQueryKey(['/api/messages/assessment/:assessmentId', 7])).toBe('/api/messages/assessment/7');
    expect(urlFromQueryKey(['email-templates', 'otp code'])).toBe('/api/email-templates/otp%20code');
    expect(apiPath('/api')).toBe('/api');
  });

  it('refuses a missing key', () => {
    expect(() => urlFromQueryKey(null)).toThrow('Query key cannot be null or undefined');
  });

  it('refuses invalid options for the query function', () => {
    const client = createApiClient(vi.fn());
    // @ts-expect-error: the wrong option on purpose
    expect(() => getQueryFn(client, { on401: 'ignore' })).toThrow('Invalid options for getQueryFn');
  });
});
