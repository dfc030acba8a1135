import { type ApiClient, isApiError } from '@telehealth/api';
import { buildPath, type ChatMessage, chatMessage, chatMessages, routes } from '@telehealth/contract';
import { socketLimits } from './reconnect';

/** One conversation: about an assessment, or direct with another user. */
export type ConversationTarget =
  | {
      assessmentId: number;
      /**
       * Who `send` writes to in this assessment conversation; null sends to everyone
       * (practitioners only). Without it the conversation is read-only.
       */
      receiverId?: number | null;
      otherUserId?: undefined;
    }
  | { otherUserId: number; assessmentId?: undefined; receiverId?: undefined };

/** The path of a conversation's messages: `/api/messages/assessment/{id}` or `/api/messages/{otherUserId}`. */
export function conversationPath(target: ConversationTarget): string {
  return target.assessmentId !== undefined
    ? buildPath(routes.messagesForAssessment.path, { assessmentId: target.assessmentId })
    : buildPath(routes.messagesWithUser.path, { otherUserId: target.otherUserId });
}

/** Headers that keep proxies and the browser from answering with a stale list. */
export const noCacheHeaders = { 'Cache-Control': 'no-cache', Pragma: 'no-cache' } as const;

/**
 * Fetches a conversation's messages with a cache-busting `t` parameter and no-cache headers,
 * aborted after 10 s. Fails with exactly 'Request timed out. Please try again.' on timeout and
 * 'Failed to fetch messages: ' plus the HTTP status otherwise. Malformed messages in the list are
 * left out rather than failing the whole conversation.
 */
export async function fetchConversationMessages(
  client: ApiClient,
  target: ConversationTarget,
  options: { now?: () => number; signal?: AbortSignal } = {},
): Promise<ChatMessage[]> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, socketLimits.fetchTimeoutMs);
  const outer = options.signal;
  const forwardAbort = () => controller.abort();
  outer?.addEventListener('abort', forwardAbort, { once: true });
  if (outer?.aborted) controller.abort();
  // Not every client honours the signal (the mock one does not), so the abort also wins the race here.
  const aborted = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
  });
  try {
    const request = client.request<unknown>('GET', conversationPath(target), {
      query: { t: (options.now ?? Date.now)() },
      headers: { ...noCacheHeaders },
      signal: controller.signal,
    });
    const data = await Promise.race([request, aborted]);
    if (!Array.isArray(data)) throw new Error(`${chatMessages.fetchFailedPrefix}invalid response`);
    const messages: ChatMessage[] = [];
    for (const item of data) {
      const parsed = chatMessage.safeParse(item);
      if (parsed.success) messages.push(parsed.data);
    }
    return messages;
  } catch (error) {
    if (timedOut) throw new Error(chatMessages.fetchTimedOut);
    if (isApiError(error)) throw new Error(`${chatMessages.fetchFailedPrefix}${error.status}`);
    if (error instanceof Error && error.message.startsWith(chatMessages.fetchFailedPrefix)) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${chatMessages.fetchFailedPrefix}${reason}`);
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forwardAbort);
  }
}
