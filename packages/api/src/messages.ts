import { type ChatMessage, chatMessages, endpoints, type UnreadCount } from '@telehealth/contract';
import useSWR from 'swr';
import type { ApiClient } from './client';
import { ApiError, isApiError } from './errors';
import { presets } from './presets';

/** `GET /api/messages/unread-count`: polled every 30 s and on focus; refresh it on incoming messages and receipts. */
export function useUnreadCount() {
  return useSWR<UnreadCount, ApiError>(endpoints.unreadCount, presets.realtime);
}

/** Part 1 §9: a conversation fetch gives up after 10 seconds. */
export const CONVERSATION_TIMEOUT_MS = 10_000;

export type ConversationTarget = { assessmentId: number } | { otherUserId: number };

export interface FetchConversationOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * `GET /api/messages/assessment/{assessmentId}` or `GET /api/messages/{otherUserId}`, uncached: a
 * time parameter and no-cache headers defeat every cache, and the request is abandoned after 10 s.
 * A non-OK answer rejects with 'Failed to fetch messages: {status}', a timeout with
 * 'Request timed out. Please try again.' The realtime package owns the conversation state.
 */
export async function fetchConversation(
  client: ApiClient,
  target: ConversationTarget,
  { timeoutMs = CONVERSATION_TIMEOUT_MS, signal }: FetchConversationOptions = {},
): Promise<ChatMessage[]> {
  const url =
    'assessmentId' in target
      ? endpoints.messagesForAssessment.replace(
          ':assessmentId',
          encodeURIComponent(String(target.assessmentId)),
        )
      : endpoints.messagesWithUser.replace(':otherUserId', encodeURIComponent(String(target.otherUserId)));
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    return await client.request<ChatMessage[]>('GET', url, {
      query: { t: Date.now() },
      headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) throw new ApiError(0, chatMessages.fetchTimedOut);
    if (isApiError(error) && error.status > 0) {
      throw new ApiError(error.status, `${chatMessages.fetchFailedPrefix}${error.status}`, {
        errorType: error.errorType,
        field: error.field,
        body: error.body,
      });
    }
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}
