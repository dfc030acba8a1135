import { messages } from '../db/schema';
import type { SeededAccounts } from './accounts';
import type { SeededAssessments } from './assessments';
import type { SeedContext } from './context';

/** A conversation about the demo patient's assessment, a direct message and an admin broadcast. */
export async function seedMessages(
  { db, at }: SeedContext,
  { admin, practitionerUsers: [practitionerUser], patient }: SeededAccounts,
  { pendingOwn }: SeededAssessments,
): Promise<void> {
  await db.insert(messages).values([
    {
      senderId: patient(0).id,
      receiverId: practitionerUser.id,
      assessmentId: pendingOwn.id,
      content: 'Hi Dr Chen, I have a question about my assessment.',
      createdAt: at(-1, 4),
    },
    {
      senderId: practitionerUser.id,
      receiverId: patient(0).id,
      assessmentId: pendingOwn.id,
      content: 'Of course, what would you like to know?',
      isRead: true,
      createdAt: at(-1, 5),
    },
    {
      senderId: patient(0).id,
      receiverId: practitionerUser.id,
      assessmentId: pendingOwn.id,
      content: 'Can I take it with my blood pressure medicine?',
      createdAt: at(-1, 6),
    },
    {
      senderId: patient(1).id,
      receiverId: practitionerUser.id,
      content: 'Thanks for the appointment tomorrow.',
      createdAt: at(-1, 7),
    },
    {
      senderId: admin.id,
      receiverId: null,
      content: 'The clinic will be closed on the public holiday.',
      createdAt: at(-4),
    },
  ]);
}
