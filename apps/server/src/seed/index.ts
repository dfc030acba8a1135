import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../crypto/password';
import { type Db, transaction } from '../db/client';
import { users } from '../db/schema';
import { DEMO_PASSWORD, seedAccounts } from './accounts';
import { seedAppointments } from './appointments';
import { seedAssessments } from './assessments';
import { seedAvailability } from './availability';
import { seedCompanySettings } from './company';
import { seedContactSubmissions } from './contact';
import { seedContent } from './content';
import { seedContext } from './context';
import { seedCampaigns, seedPromoCodes } from './marketing';
import { seedMessages } from './messages';
import { seedPayments } from './payments';
import { seedPractitioners } from './practitioners';
import { seedPrescriptions } from './prescriptions';
import { seedTemplates } from './templates';

export { DEMO_PASSWORD, demoAccounts } from './accounts';
export { defaultPrescriptionLayout } from './templates';

export type SeedResult = 'seeded' | 'skipped-not-empty';

/**
 * Fills an empty database with fixed demo data, area by area, in one transaction. A transaction-scoped advisory
 * lock stops two processes sharing a PostgreSQL database from both seeding it.
 */
export async function seedDemoData(db: Db, now: Date = new Date()): Promise<SeedResult> {
  if ((await countUsers(db)) > 0) return 'skipped-not-empty';
  // One hash for every account: argon2 is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return transaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(72410001)`);
    const [existing] = await tx.select({ n: count() }).from(users);
    if ((existing?.n ?? 0) > 0) return 'skipped-not-empty';
    await insertDemoData(tx, passwordHash, now);
    return 'seeded';
  });
}

async function insertDemoData(db: Db, passwordHash: string, now: Date): Promise<void> {
  const context = seedContext(db, passwordHash, now);
  const accounts = await seedAccounts(context);
  const practitioners = await seedPractitioners(context, accounts);
  const assessments = await seedAssessments(context, accounts, practitioners);
  await seedAvailability(context, practitioners);
  await seedAppointments(context, accounts, practitioners, assessments);
  const prescriptions = await seedPrescriptions(context, accounts, practitioners, assessments);
  const promoCodes = await seedPromoCodes(context);
  await seedPayments(context, assessments, prescriptions, promoCodes);
  await seedContent(context, accounts);
  await seedContactSubmissions(context, accounts);
  await seedCampaigns(context, promoCodes);
  await seedTemplates(context);
  await seedMessages(context, accounts, assessments);
  await seedCompanySettings(context);
}

/** How many users the database holds; an empty database is the only one that gets demo data. */
export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}
