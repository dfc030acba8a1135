import { type ChatMessage, chatLimits } from '@telehealth/contract';

/** A chat message as the client shows it, with the client-only flags (pending, self, broadcast). */
export interface LocalChatMessage extends ChatMessage {
  /** Sent from this client and not yet confirmed by the server; its id is a temporary negative number. */
  isPending?: boolean;
  /** Sent by the viewer. */
  self?: boolean;
  /** Sent to everyone (receiverId null). */
  broadcast?: boolean;
}

/** Messages keyed by id. Pending messages have negative ids, server messages positive ones. */
export type ChatMessageMap = ReadonlyMap<number, LocalChatMessage>;

/** What a pending message needs: who sends it to whom, about which assessment, and what it says. */
export interface PendingDraft {
  senderId: number;
  receiverId: number | null;
  content: string;
  assessmentId: number | null;
}

function timeOf(message: Pick<ChatMessage, 'createdAt'>): number {
  const time = Date.parse(message.createdAt);
  return Number.isNaN(time) ? 0 : time;
}

/** Adds the client-only flags: `self` for the viewer's own messages, `broadcast` when there is no receiver. */
export function decorateMessage(message: ChatMessage, viewerId: number): LocalChatMessage {
  // Copied field by field so that client-only flags never come in from the wire.
  const local: LocalChatMessage = {
    id: message.id,
    senderId: message.senderId,
    receiverId: message.receiverId,
    content: message.content,
    assessmentId: message.assessmentId,
    isRead: message.isRead,
    createdAt: message.createdAt,
  };
  if (message.sender) local.sender = message.sender;
  if (message.senderId === viewerId) local.self = true;
  if (message.receiverId === null) local.broadcast = true;
  return local;
}

/** Messages in the order they are shown: by creation time, then by id. */
export function sortMessages(messages: Iterable<LocalChatMessage>): LocalChatMessage[] {
  return [...messages].sort((a, b) => timeOf(a) - timeOf(b) || a.id - b.id);
}

let lastPendingId = 0;

/** A temporary id for a pending message: negative, so it never collides with a server id. */
export function nextPendingId(): number {
  lastPendingId -= 1;
  return lastPendingId;
}

/** Builds the pending message for a draft: a temporary negative id, `isPending` and `self`. */
export function createPendingMessage(draft: PendingDraft, createdAt: Date = new Date()): LocalChatMessage {
  const message: LocalChatMessage = {
    id: nextPendingId(),
    senderId: draft.senderId,
    receiverId: draft.receiverId,
    content: draft.content,
    assessmentId: draft.assessmentId,
    isRead: false,
    createdAt: createdAt.toISOString(),
    isPending: true,
    self: true,
  };
  if (draft.receiverId === null) message.broadcast = true;
  return message;
}

/** Adds a message sent from this client, to be confirmed by the server's copy. */
export function addPending(messages: ChatMessageMap, pending: LocalChatMessage): ChatMessageMap {
  const next = new Map(messages);
  next.set(pending.id, { ...pending, isPending: true, self: true });
  return next;
}

// Pending ids count down, so between two messages of the same instant the larger id came first.
function isOlder(a: LocalChatMessage, b: LocalChatMessage): boolean {
  return timeOf(a) < timeOf(b) || (timeOf(a) === timeOf(b) && a.id > b.id);
}

/**
 * The pending message a server message confirms: same sender, receiver, assessment and content,
 * created within `chatLimits.pendingMatchWindowMs`. The oldest match wins, so two identical
 * messages sent in a row are confirmed in the order they were sent.
 */
export function findPendingMatch(
  messages: ChatMessageMap,
  incoming: ChatMessage,
): LocalChatMessage | undefined {
  const incomingTime = timeOf(incoming);
  let best: LocalChatMessage | undefined;
  for (const candidate of messages.values()) {
    if (!candidate.isPending) continue;
    if (candidate.senderId !== incoming.senderId) continue;
    if (candidate.receiverId !== incoming.receiverId) continue;
    if (candidate.assessmentId !== incoming.assessmentId) continue;
    if (candidate.content !== incoming.content) continue;
    if (Math.abs(timeOf(candidate) - incomingTime) > chatLimits.pendingMatchWindowMs) continue;
    if (!best || isOlder(candidate, best)) best = candidate;
  }
  return best;
}

/**
 * Takes one server message into the map: it replaces the message with its id (a receipt already
 * seen is kept: read never becomes unread), or confirms the matching pending message, or is added.
 * A message that arrives twice (the socket echo and a refetch) is therefore shown once.
 */
export function reconcileIncoming(
  messages: ChatMessageMap,
  incoming: ChatMessage,
  viewerId: number,
): ChatMessageMap {
  const next = new Map(messages);
  const local = decorateMessage(incoming, viewerId);
  const known = messages.get(incoming.id);
  if (known) {
    next.set(incoming.id, { ...local, isRead: known.isRead || local.isRead });
    return next;
  }
  const pending = findPendingMatch(messages, incoming);
  if (pending) next.delete(pending.id);
  next.set(incoming.id, local);
  return next;
}

/** Marks one message read, as a read receipt from the server says. Unknown ids change nothing. */
export function applyReadReceipt(messages: ChatMessageMap, messageId: number): ChatMessageMap {
  const known = messages.get(messageId);
  if (!known || known.isRead) return messages;
  const next = new Map(messages);
  next.set(messageId, { ...known, isRead: true });
  return next;
}

/**
 * Merges a fetched list into the map: each fetched message is reconciled as if it had arrived on
 * the socket, and nothing already shown is dropped (it may have arrived after the server built
 * the list). Used for the first load and for the refetch after every reconnect.
 */
export function mergeFetched(
  messages: ChatMessageMap,
  fetched: readonly ChatMessage[],
  viewerId: number,
): ChatMessageMap {
  let next = messages;
  for (const message of fetched) next = reconcileIncoming(next, message, viewerId);
  return next;
}

/** A small observable chat store for one conversation and one viewer, for `useSyncExternalStore`. */
export interface ChatStore {
  /** The messages in display order; the same array until something changes. */
  getMessages(): readonly LocalChatMessage[];
  /** The messages keyed by id. */
  getMap(): ChatMessageMap;
  subscribe(listener: () => void): () => void;
  /** Adds a pending message for a draft and returns it. */
  addPending(draft: PendingDraft): LocalChatMessage;
  /** Takes a server message in; see `reconcileIncoming`. */
  receive(message: ChatMessage): void;
  /** Applies a read receipt; see `applyReadReceipt`. */
  markRead(messageId: number): void;
  /** Merges a fetched list; see `mergeFetched`. */
  merge(fetched: readonly ChatMessage[]): void;
  /** Empties the store (a failed fetch shows an empty list). */
  clear(): void;
}

export function createChatStore(viewerId: number, now: () => number = Date.now): ChatStore {
  let map: ChatMessageMap = new Map();
  let sorted: readonly LocalChatMessage[] = [];
  const listeners = new Set<() => void>();

  const update = (next: ChatMessageMap) => {
    if (next === map) return;
    map = next;
    sorted = sortMessages(map.values());
    for (const listener of [...listeners]) listener();
  };

  return {
    getMessages: () => sorted,
    getMap: () => map,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    addPending(draft) {
      const pending = createPendingMessage(draft, new Date(now()));
      update(addPending(map, pending));
      return pending;
    },
    receive: (message) => update(reconcileIncoming(map, message, viewerId)),
    markRead: (messageId) => update(applyReadReceipt(map, messageId)),
    merge: (fetched) => update(mergeFetched(map, fetched, viewerId)),
    clear: () => update(new Map()),
  };
}
