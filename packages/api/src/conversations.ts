import { type ConversationSummary, chatEndpoints } from '@telehealth/contract';
import useSWR from 'swr';
import type { ApiError } from './errors';
import { presets } from './presets';

/**
 * `GET /api/messages/conversations`: the people the signed-in user may chat with, latest conversation
 * first, each with the last message, the unread count and presence. Realtime preset (refetch on focus,
 * poll every 30 s); call `mutate` when a message arrives to reorder at once.
 */
export function useConversations() {
  return useSWR<ConversationSummary[], ApiError>(chatEndpoints.conversations, presets.realtime);
}
