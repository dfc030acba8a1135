import { useEndpoint } from './endpoint';
import { presets } from './presets';

/**
 * `GET /api/messages/unread-count`: polled every 30 s and on focus. `@telehealth/realtime`'s `useLiveUnreadCount`
 * adds a refresh on every incoming message and read receipt; conversations themselves are fetched there too.
 * Kept by hand: the one polled count every portal's frame shows beside its Messages item, with its preset in one
 * place for whoever else reads it.
 */
export function useUnreadCount() {
  return useEndpoint('unreadCount', {}, presets.realtime);
}
