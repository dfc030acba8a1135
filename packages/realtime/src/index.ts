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
  type CallStats,
  ConsultationCall,
  type ConsultationCallOptions,
  ConsultationPeer,
  type ConsultationPeerOptions,
  type ConsultationSnapshot,
  type ConsultationSocket,
  type ConsultationStatus,
  consultationClientId,
  consultationClientIdKey,
  consultationPeerLimits,
  consultationPeerMessages,
  isFinalConsultationStatus,
  mediaFlows,
  type NetworkEvents,
  type PeerConnectionFactory,
  type PeerIceConfig,
  type PeerSignals,
  readCallStats,
  type UseConsultationOptions,
  type UseConsultationResult,
  useConsultation,
} from './consultation';
export {
  type ConsultationServerFrame,
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
  type ConsultationSendResult,
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
export { broadcastMessages, type UseBroadcastResult, useBroadcast } from './react/useBroadcast';
export {
  type UseConversationOptions,
  type UseConversationResult,
  useConversation,
} from './react/useConversation';
export { useLiveConversations } from './react/useLiveConversations';
export { usePresence } from './react/usePresence';
export { useRefreshOnChatEvents } from './react/useRefreshOnChatEvents';
export { type UseUnreadCountResult, useLiveUnreadCount } from './react/useUnreadCount';
export { reconnectDelay, socketLimits } from './reconnect';
export {
  type ChatViewer,
  chatViewerFor,
  isVisibleInAssessmentConversation,
  isVisibleInDirectConversation,
} from './visibility';
