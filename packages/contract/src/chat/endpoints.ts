import { z } from 'zod';
import { defineEndpoints, pathId } from '../endpoint/define';
import { safeString } from '../text';
import { chatMessage, conversationList, unreadCount } from './messages';
import { chatRoutes } from './routes';

/** The chat endpoints' schemas, summaries and error answers, under the names of `chatRoutes`. */
export const chatEndpoints = defineEndpoints(chatRoutes, {
  conversations: {
    summary: 'The people the signed-in user may chat with, latest conversation first',
    response: conversationList,
  },
  unreadCount: {
    summary: 'Direct messages to the signed-in user that are still unread',
    response: unreadCount,
  },
  messagesForAssessment: {
    summary: "An assessment's conversation, oldest first",
    params: z.object({ assessmentId: pathId('assessmentId must be a positive whole number') }),
    // `t` is the client's cache-busting time stamp (docs/product/messaging.md); it changes nothing.
    query: z.object({ t: safeString().optional() }),
    response: z.array(chatMessage),
  },
  messagesWithUser: {
    summary: 'The direct conversation with one person, oldest first',
    params: z.object({ otherUserId: pathId('otherUserId must be a positive whole number') }),
    query: z.object({ t: safeString().optional() }),
    response: z.array(chatMessage),
  },
});
