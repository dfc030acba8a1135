import { useConversations } from '@telehealth/api';
import { useRefreshOnChatEvents } from './useRefreshOnChatEvents';

/**
 * The api package's `useConversations` (the people the user may chat with, latest first), refreshed at once when a
 * message or a read receipt arrives, so the list reorders and its unread counts change without waiting for a poll.
 */
export function useLiveConversations(): ReturnType<typeof useConversations> {
  const conversations = useConversations();
  useRefreshOnChatEvents(conversations.mutate);
  return conversations;
}
