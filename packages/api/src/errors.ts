/** Messages of the request helpers, word for word (docs/product/site.md). */
export const requestMessages = {
  invalidMethod: 'Invalid HTTP method',
  missingUrl: 'API URL cannot be null or undefined',
  invalidQueryFnOptions: 'Invalid options for getQueryFn',
  missingQueryKey: 'Query key cannot be null or undefined',
  notJson: 'Response is not JSON',
} as const;

export interface ApiErrorDetails {
  errorType?: string | undefined;
  field?: string | undefined;
  body?: unknown;
  /**
   * What the server itself said, when it said anything: the JSON body's message (or error), or a plain-text
   * body. Left out, it is read from a JSON-like `body`. Never the HTTP status text.
   */
  serverMessage?: string | undefined;
}

/** The message (or else the error field) of a JSON error body, when it is a non-empty string. */
function messageOfBody(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  for (const candidate of [record.message, record.error]) {
    if (typeof candidate === 'string' && candidate.trim()) return candidate;
  }
  return undefined;
}

/** A failed API response: the HTTP status, the server's message and the original body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the request never reached the server. */
  readonly status: number;
  readonly errorType: string | undefined;
  /** The request field the server blamed, when it named one. */
  readonly field: string | undefined;
  /** The parsed JSON body, or the raw text when the body was not JSON. */
  readonly body: unknown;
  /**
   * The server's own words, or undefined when it sent none (an empty body, an HTML error page): then
   * `message` holds only the status text, and screens show their own fallback (see `errorMessage`).
   */
  readonly serverMessage: string | undefined;

  constructor(status: number, message: string, details: ApiErrorDetails = {}) {
    super(message);
    this.status = status;
    this.errorType = details.errorType;
    this.field = details.field;
    this.body = details.body;
    this.serverMessage = 'serverMessage' in details ? details.serverMessage : messageOfBody(details.body);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The message a screen shows for a failed request: the server's own words when it sent some, else
 * `fallback` (the screen's own, such as 'Failed to create document'). A status text ('Internal Server Error'), a
 * network failure or a bug in the client never reaches the user as if the server had said it.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return (isApiError(error) && error.serverMessage) || fallback;
}

const plainText = /^text\/plain\b/i;

/**
 * Builds the error for a non-OK response. `message` is the body's message, else its error
 * field, else the raw text or the status text. `serverMessage` keeps only what the server wrote itself.
 */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const fallback = text || response.statusText || `Request failed with status ${response.status}`;
  if (isJsonResponse(response) && text) {
    try {
      const body: unknown = JSON.parse(text);
      if (body && typeof body === 'object') {
        const record = body as Record<string, unknown>;
        const serverMessage = messageOfBody(body);
        return new ApiError(response.status, serverMessage ?? fallback, {
          errorType: typeof record.errorType === 'string' ? record.errorType : undefined,
          field: typeof record.field === 'string' ? record.field : undefined,
          body,
          serverMessage,
        });
      }
    } catch {
      // A body that claims JSON but is not: fall through to the raw text.
    }
  }
  // A plain-text body is the server's words; an HTML error page (a proxy's 502) or an empty body is not.
  const contentType = response.headers.get('content-type') ?? '';
  const spoken = text.trim() && plainText.test(contentType) ? text.trim() : undefined;
  return new ApiError(response.status, fallback, { body: text, serverMessage: spoken });
}

export function isJsonResponse(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').toLowerCase().includes('json');
}
