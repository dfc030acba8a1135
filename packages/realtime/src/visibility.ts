import type { ChatMessage, User } from '@telehealth/contract';

/**
 * The user looking at a conversation. Only `isPractitioner` widens what they see (docs/product/messaging.md); build it with
 * `chatViewerFor(user)`, which gives admins the practitioners' view.
 */
export type ChatViewer = Pick<User, 'id' | 'isPractitioner'>;

/**
 * The chat viewer for a signed-in user: practitioners and admins see what practitioners see (every message of an
 * assessment, and a patient's assessment messages in their direct conversation); everyone else sees their own.
 */
export function chatViewerFor(user: Pick<User, 'id' | 'isPractitioner' | 'isAdmin'>): ChatViewer {
  return { id: user.id, isPractitioner: user.isPractitioner || user.isAdmin };
}

type VisibilityFields = Pick<ChatMessage, 'senderId' | 'receiverId' | 'assessmentId'>;

/**
 * Whether a message belongs in the conversation about one assessment (docs/product/messaging.md): a practitioner
 * sees every message of that assessment; a patient sees the messages of that assessment, and the
 * messages they sent or received that carry any assessment.
 */
export function isVisibleInAssessmentConversation(
  message: VisibilityFields,
  context: { viewer: ChatViewer; assessmentId: number },
): boolean {
  const { viewer, assessmentId } = context;
  if (message.assessmentId === assessmentId) return true;
  if (viewer.isPractitioner) return false;
  const involvesViewer = message.senderId === viewer.id || message.receiverId === viewer.id;
  return involvesViewer && message.assessmentId !== null;
}

/**
 * Whether a message belongs in the direct conversation with `counterpartId` (docs/product/messaging.md): the
 * messages between the viewer and the counterpart, the counterpart's broadcasts, and, for
 * practitioners only, assessment messages the counterpart sent or received.
 */
export function isVisibleInDirectConversation(
  message: VisibilityFields,
  context: { viewer: ChatViewer; counterpartId: number },
): boolean {
  const { viewer, counterpartId } = context;
  const { senderId, receiverId } = message;
  if (senderId === viewer.id && receiverId === counterpartId) return true;
  if (senderId === counterpartId && receiverId === viewer.id) return true;
  if (senderId === counterpartId && receiverId === null) return true;
  if (!viewer.isPractitioner) return false;
  return message.assessmentId !== null && (senderId === counterpartId || receiverId === counterpartId);
}
