import { SESSION_HINT_COOKIE } from '@telehealth/contract';
import { createContext, useContext } from 'react';
import type { RequestOptions } from './request';

// Neither SWR nor the request code is imported here (types only): the first load of a page can read the session hint
// without them. A static import of the request module from here would pull it into the entry chunk.

/** Sends one request; the provider decides how (the network, or canned answers in stories and tests). */
export type ApiRequester = <T>(method: string, url: string, options?: RequestOptions) => Promise<T>;

export interface ApiClient {
  request: ApiRequester;
  /**
   * False when the browser certainly has no session (no session hint cookie): `useUser` then answers signed out
   * without asking. Absent means always ask (stories, tests, other clients).
   */
  mayHaveSession?: () => boolean;
}

/**
 * Whether this document carries the session hint cookie the server sets at sign-in (it holds no secret). Without a
 * document (the build prerendering the public pages) there is no session: pages render as a visitor first sees them.
 */
export function hasSessionHint(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}

/** The nearest provider's client; null outside any provider (the browser client then). */
export const ApiClientContext = createContext<ApiClient | null>(null);

/**
 * Whether the signed-in user is worth asking for: false when the nearest client knows the browser has no session (no
 * hint cookie), so that a visitor's page needs neither the request nor the code that makes it.
 */
export function useMayHaveSession(): boolean {
  const client = useContext(ApiClientContext);
  return client ? (client.mayHaveSession?.() ?? true) : hasSessionHint();
}

/** True below an ApiProvider: an ApiBoundary there adds nothing. */
export const ApiProvidedContext = createContext(false);

/**
 * Answers the server already has for this page, by SWR key (`answerFor` builds one): the page's first render uses
 * them instead of fetching, so a page the server rendered with its data renders the same in the browser.
 */
export type InitialAnswers = Readonly<Record<string, unknown>>;

/** Provided at the root of an app whose HTML carries answers; ApiBoundary hands them to SWR as `fallback`. */
export const InitialAnswersContext = createContext<InitialAnswers | null>(null);

/** The id of the `<script type="application/json">` that carries a page's answers in its HTML. */
export const EMBEDDED_ANSWERS_ID = 'th-answers';

/**
 * The `<script type="application/json">` that carries `answers` in a page's HTML (`readEmbeddedAnswers` reads it):
 * JSON with `<`, U+2028 and U+2029 escaped, so no answer (an article's HTML) can close the element or start markup.
 */
export function embeddedAnswersScript(answers: InitialAnswers): string {
  const json = JSON.stringify(answers)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${EMBEDDED_ANSWERS_ID}">${json}</script>`;
}
