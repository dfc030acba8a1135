/** Messages of the request helpers, word for word from Part 1 §8. */
export const requestMessages = {
  invalidMethod: 'Invalid HTTP method',
  missingUrl: 'API URL cannot be null or undefined',
  invalidQueryFnOptions: 'Invalid options for getQueryFn',
  missingQueryKey: 'Query key cannot be null or undefined',
  notJson: 'Response is not JSON',
} as const;

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

  constructor(
    status: number,
    message: string,
    details: { errorType?: string; field?: string; body?: unknown } = {},
  ) {
    super(message);
    this.status = status;
    this.errorType = details.errorType;
    this.field = details.field;
    this.body = details.body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Builds the error for a non-OK response: the body's message, else its error field, else the text or status text. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const fallback = text || response.statusText || `Request failed with status ${response.status}`;
  if (isJsonResponse(response) && text) {
    try {
      const body: unknown = JSON.parse(text);
      if (body && typeof body === 'object') {
        const record = body as Record<string, unknown>;
        const message =
          typeof record.message === 'string' && record.message
            ? record.message
            : typeof record.error === 'string' && record.error
              ? record.error
              : fallback;
        return new ApiError(response.status, message, {
          errorType: typeof record.errorType === 'string' ? record.errorType : undefined,
          field: typeof record.field === 'string' ? record.field : undefined,
          body,
        });
      }
    } catch {
      // A body that claims JSON but is not: fall through to the raw text.
    }
  }
  return new ApiError(response.status, fallback, { body: text });
}

export function isJsonResponse(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').toLowerCase().includes('json');
}
