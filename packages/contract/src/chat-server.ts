import { z } from 'zod';
import { chatMessage, messageSender } from './messages';

/** Chat paths the endpoint table does not have yet. */
export const chatEndpoints = {
  /** `GET`: the people the signed-in user may chat with, as `ConversationSummary[]`. */
  conversations: '/api/messages/conversations',
} as const;

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
  /** The server is shutting down: reconnect later. */
  goingAway: 1001,
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
