import type { ChatMessage, MessageSender } from '@telehealth/contract';
import { and, count, desc, eq, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { assessments, messages, practitioners, users } from '../db/schema';
import type { ChatUser } from './relations';

/** The REST conversation endpoints return at most the latest this many messages. */
export const MESSAGE_LIST_LIMIT = 500;

export type MessageRow = typeof messages.$inferSelect;

export function toSender(user: Pick<ChatUser, 'id' | 'firstName' | 'lastName' | 'role'>): MessageSender {
  return { id: user.id, firstName: user.firstName, lastName: user.lastName, role: user.role };
}

export function toChatMessage(row: MessageRow, sender: MessageSender): ChatMessage {
  return {
    id: row.id,
    senderId: row.senderId,
    receiverId: row.receiverId,
    content: row.content,
    assessmentId: row.assessmentId,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    sender,
  };
}

const senderColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
};

/** Messages matching `where` with their senders: the latest `limit`, returned oldest first. */
export async function listMessages(db: Db, where: SQL | undefined, limit = MESSAGE_LIST_LIMIT) {
  const rows = await db
    .select({ message: messages, sender: senderColumns })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
  return rows.reverse().map((row) => toChatMessage(row.message, row.sender));
}

export async function findMessage(db: Db, id: number): Promise<ChatMessage | null> {
  const [row] = await listMessages(db, eq(messages.id, id), 1);
  return row ?? null;
}

export interface NewMessage {
  senderId: number;
  receiverId: number | null;
  content: string;
  assessmentId: number | null;
  createdAt: Date;
}

/**
 * Marks a message read when `readerId` is its receiver. 'marked' when this call changed it, 'already' when it
 * was read before, 'refused' when the message does not exist or is not the reader's (the same answer, so ids
 * of other people's messages cannot be probed).
 */
export async function markRead(
  db: Db,
  messageId: number,
  readerId: number,
): Promise<{ result: 'marked'; senderId: number } | { result: 'already' | 'refused' }> {
  const [updated] = await db
    .update(messages)
    .set({ isRead: true })
    .where(and(eq(messages.id, messageId), eq(messages.receiverId, readerId), eq(messages.isRead, false)))
    .returning({ senderId: messages.senderId });
  if (updated) return { result: 'marked', senderId: updated.senderId };
  const [existing] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.receiverId, readerId)))
    .limit(1);
  return { result: existing ? 'already' : 'refused' };
}

export async function unreadCountFor(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.receiverId, userId), eq(messages.isRead, false)));
  return row?.n ?? 0;
}

export interface AssessmentParties {
  id: number;
  patientId: number;
  /** The user id of the assigned practitioner, if any. */
  practitionerUserId: number | null;
}

export async function findAssessmentParties(db: Db, assessmentId: number): Promise<AssessmentParties | null> {
  const [row] = await db
    .select({
      id: assessments.id,
      patientId: assessments.patientId,
      practitionerUserId: practitioners.userId,
    })
    .from(assessments)
    .leftJoin(practitioners, eq(practitioners.id, assessments.practitionerId))
    .where(eq(assessments.id, assessmentId))
    .limit(1);
  return row ?? null;
}

/** Conditions of a direct conversation between `me` and `other` (docs/product/messaging.md). */
export function directConversation(options: {
  me: number;
  other: number;
  /** The other's broadcasts reach me. */
  otherBroadcastsVisible: boolean;
  /** My broadcasts reach the other. */
  ownBroadcastsVisible: boolean;
  /**
   * Assessment messages the other sent or received (with anyone) that I also see: all of them, those of some
   * assessments, or none (chat/access.ts decides).
   */
  includeOthersAssessmentMessages: 'all' | readonly number[];
}): SQL {
  const { me, other } = options;
  const branches: (SQL | undefined)[] = [
    and(eq(messages.senderId, me), eq(messages.receiverId, other)),
    and(eq(messages.senderId, other), eq(messages.receiverId, me)),
  ];
  if (options.otherBroadcastsVisible)
    branches.push(and(eq(messages.senderId, other), isNull(messages.receiverId)));
  if (options.ownBroadcastsVisible)
    branches.push(and(eq(messages.senderId, me), isNull(messages.receiverId)));
  const readable = options.includeOthersAssessmentMessages;
  if (readable === 'all' || readable.length > 0) {
    branches.push(
      and(
        readable === 'all' ? isNotNull(messages.assessmentId) : inArray(messages.assessmentId, [...readable]),
        or(eq(messages.senderId, other), eq(messages.receiverId, other)),
      ),
    );
  }
  return or(...branches) as SQL;
}

export function assessmentConversation(assessmentId: number, onlyFor: number | null): SQL {
  const base = eq(messages.assessmentId, assessmentId);
  if (onlyFor === null) return base;
  return and(base, or(eq(messages.senderId, onlyFor), eq(messages.receiverId, onlyFor))) as SQL;
}

/** The latest direct message per counterpart of `me` (either direction, broadcasts excluded). */
export async function latestDirectMessages(db: Db, me: number): Promise<Map<number, ChatMessage>> {
  // DISTINCT ON must repeat the ORDER BY expression exactly; a bind parameter would make the two differ, so
  // the (integer, from the session) id is inlined.
  const meLiteral = sql.raw(String(Math.trunc(me)));
  const other = sql<number>`case when ${messages.senderId} = ${meLiteral} then ${messages.receiverId} else ${messages.senderId} end`;
  const rows = await db
    .selectDistinctOn([other], { other, message: messages, sender: senderColumns })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(or(and(eq(messages.senderId, me), isNotNull(messages.receiverId)), eq(messages.receiverId, me)))
    .orderBy(other, desc(messages.createdAt), desc(messages.id));
  return new Map(rows.map((row) => [Number(row.other), toChatMessage(row.message, row.sender)]));
}

/** The latest broadcast of each of `senderIds`. */
export async function latestBroadcasts(db: Db, senderIds: number[]): Promise<Map<number, ChatMessage>> {
  if (senderIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([messages.senderId], { message: messages, sender: senderColumns })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(and(inArray(messages.senderId, senderIds), isNull(messages.receiverId)))
    .orderBy(messages.senderId, desc(messages.createdAt), desc(messages.id));
  return new Map(rows.map((row) => [row.message.senderId, toChatMessage(row.message, row.sender)]));
}

/** Unread messages to `me`, counted per sender. */
export async function unreadBySender(db: Db, me: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ senderId: messages.senderId, n: count() })
    .from(messages)
    .where(and(eq(messages.receiverId, me), eq(messages.isRead, false)))
    .groupBy(messages.senderId);
  return new Map(rows.map((row) => [row.senderId, row.n]));
}

export async function findUsers(db: Db, ids: number[]): Promise<ChatUser[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      isAdmin: users.isAdmin,
      isPractitioner: users.isPractitioner,
      isContentWriter: users.isContentWriter,
    })
    .from(users)
    .where(inArray(users.id, ids));
}

/** Everyone but `me`, by name, at most `limit` (an admin's conversation list). */
export async function otherUsers(db: Db, me: number, limit: number): Promise<ChatUser[]> {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      isAdmin: users.isAdmin,
      isPractitioner: users.isPractitioner,
      isContentWriter: users.isContentWriter,
    })
    .from(users)
    .where(ne(users.id, me))
    .orderBy(users.lastName, users.firstName, users.id)
    .limit(limit);
}
