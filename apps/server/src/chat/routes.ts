import { type ChatMessage, type ConversationSummary, chatEndpoints, errorTypes } from '@telehealth/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentSession } from '../auth';
import { registerDomain } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { mayReadAssessment, readableAssessmentsOf } from './access';
import { type ChatUser, isClinicalStaff, isPatient } from './relations';
import type { ChatService } from './service';
import {
  assessmentConversation,
  directConversation,
  findAssessmentParties,
  findUsers,
  latestBroadcasts,
  latestDirectMessages,
  listMessages,
  otherUsers,
  toSender,
  unreadBySender,
  unreadCountFor,
} from './store';

/** Conversations listed at most; admins (who may message anyone) see the most recent first. */
export const CONVERSATION_LIST_LIMIT = 500;

async function chatUserOf(request: FastifyRequest): Promise<ChatUser> {
  const { user } = await currentSession(request);
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    isAdmin: user.isAdmin,
    isPractitioner: user.isPractitioner,
    isContentWriter: user.isContentWriter,
  };
}

function later(a: ChatMessage | undefined, b: ChatMessage | undefined): ChatMessage | undefined {
  if (!a) return b;
  if (!b) return a;
  if (a.createdAt !== b.createdAt) return a.createdAt > b.createdAt ? a : b;
  return a.id > b.id ? a : b;
}

/**
 * The REST side of the chat (docs/product/messaging.md). Query parameters other than the path ids (the client's
 * cache-busting `t`) are ignored. Lists are the latest 500 messages, oldest first.
 */
export function registerChatRoutes(app: FastifyInstance, service: ChatService): void {
  const { db } = app.ctx;
  const { relations } = service;

  registerDomain(app, chatEndpoints, {
    unreadCount: async (request) => {
      const me = await chatUserOf(request);
      return { count: await unreadCountFor(db, me.id) };
    },
    conversations: async (request) => {
      const me = await chatUserOf(request);
      const direct = await latestDirectMessages(db, me.id);
      let people: ChatUser[];
      if (me.isAdmin) {
        // Admins may message anyone: everyone they have talked to, then everyone else by name.
        const talkedTo = await findUsers(db, [...direct.keys()]);
        const seen = new Set(talkedTo.map((person) => person.id));
        const rest = (await otherUsers(db, me.id, CONVERSATION_LIST_LIMIT)).filter((p) => !seen.has(p.id));
        people = [...talkedTo, ...rest];
      } else {
        const audience = await relations.messageable(me.id);
        people = await findUsers(db, [...audience.ids]);
      }

      const broadcasters: number[] = [];
      for (const person of people) {
        if (await relations.inBroadcastAudience(person.id, me)) broadcasters.push(person.id);
      }
      const theirBroadcasts = await latestBroadcasts(db, broadcasters);
      const ownBroadcast = isClinicalStaff(me) ? (await latestBroadcasts(db, [me.id])).get(me.id) : undefined;
      const unread = await unreadBySender(db, me.id);

      const rows: ConversationSummary[] = [];
      for (const person of people) {
        let lastMessage = later(direct.get(person.id), theirBroadcasts.get(person.id));
        if (ownBroadcast && (await relations.inBroadcastAudience(me.id, person))) {
          lastMessage = later(lastMessage, ownBroadcast);
        }
        const row: ConversationSummary = {
          user: toSender(person),
          unread: unread.get(person.id) ?? 0,
          online: service.hub.isOnline(person.id),
        };
        if (lastMessage) row.lastMessage = lastMessage;
        rows.push(row);
      }
      rows.sort((a, b) => {
        const at = a.lastMessage?.createdAt ?? '';
        const bt = b.lastMessage?.createdAt ?? '';
        if (at !== bt) return at > bt ? -1 : 1;
        return (
          a.user.lastName.localeCompare(b.user.lastName) ||
          a.user.firstName.localeCompare(b.user.firstName) ||
          a.user.id - b.user.id
        );
      });
      return rows.slice(0, CONVERSATION_LIST_LIMIT);
    },
    messagesForAssessment: async (request) => {
      const me = await chatUserOf(request);
      const { assessmentId } = request.params;
      const parties = await findAssessmentParties(db, assessmentId);
      const notFound = () => new HttpError(404, 'Assessment not found', { errorType: errorTypes.notFound });
      if (!parties) throw notFound();
      // Admins, and practitioners assigned to it or seeing its patient, read every message of the assessment
      // (chat/access.ts); its patient reads what they sent or received; anyone else gets the same 404.
      if (isClinicalStaff(me)) {
        if (await mayReadAssessment(db, me, parties)) {
          return listMessages(db, assessmentConversation(assessmentId, null));
        }
        throw notFound();
      }
      if (parties.patientId !== me.id) throw notFound();
      return listMessages(db, assessmentConversation(assessmentId, me.id));
    },
    messagesWithUser: async (request) => {
      const me = await chatUserOf(request);
      const otherId = request.params.otherUserId;
      const other = await relations.get(otherId);
      if (!other) return [];
      return listMessages(
        db,
        directConversation({
          me: me.id,
          other: otherId,
          otherBroadcastsVisible: await relations.inBroadcastAudience(otherId, me),
          ownBroadcastsVisible: await relations.inBroadcastAudience(me.id, other.user),
          includeOthersAssessmentMessages:
            isClinicalStaff(me) && isPatient(other.user) ? await readableAssessmentsOf(db, me, otherId) : [],
        }),
      );
    },
  });
}
