import { ApiError, errorFromResponse, isJsonResponse, requestMessages } from './errors';

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/** What a 401 does: throw an ApiError (the default) or resolve to null. */
export type UnauthorizedBehavior = 'throw' | 'returnNull';

export interface RequestOptions {
  /** A plain value is sent as JSON; FormData and strings are sent as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  on401?: UnauthorizedBehavior;
  /** 'blob' for endpoints that answer a file (a PDF): the bytes come back as a Blob. JSON unless set. */
  responseType?: 'json' | 'blob';
  /** Query-string parameters; null and undefined are skipped. */
  query?: Record<string, string | number | boolean | null | undefined>;
}

/** Adds the /api prefix to paths that lack it. Absolute URLs are left alone. */
export function apiPath(url: string | null | undefined): string {
  if (url === null || url === undefined) throw new Error(requestMessages.missingUrl);
  if (/^https?:\/\//i.test(url)) return url;
  const path = url.startsWith('/') ? url : `/${url}`;
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/api?') ? path : `/api${path}`;
}

export function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

export type Fetch = typeof fetch;

/**
 * Sends one request to the same-origin API with cookies, and parses the JSON answer.
 * Non-OK answers throw an ApiError; a 401 resolves to null when `on401` is 'returnNull'.
 */
export async function apiRequest<T>(
  method: string,
  url: string | null | undefined,
  options: RequestOptions = {},
  fetchImpl: Fetch = fetch,
): Promise<T> {
  const upper = method.toUpperCase();
  if (!(httpMethods as readonly string[]).includes(upper)) throw new Error(requestMessages.invalidMethod);
  const target = withQuery(apiPath(url), options.query);
  const headers: Record<string, string> = {
    Accept: options.responseType === 'blob' ? '*/*' : 'application/json',
    ...options.headers,
  };
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (options.body instanceof FormData || typeof options.body === 'string') {
      body = options.body;
    } else {
      body = JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
    }
  }
  const init: RequestInit = { method: upper, headers, credentials: 'include' };
  if (body !== undefined) init.body = body;
  if (options.signal) init.signal = options.signal;
  const response = await fetchImpl(target, init);

  // Every early return cancels the body: a body left unread keeps the request open in Chromium (no
  // Resource Timing entry, no network quiet), which also stalls Lighthouse.
  if (response.status === 401 && options.on401 === 'returnNull') {
    await response.body?.cancel();
    return null as T;
  }
  if (!response.ok) throw await errorFromResponse(response);
  if (response.status === 204 || response.headers.get('content-length') === '0') {
    await response.body?.cancel();
    return null as T;
  }
  if (options.responseType === 'blob') return (await response.blob()) as T;
  if (!isJsonResponse(response)) throw new ApiError(response.status, requestMessages.notJson);
  return (await response.json()) as T;
}
