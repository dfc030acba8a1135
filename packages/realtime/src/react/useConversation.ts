import { useApiClient } from '@telehealth/api';
import { type ChatMessage, messageContent, routes } from '@telehealth/contract';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';
import { type ChatStore, createChatStore, type LocalChatMessage } from '../chatStore';
import { type ConversationTarget, fetchConversationMessages } from '../fetchMessages';
import type { ConnectionStatus } from '../RealtimeClient';
import { socketLimits } from '../reconnect';
import {
  type ChatViewer,
  isVisibleInAssessmentConversation,
  isVisibleInDirectConversation,
} from '../visibility';
import { useRealtime } from './RealtimeProvider';
import { usePresence } from './usePresence';

export interface UseConversationOptions {
  /** The signed-in user; nothing is fetched without one. */
  viewer: ChatViewer | null | undefined;
}

export interface UseConversationResult {
  /** The conversation in display order (creation time, then id), pending messages included. */
  messages: readonly LocalChatMessage[];
  /** True until the first fetch of this conversation settles. */
  isLoading: boolean;
  /** 'Request timed out. Please try again.' or 'Failed to fetch messages: <status>'; the list is then empty. */
  error: string | null;
  status: ConnectionStatus;
  /**
   * Sends a message and shows it as pending until the server confirms it. False, with nothing
   * queued or shown, when disconnected, when the content is invalid, or when there is no receiver:
   * the caller keeps the typed text.
   */
  send: (content: string) => boolean;
  /** Sends read receipts for one message, or for every unread message to the viewer. */
  markRead: (messageId?: number) => void;
  /** Tells the counterpart that the viewer is typing. */
  sendTyping: () => boolean;
  /** The counterpart is typing; cleared 3 s after their last typing event or when their message arrives. */
  typing: boolean;
  /** Whether the counterpart is online; undefined when unknown. */
  online: boolean | undefined;
  /** Fetches again and merges (nothing shown twice, nothing dropped). */
  refetch: () => Promise<void>;
}

interface FetchState {
  key: string;
  isLoading: boolean;
  error: string | null;
}

const emptyMessages: readonly LocalChatMessage[] = [];
const noStore = {
  subscribe: () => () => {},
  getMessages: () => emptyMessages,
};

function conversationKey(target: ConversationTarget | null, viewer: ChatViewer | null | undefined): string {
  if (!target || !viewer) return '';
  const about =
    target.assessmentId !== undefined ? `assessment:${target.assessmentId}` : `user:${target.otherUserId}`;
  return `${viewer.id}/${about}`;
}

/** The user on the other side: the direct counterpart, or the assessment conversation's receiver. */
function counterpartOf(target: ConversationTarget | null): number | null {
  if (!target) return null;
  if (target.otherUserId !== undefined) return target.otherUserId;
  return typeof target.receiverId === 'number' ? target.receiverId : null;
}

/**
 * One conversation, live: fetches `GET /api/messages/assessment/{id}` or `GET /api/messages/{otherUserId}`,
 * then takes in socket messages that belong to it (docs/product/messaging.md), confirms pending messages, applies
 * read receipts, sends receipts for unread incoming messages, and refetches and merges each time the
 * socket connects again, so that nothing sent while it was down goes missing. Pass null to close it.
 */
export function useConversation(
  target: ConversationTarget | null,
  { viewer }: UseConversationOptions,
): UseConversationResult {
  const api = useApiClient();
  const { client, status } = useRealtime();
  const { mutate } = useSWRConfig();
  const key = conversationKey(target, viewer);
  const counterpartId = counterpartOf(target);

  // The latest target and viewer, for callbacks that must not re-subscribe on every render.
  const targetRef = useRef(target);
  targetRef.current = target;
  const viewerRef = useRef(viewer);
  viewerRef.current = viewer;

  // biome-ignore lint/correctness/useExhaustiveDependencies: one store per conversation key; the key holds the viewer id.
  const store = useMemo<ChatStore | null>(() => (key && viewer ? createChatStore(viewer.id) : null), [key]);
  const source = store ?? noStore;
  const messages = useSyncExternalStore(source.subscribe, source.getMessages, source.getMessages);

  const [fetchState, setFetchState] = useState<FetchState>({ key: '', isLoading: false, error: null });
  const current: FetchState =
    fetchState.key === key ? fetchState : { key, isLoading: key !== '', error: null };

  const [typing, setTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sentReceipts = useRef(new Set<number>());
  const latestFetch = useRef(0);
  const latestFailure = useRef(0);

  const refreshUnreadCount = useCallback(() => {
    void mutate(routes.unreadCount.path);
  }, [mutate]);

  /** Sends receipts for unread messages to the viewer, each once per connection. */
  const sendReceipts = useCallback(
    (candidates: Iterable<LocalChatMessage>, force = false) => {
      const reader = viewerRef.current;
      if (!reader) return;
      let sent = false;
      for (const message of candidates) {
        if (message.isPending || message.id <= 0 || message.isRead) continue;
        if (message.receiverId !== reader.id || message.senderId === reader.id) continue;
        if (!force && sentReceipts.current.has(message.id)) continue;
        if (client.sendRead(message.id, reader.id)) {
          sentReceipts.current.add(message.id);
          sent = true;
        }
      }
      if (sent) refreshUnreadCount();
    },
    [client, refreshUnreadCount],
  );

  const load = useCallback(async () => {
    const conversation = targetRef.current;
    if (!store || !conversation) return;
    const fetchId = ++latestFetch.current;
    const isCurrent = () => latestFetch.current === fetchId;
    try {
      const fetched = await fetchConversationMessages(api, conversation);
      // An older fetch still adds what it knows, unless a newer one has failed and emptied the
      // list; only the latest fetch decides the error and the loading flag.
      if (latestFailure.current > fetchId) return;
      store.merge(fetched);
      if (!isCurrent()) return;
      setFetchState({ key, isLoading: false, error: null });
      sendReceipts(store.getMap().values());
    } catch (error) {
      if (!isCurrent()) return;
      latestFailure.current = fetchId;
      store.clear();
      setFetchState({ key, isLoading: false, error: error instanceof Error ? error.message : String(error) });
    }
  }, [api, key, store, sendReceipts]);

  // The first fetch of each conversation; switching conversations makes older answers stale.
  useEffect(() => {
    if (!store) return;
    sentReceipts.current = new Set();
    void load();
    return () => {
      latestFetch.current += 1;
    };
  }, [store, load]);

  // Every (re)connect refetches: messages sent while the socket was down, or before it first
  // opened, reach this client only through the list.
  useEffect(() => {
    if (!store) return;
    let previous = client.status;
    return client.subscribe((next) => {
      const connectedNow = next === 'connected' && previous !== 'connected';
      previous = next;
      if (!connectedNow) return;
      // Receipts sent on the dropped connection may never have arrived.
      sentReceipts.current = new Set();
      void load();
    });
  }, [client, store, load]);

  useEffect(() => {
    if (!store) return;
    const belongsHere = (message: ChatMessage): boolean => {
      const conversation = targetRef.current;
      const reader = viewerRef.current;
      if (!conversation || !reader) return false;
      return conversation.assessmentId !== undefined
        ? isVisibleInAssessmentConversation(message, {
            viewer: reader,
            assessmentId: conversation.assessmentId,
          })
        : isVisibleInDirectConversation(message, { viewer: reader, counterpartId: conversation.otherUserId });
    };
    const offMessage = client.on('message', (message) => {
      const reader = viewerRef.current;
      if (reader && message.senderId !== reader.id) refreshUnreadCount();
      if (!belongsHere(message)) return;
      store.receive(message);
      if (counterpartId !== null && message.senderId === counterpartId) {
        clearTimeout(typingTimer.current);
        setTyping(false);
      }
      const shown = store.getMap().get(message.id);
      if (shown) sendReceipts([shown]);
    });
    const offRead = client.on('read', (receipt) => {
      store.markRead(receipt.messageId);
      refreshUnreadCount();
    });
    return () => {
      offMessage();
      offRead();
    };
  }, [client, store, counterpartId, sendReceipts, refreshUnreadCount]);

  const viewerId = viewer?.id ?? null;
  useEffect(() => {
    setTyping(false);
    if (viewerId === null || counterpartId === null) return;
    const off = client.on('typing', (event) => {
      if (event.senderId !== counterpartId || event.receiverId !== viewerId) return;
      setTyping(true);
      clearTimeout(typingTimer.current);
      typingTimer.current = setTimeout(() => setTyping(false), socketLimits.typingTimeoutMs);
    });
    return () => {
      off();
      clearTimeout(typingTimer.current);
    };
  }, [client, counterpartId, viewerId]);

  const send = useCallback(
    (content: string): boolean => {
      const conversation = targetRef.current;
      const sender = viewerRef.current;
      if (!store || !conversation || !sender) return false;
      const parsed = messageContent.safeParse(content);
      if (!parsed.success) return false;
      let receiverId: number | null;
      if (conversation.otherUserId !== undefined) receiverId = conversation.otherUserId;
      else if (conversation.receiverId !== undefined) receiverId = conversation.receiverId;
      else return false;
      const draft = {
        senderId: sender.id,
        receiverId,
        content: parsed.data,
        assessmentId: conversation.assessmentId ?? null,
      };
      if (!client.sendChatMessage(draft)) return false;
      store.addPending(draft);
      return true;
    },
    [client, store],
  );

  const markRead = useCallback(
    (messageId?: number) => {
      if (!store) return;
      const map = store.getMap();
      if (messageId === undefined) {
        sendReceipts(map.values());
        return;
      }
      const message = map.get(messageId);
      if (message) sendReceipts([message], true);
    },
    [store, sendReceipts],
  );

  const sendTyping = useCallback((): boolean => {
    const sender = viewerRef.current;
    if (!sender || counterpartId === null) return false;
    return client.sendTyping(sender.id, counterpartId);
  }, [client, counterpartId]);

  const presence = usePresence(counterpartId === null ? [] : [counterpartId]);

  return {
    messages,
    isLoading: current.isLoading,
    error: current.error,
    status,
    send,
    markRead,
    sendTyping,
    typing,
    online: counterpartId === null ? undefined : presence[counterpartId],
    refetch: load,
  };
}
