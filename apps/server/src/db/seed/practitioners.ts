import { appointmentSettings, practitioners } from '../schema';
import type { SeededAccounts } from './accounts';
import type { SeedContext } from './context';

export type PractitionerRow = typeof practitioners.$inferSelect;

export interface SeededPractitioners {
  sarah: PractitionerRow;
  james: PractitionerRow;
  /** Inactive. */
  priya: PractitionerRow;
}

/** Three practitioner profiles with their appointment durations. */
export async function seedPractitioners(
  { db }: SeedContext,
  { practitionerUsers: [practitionerUser, practitionerUser2, practitionerUser3] }: SeededAccounts,
): Promise<SeededPractitioners> {
  const [sarah, james, priya] = await db
    .insert(practitioners)
    .values([
      {
        userId: practitionerUser.id,
        name: 'Sarah Chen',
        specialization: 'General Practice',
        appointmentLimit: 4,
        prescriberNumber: '2345678',
      },
      {
        userId: practitionerUser2.id,
        name: 'James Wilson',
        specialization: "Men's Health",
        appointmentLimit: 3,
        prescriberNumber: '3456789',
      },
      {
        userId: practitionerUser3.id,
        name: 'Priya Patel',
        specialization: 'Weight Management',
        appointmentLimit: 2,
        prescriberNumber: '4567890',
        isActive: false,
      },
    ])
    .returning();
  if (!sarah || !james || !priya) throw new Error('Seeding practitioners failed');

  // duration × hourly limit stays within 60 minutes for each.
  await db.insert(appointmentSettings).values([
    { practitionerId: sarah.id, appointmentDuration: 15 },
    { practitionerId: james.id, appointmentDuration: 20 },
    { practitionerId: priya.id, appointmentDuration: 30 },
  ]);

  return { sarah, james, priya };
}
