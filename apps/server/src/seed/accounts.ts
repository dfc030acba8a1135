import { users } from '../db/schema';
import type { SeedContext } from './context';

/** Every demo account signs in with this password (documented in the README). */
export const DEMO_PASSWORD = 'Telehealth#2026';

/** The demo patient's date of birth: their own assessments give the age it gives on the seed's day. */
export const DEMO_PATIENT_BIRTH_DATE = '1984-03-14';

export const demoAccounts = {
  admin: 'admin@example.com',
  practitioner: 'practitioner@example.com',
  writer: 'writer@example.com',
  patient: 'patient@example.com',
} as const;

export type UserRow = typeof users.$inferSelect;

export interface SeededAccounts {
  admin: UserRow;
  /** Sarah Chen (the demo practitioner), James Wilson, Priya Patel. */
  practitionerUsers: [UserRow, UserRow, UserRow];
  writer: UserRow;
  /** The patients in a ring: 0 is the demo patient, Liam Nguyen. */
  patient(index: number): UserRow;
}

/** The staff (an admin, three practitioners, a content writer) and twelve patients, all with the demo password. */
export async function seedAccounts({ db, passwordHash, at }: SeedContext): Promise<SeededAccounts> {
  const person = (
    email: string,
    firstName: string,
    lastName: string,
    extra: Partial<typeof users.$inferInsert> = {},
  ): typeof users.$inferInsert => ({
    email,
    passwordHash,
    firstName,
    lastName,
    emailVerified: true,
    createdAt: at(-120),
    updatedAt: at(-120),
    ...extra,
  });

  const [admin, practitionerUser, practitionerUser2, practitionerUser3, writer] = await db
    .insert(users)
    .values([
      person(demoAccounts.admin, 'Alex', 'Morgan', {
        role: 'admin',
        isAdmin: true,
        phone: '0290000001',
        contactEmail: 'alex.morgan@example.com',
        contactMobile: '0412000001',
        // Unverified, so the Security tab's email verification can be shown with the demo admin.
        emailVerified: false,
      }),
      person(demoAccounts.practitioner, 'Sarah', 'Chen', {
        role: 'practitioner',
        isPractitioner: true,
        phone: '0290000002',
      }),
      person('james.wilson@example.com', 'James', 'Wilson', { role: 'practitioner', isPractitioner: true }),
      person('priya.patel@example.com', 'Priya', 'Patel', { role: 'practitioner', isPractitioner: true }),
      person(demoAccounts.writer, 'Jordan', 'Lee', { role: 'content_writer', isContentWriter: true }),
    ])
    .returning();
  if (!admin || !practitionerUser || !practitionerUser2 || !practitionerUser3 || !writer) {
    throw new Error('Seeding staff failed');
  }

  const patientRows: (typeof users.$inferInsert)[] = [
    person(demoAccounts.patient, 'Liam', 'Nguyen', {
      phone: '0412345678',
      address: '12 George Street',
      suburb: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      dateOfBirth: DEMO_PATIENT_BIRTH_DATE,
    }),
  ];
  const patientNames: [string, string, string, string, string][] = [
    ['Oliver', 'Smith', 'Melbourne', 'VIC', '3000'],
    ['Noah', 'Brown', 'Brisbane', 'QLD', '4000'],
    ['William', 'Jones', 'Perth', 'WA', '6000'],
    ['Jack', 'Williams', 'Adelaide', 'SA', '5000'],
    ['Henry', 'Taylor', 'Hobart', 'TAS', '7000'],
    ['Charlotte', 'Martin', 'Darwin', 'NT', '0800'],
    ['Amelia', 'Anderson', 'Canberra', 'ACT', '2600'],
    ['Thomas', 'Thompson', 'Newcastle', 'NSW', '2300'],
    ['James', 'White', 'Geelong', 'VIC', '3220'],
    ['Isla', 'Harris', 'Gold Coast', 'QLD', '4217'],
    ['Lucas', 'Clarke', 'Wollongong', 'NSW', '2500'],
  ];
  patientNames.forEach(([firstName, lastName, suburb, state, postcode], index) => {
    patientRows.push(
      person(`${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`, firstName, lastName, {
        phone: `04120000${String(10 + index)}`,
        address: `${index + 2} Demo Street`,
        suburb,
        state,
        postcode,
        dateOfBirth: `19${70 + index}-0${(index % 9) + 1}-1${index % 10}`,
        emailVerified: index % 3 !== 0,
        createdAt: at(-90 + index),
        updatedAt: at(-90 + index),
      }),
    );
  });
  const patients = await db.insert(users).values(patientRows).returning();
  const patient = (index: number) => {
    const row = patients[index % patients.length];
    if (!row) throw new Error('Seeding patients failed');
    return row;
  };

  return {
    admin,
    practitionerUsers: [practitionerUser, practitionerUser2, practitionerUser3],
    writer,
    patient,
  };
}
