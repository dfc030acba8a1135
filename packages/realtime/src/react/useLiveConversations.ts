import { type ApiError, api, presets } from '@telehealth/api';
import type { ConversationSummary } from '@telehealth/contract';
import type { SWRResponse } from 'swr';
import { useRefreshOnChatEvents } from './useRefreshOnChatEvents';

/**
 * The people the user may chat with, latest first (`GET /api/messages/conversations` with the realtime preset:
 * refetched on focus and every 30 s), refreshed at once when a message or a read receipt arrives, so the list
 * reorders and its unread counts change without waiting for a poll.
 */
export function useLiveConversations(): SWRResponse<ConversationSummary[], ApiError> {
  const conversations = api.chat.conversations.useQuery({}, presets.realtime);
  useRefreshOnChatEvents(conversations.mutate);
  return conversations;
}
