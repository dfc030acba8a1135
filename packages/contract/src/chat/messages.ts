import { z } from 'zod';
import { safeString } from '../text';

/** Limits of the chat, enforced by the server and checked by the client before sending. */
export const chatLimits = {
  /** Characters of one message's content. */
  maxContentLength: 5000,
  /** Bytes of one socket frame; larger frames close the socket with 1009. */
  maxFrameBytes: 64 * 1024,
  /** Messages one user may send in a minute. */
  messagesPerMinute: 100,
  /** A pending message matches a server message with the same content created within this window. */
  pendingMatchWindowMs: 10_000,
} as const;

export const chatMessages = {
  contentRequired: 'Message cannot be empty',
  contentTooLong: `Message must be at most ${chatLimits.maxContentLength} characters`,
  rateLimited: 'You are sending messages too quickly. Please wait a moment.',
  receiverNotAllowed: 'You cannot message this user',
  broadcastNotAllowed: 'Only practitioners and administrators can broadcast',
  assessmentNotAllowed: 'You cannot message about this assessment',
  fetchFailedPrefix: 'Failed to fetch messages: ',
  fetchTimedOut: 'Request timed out. Please try again.',
} as const;

const id = z.number().int().positive();

/** The sender as a message carries it: enough to show a name, never a secret. */
export const messageSender = z.object({
  id,
  firstName: safeString(),
  lastName: safeString(),
  role: safeString(),
});
export type MessageSender = z.infer<typeof messageSender>;

/** A stored chat message (docs/product/messaging.md). receiverId null means a broadcast. */
export const chatMessage = z.object({
  id,
  senderId: id,
  receiverId: id.nullable(),
  content: safeString(),
  assessmentId: id.nullable(),
  isRead: z.boolean(),
  createdAt: safeString(),
  sender: messageSender.optional(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** The content of a message as typed: trimmed, not empty, at most 5,000 characters. */
export const messageContent = safeString({ error: chatMessages.contentRequired })
  .trim()
  .min(1, { message: chatMessages.contentRequired })
  .max(chatLimits.maxContentLength, { message: chatMessages.contentTooLong });

/** The `chat_message` payload a client sends over the socket. */
export const chatMessageInput = z.object({
  senderId: id,
  receiverId: id.nullable(),
  content: messageContent,
  assessmentId: id.nullable().optional().default(null),
});
export type ChatMessageInput = z.input<typeof chatMessageInput>;

/** `GET /api/messages/unread-count` */
export const unreadCount = z.object({ count: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCount>;

/** Hyphens and underscores in event types are the same: 'read-receipt' is 'read_receipt'. */
export function normalizeEventType(type: string): string {
  return type.replace(/-/g, '_').toLowerCase();
}

/** A socket envelope: a type plus a payload. */
export const socketEnvelope = z.object({
  type: safeString().min(1),
  payload: z.unknown().optional(),
});
export type SocketEnvelope = z.infer<typeof socketEnvelope>;

/** Payloads a client sends, by normalised type. */
export const clientPayloads = {
  ping: z.object({ timestamp: z.number() }),
  pong: z.object({ timestamp: z.number() }).partial(),
  chat_message: chatMessageInput,
  read: z.object({ messageId: id, userId: id }),
  typing: z.object({ senderId: id, receiverId: id }),
  presence_request: z.object({ userIds: z.array(id).max(500) }).partial(),
} as const;
export type ClientEventType = keyof typeof clientPayloads;

/** Payloads the server sends, by normalised type. */
export const serverPayloads = {
  welcome: z.object({ userId: id, serverTime: safeString() }),
  ping: z.object({ timestamp: z.number() }),
  pong: z.object({ timestamp: z.number() }),
  chat_message: chatMessage,
  chat: chatMessage,
  chat_sent: chatMessage,
  read_receipt: z.object({ messageId: id, readerId: id, readAt: safeString() }),
  read: z.object({ messageId: id, readerId: id, readAt: safeString() }),
  typing: z.object({ senderId: id, receiverId: id }),
  typing_indicator: z.object({ senderId: id, receiverId: id }),
  presence_update: z.object({ userId: id, online: z.boolean() }),
  presence_request: z.object({ userIds: z.array(id) }).partial(),
  error: z.object({
    message: safeString(),
    errorType: safeString().optional(),
    field: safeString().optional(),
  }),
} as const;
export type ServerEventType = keyof typeof serverPayloads;

// ---------------------------------------------------------------- REST answers and socket codes

/** `GET /api/messages/{otherUserId}` and `GET /api/messages/assessment/{assessmentId}`: oldest first. */
export const chatMessageList = z.array(chatMessage);

/** One row of `GET /api/messages/conversations`. */
export const conversationSummary = z.object({
  /** The counterpart. */
  user: messageSender,
  /** The latest message of the conversation (direct either way, or a broadcast shown in it); absent when none. */
  lastMessage: chatMessage.optional(),
  /** Messages from this counterpart to the signed-in user that are still unread. */
  unread: z.number().int().nonnegative(),
  /** Whether the counterpart has at least one open socket on any server. */
  online: z.boolean(),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;
export const conversationList = z.array(conversationSummary);

/** Close codes the socket server uses. */
export const socketCloseCodes = {
  normal: 1000,
  /**
   * Service restart: this instance is shutting down (SIGTERM, a deploy). Reconnect as after any drop: the proxy
   * sends the new socket to another instance. It replaced 1001 (going away), which is also what a browser sends
   * when its page goes away.
   */
  serviceRestart: 1012,
  /** The session ended (sign-out, expiry) while the socket was open: do not reconnect before signing in again. */
  policyViolation: 1008,
  /** A frame over chatLimits.maxFrameBytes. */
  messageTooBig: 1009,
} as const;

export const socketCloseReasons = {
  shuttingDown: 'Server shutting down',
  sessionEnded: 'Session ended',
  tooSlow: 'Client too slow',
} as const;

/** `error` envelope messages of the socket, beyond chatMessages. */
export const chatSocketMessages = {
  malformedFrame: 'Malformed message: expected JSON text { "type": string, "payload": object }',
  unknownType: 'Unknown message type',
  senderMismatch: 'senderId must be your own user id',
  userMismatch: 'userId must be your own user id',
  selfMessage: 'You cannot message yourself',
  readNotAllowed: 'You cannot mark this message as read',
  tooManyPending: 'Too many messages waiting to be processed. Please slow down.',
  sendFailed: 'The message could not be sent. Please try again.',
  invalidUserId: 'userId must be a positive whole number',
} as const;
