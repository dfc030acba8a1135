export { normalizeEventType } from '@telehealth/contract';
export {
  addPending,
  applyReadReceipt,
  type ChatMessageMap,
  type ChatStore,
  createChatStore,
  createPendingMessage,
  decorateMessage,
  findPendingMatch,
  type LocalChatMessage,
  mergeFetched,
  type PendingDraft,
  reconcileIncoming,
  sortMessages,
} from './chatStore';
export {
  type IncomingEvent,
  type PresenceUpdate,
  parseServerFrame,
  type ReadReceipt,
  type RealtimeEventMap,
  type RealtimeEventType,
  type ServerErrorEvent,
  type TypingEvent,
  type WelcomeEvent,
} from './events';
export {
  type ConversationTarget,
  conversationPath,
  fetchConversationMessages,
  noCacheHeaders,
} from './fetchMessages';
export {
  buildSocketUrl,
  type ConnectionStatus,
  RealtimeClient,
  type RealtimeClientOptions,
  type SocketLocation,
  type WebSocketConstructor,
  type WebSocketLike,
} from './RealtimeClient';
export {
  RealtimeProvider,
  type RealtimeProviderProps,
  type UseRealtimeResult,
  useRealtime,
  useRealtimeContext,
} from './react/RealtimeProvider';
export {
  type UseConversationOptions,
  type UseConversationResult,
  useConversation,
} from './react/useConversation';
export { usePresence } from './react/usePresence';
export { type UseUnreadCountResult, useLiveUnreadCount } from './react/useUnreadCount';
export { reconnectDelay, socketLimits } from './reconnect';
export {
  type ChatViewer,
  isVisibleInAssessmentConversation,
  isVisibleInDirectConversation,
} from './visibility';
