import { useEndpoint } from './endpoint';
import { presets } from './presets';

/**
 * `GET /api/messages/conversations`: the people the signed-in user may chat with, latest conversation
 * first, each with the last message, the unread count and presence. Realtime preset (refetch on focus,
 * poll every 30 s); call `mutate` when a message arrives to reorder at once.
 */
export function useConversations() {
  return useEndpoint('conversations', {}, presets.realtime);
}
