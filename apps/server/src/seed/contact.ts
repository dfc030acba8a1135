import { contactSubmissions } from '../db/schema';
import type { SeededAccounts } from './accounts';
import type { SeedContext } from './context';

/** Contact-form submissions in every status. */
export async function seedContactSubmissions(
  { db, at }: SeedContext,
  { admin }: SeededAccounts,
): Promise<void> {
  await db.insert(contactSubmissions).values([
    {
      name: 'Ethan Walker',
      email: 'ethan.walker@example.com',
      phone: '0413000001',
      type: 'General Inquiry',
      category: 'Orders',
      subject: 'Where is my order?',
      message: 'Hi,\nI ordered last week and have not received a tracking number yet.\nThanks',
      status: 'new',
      createdAt: at(-1, 3),
      updatedAt: at(-1, 3),
    },
    {
      name: 'Mia Robinson',
      email: 'mia.robinson@example.com',
      type: 'Support',
      category: 'Account',
      subject: 'Cannot change my email',
      message: 'The profile page does not let me change my email address.',
      status: 'in-progress',
      assignedToId: admin.id,
      createdAt: at(-3, 1),
      updatedAt: at(-2, 1),
    },
    {
      name: 'Ava King',
      email: 'ava.king@example.com',
      phone: '0413000003',
      type: 'Feedback',
      category: null,
      subject: 'Great service',
      message: 'The consultation was quick and the practitioner was lovely.',
      status: 'resolved',
      createdAt: at(-8, 5),
      updatedAt: at(-7, 5),
    },
    {
      name: 'Leo Wright',
      email: 'leo.wright@example.com',
      type: 'Billing',
      category: 'Payments',
      subject: 'Double charge',
      message: 'I was charged twice for my assessment.',
      status: 'closed',
      assignedToId: admin.id,
      createdAt: at(-15, 2),
      updatedAt: at(-12, 2),
    },
    {
      name: 'Zoe Scott',
      email: 'zoe.scott@example.com',
      type: 'General Inquiry',
      category: 'Orders',
      subject: 'Delivery to a PO box',
      message: 'Can you deliver to a PO box?',
      status: 'new',
      createdAt: at(0, 1),
      updatedAt: at(0, 1),
    },
  ]);
}
