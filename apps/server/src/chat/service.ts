import { type chatMessageInput, chatMessages, chatSocketMessages, errorTypes } from '@telehealth/contract';
import { and, gt, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { SessionPolicy } from '../auth';
import type { BusEventInput, EventBus } from '../bus';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import type { RateLimitStore } from '../rate-limit';
import { ChatHub, type Connection, envelope, safeError } from './hub';
import { chatMessageLimiter } from './rate-limit';
import { ChatRefusal } from './refusal';
import { type ChatUser, isClinicalStaff, Relations } from './relations';
import { findAssessmentParties, type MessageRow, markRead, toChatMessage, toSender } from './store';
import { MessageWriter, type MessageWriterOptions } from './writer';

export const DEFAULT_HEARTBEAT_MS = 25_000;
export const DEFAULT_PRESENCE_HEARTBEAT_MS = 10_000;

export interface ChatServiceOptions {
  db: Db;
  bus: EventBus;
  log: FastifyBaseLogger;
  now: () => Date;
  sessionPolicy: SessionPolicy;
  heartbeatMs?: number;
  /** How often this process renews its presence row (PRESENCE_HEARTBEAT_SECONDS; 10 s by default). */
  presenceHeartbeatMs?: number;
  /** The app's shared rate-limit counters (`app.rateLimits`); the `rate_limits` table by default. */
  rateLimits?: RateLimitStore;
  /** How chat messages are grouped into INSERTs (by default: 10 ms windows, 200 at most). */
  writer?: MessageWriterOptions;
}

function isForeignKeyViolation(error: unknown): { constraint: string } | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; constraint_name?: unknown };
    if (candidate.code === '23503') {
      return { constraint: String(candidate.constraint ?? candidate.constraint_name ?? '') };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** The chat's rules and state for one server process: who may send what, storage, then fan-out. */
export class ChatService {
  readonly relations: Relations;
  readonly hub: ChatHub;
  readonly log: FastifyBaseLogger;
  readonly now: () => Date;
  private readonly db: Db;
  private readonly writer: MessageWriter;
  private readonly limiter: ReturnType<typeof chatMessageLimiter>;

  constructor(options: ChatServiceOptions) {
    this.db = options.db;
    this.log = options.log;
    this.now = options.now;
    this.relations = new Relations(options.db);
    this.writer = new MessageWriter(options.db, options.writer);
    this.limiter = chatMessageLimiter(
      options.db,
      options.now,
      (error) => {
        this.log.error({ err: safeError(error) }, 'chat rate limit sync failed');
      },
      options.rateLimits,
    );
    const { sessionPolicy } = options;
    this.hub = new ChatHub({
      bus: options.bus,
      relations: this.relations,
      db: options.db,
      log: options.log,
      heartbeatMs: options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS,
      presenceHeartbeatMs: options.presenceHeartbeatMs ?? DEFAULT_PRESENCE_HEARTBEAT_MS,
      validSessions: async (ids) => {
        const now = this.now();
        const valid = new Set<number>();
        // Bind parameters are limited (65,535 per query): ask in chunks.
        for (let start = 0; start < ids.length; start += 5_000) {
          const rows = await this.db
            .select({ id: sessions.id })
            .from(sessions)
            .where(
              and(
                inArray(sessions.id, ids.slice(start, start + 5_000)),
                gt(sessions.expiresAt, now),
                gt(sessions.lastSeenAt, new Date(now.getTime() - sessionPolicy.idleMs)),
              ),
            );
          for (const row of rows) valid.add(row.id);
        }
        return valid;
      },
      onHeartbeat: (userIds) => {
        this.limiter.prune();
        // Links of connected users are reloaded together here rather than one user at a time as they expire.
        this.relations.refresh(userIds).catch((error: unknown) => {
          this.log.error({ err: safeError(error) }, 'chat links refresh failed');
        });
      },
    });
  }

  /**
   * Counts one chat message against the user's 100 a minute (shared by every process, decided in memory);
   * false when over the limit. Every valid chat_message frame counts, refused or not.
   */
  takeMessageQuota(userId: number): boolean {
    return this.limiter.tryHit(userId);
  }

  /**
   * Authorises a message (already validated and counted by takeMessageQuota), stores it, then publishes it: every socket of the
   * receiver (or, for a broadcast, of its audience) and of the sender gets the stored message.
   */
  async sendMessage(user: ChatUser, input: z.output<typeof chatMessageInput>): Promise<void> {
    const now = this.now();
    const { receiverId, assessmentId } = input;
    if (receiverId === null) {
      if (!isClinicalStaff(user)) {
        throw new ChatRefusal({
          message: chatMessages.broadcastNotAllowed,
          errorType: errorTypes.forbidden,
          field: 'receiverId',
        });
      }
      if (assessmentId !== null) {
        throw new ChatRefusal({
          message: chatMessages.assessmentNotAllowed,
          errorType: errorTypes.forbidden,
          field: 'assessmentId',
        });
      }
    } else {
      if (receiverId === user.id) {
        throw new ChatRefusal({
          message: chatSocketMessages.selfMessage,
          errorType: errorTypes.forbidden,
          field: 'receiverId',
        });
      }
      const allowed =
        this.relations.allowsNow(user.id, receiverId) ??
        (await this.relations.canMessage(user.id, receiverId));
      if (!allowed) {
        throw new ChatRefusal({
          message: chatMessages.receiverNotAllowed,
          errorType: errorTypes.forbidden,
          field: 'receiverId',
        });
      }
      if (assessmentId !== null && !(await this.mayDiscussAssessment(user, receiverId, assessmentId))) {
        throw new ChatRefusal({
          message: chatMessages.assessmentNotAllowed,
          errorType: errorTypes.forbidden,
          field: 'assessmentId',
        });
      }
    }

    let row: MessageRow;
    try {
      row = await this.writer.write({
        senderId: user.id,
        receiverId,
        content: input.content,
        assessmentId,
        createdAt: now,
      });
    } catch (error) {
      // The receiver or the assessment was deleted after the checks above.
      const violation = isForeignKeyViolation(error);
      if (!violation) throw error;
      const onAssessment = violation.constraint.includes('assessment');
      throw new ChatRefusal({
        message: onAssessment ? chatMessages.assessmentNotAllowed : chatMessages.receiverNotAllowed,
        errorType: errorTypes.forbidden,
        field: onAssessment ? 'assessmentId' : 'receiverId',
      });
    }

    const message = toChatMessage(row, toSender(user));
    const event: BusEventInput = { t: 'message', id: row.id, senderId: user.id, receiverId, message };
    // NOTIFY payloads are small: a long message travels by id and each process loads it.
    const limit = this.hub.maxEventBytes;
    if (Number.isFinite(limit) && Buffer.byteLength(JSON.stringify(event)) + 64 > limit) delete event.message;
    try {
      await this.hub.publishOrThrow(event);
    } catch (error) {
      // Stored and delivered here; other processes miss it and their clients see it on their next fetch.
      this.log.error({ err: safeError(error) }, 'chat message fan-out failed');
    }
  }

  /**
   * A message about an assessment is between the assessment's patient and either its assigned practitioner
   * or an admin.
   */
  private async mayDiscussAssessment(
    user: ChatUser,
    receiverId: number,
    assessmentId: number,
  ): Promise<boolean> {
    const parties = await findAssessmentParties(this.db, assessmentId);
    if (!parties) return false;
    const isStaffSide = async (userId: number, isAdmin?: boolean) =>
      userId === parties.practitionerUserId || (isAdmin ?? (await this.relations.adminIds()).has(userId));
    if (parties.patientId === user.id) return isStaffSide(receiverId);
    if (parties.patientId === receiverId) return isStaffSide(user.id, user.isAdmin);
    return false;
  }

  /** Marks a message read when `readerId` received it, and tells the sender's and the reader's sockets. */
  async markRead(readerId: number, messageId: number): Promise<void> {
    const outcome = await markRead(this.db, messageId, readerId);
    if (outcome.result !== 'marked') {
      if (outcome.result === 'already') return;
      throw new ChatRefusal({
        message: chatSocketMessages.readNotAllowed,
        errorType: errorTypes.forbidden,
        field: 'messageId',
      });
    }
    const readAt = this.now().toISOString();
    await this.hub
      .publishOrThrow({ t: 'read', messageId, readerId, senderId: outcome.senderId, readAt })
      .catch((error: unknown) => this.log.error({ err: safeError(error) }, 'read receipt fan-out failed'));
  }

  /**
   * One `presence_update` per requested counterpart (ids that are not counterparts are skipped); without
   * `userIds`, one per counterpart online now.
   */
  async answerPresence(connection: Connection, userIds: number[] | undefined): Promise<void> {
    const me = connection.user.id;
    const audience = await this.relations.messageable(me);
    const allowed = (id: number) => id !== me && (audience.all || audience.ids.has(id));
    let ids: Iterable<number>;
    if (userIds) ids = new Set(userIds);
    else if (audience.all) ids = this.hub.onlineUserIds();
    else ids = [...audience.ids].filter((id) => this.hub.isOnline(id));
    for (const id of ids) {
      if (!allowed(id)) continue;
      this.hub.send(connection, envelope('presence_update', { userId: id, online: this.hub.isOnline(id) }));
    }
  }

  /** Stores and delivers what is waiting, then closes the sockets with 1012. */
  async close(): Promise<void> {
    await this.writer.close();
    await this.hub.close();
    // Frames handled while the sockets closed are stored too (and seen on the clients' next fetch).
    await this.writer.close();
    await this.limiter.close();
  }
}
