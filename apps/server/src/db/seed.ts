import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { Db } from './client';
import {
  appointmentSettings,
  appointments,
  articles,
  assessmentStatuses,
  assessments,
  assessmentTypes,
  campaigns,
  contactSubmissions,
  legalDocuments,
  medications,
  medicationVariants,
  messages,
  payments,
  practitioners,
  prescriptionItems,
  prescriptions,
  prescriptionTemplates,
  promoCodes,
  settings,
  users,
} from './schema';

/** Every demo account signs in with this password (documented in the README). */
export const DEMO_PASSWORD = 'Telehealth#2026';

export const demoAccounts = {
  admin: 'admin@example.com',
  practitioner: 'practitioner@example.com',
  writer: 'writer@example.com',
  patient: 'patient@example.com',
} as const;

export type SeedResult = 'seeded' | 'skipped-not-empty';

/**
 * Fills an empty database with fixed demo data in one transaction. A transaction-scoped advisory lock
 * stops two processes sharing a PostgreSQL database from both seeding it.
 */
export async function seedDemoData(db: Db, now: Date = new Date()): Promise<SeedResult> {
  if ((await countUsers(db)) > 0) return 'skipped-not-empty';
  // One hash for every account: argon2 is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(72410001)`);
    const [existing] = await tx.select({ n: count() }).from(users);
    if ((existing?.n ?? 0) > 0) return 'skipped-not-empty';
    await insertDemoData(tx as unknown as Db, passwordHash, now);
    return 'seeded';
  });
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

async function insertDemoData(db: Db, passwordHash: string, now: Date): Promise<void> {
  // Whole-hour anchors keep appointment times readable and stable within a day.
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const at = (days: number, hoursUtc = 0) => new Date(today.getTime() + days * DAY + hoursUtc * HOUR);

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
      dateOfBirth: '1984-03-14',
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

  const answersByType: Record<(typeof assessmentTypes)[number], Record<string, unknown>> = {
    erectile_dysfunction: {
      duration: 'More than 6 months',
      frequency: 'Sometimes',
      takesNitrates: false,
      heartCondition: false,
      bloodPressure: 'Normal',
    },
    weight_loss: { heightCm: 178, weightKg: 104, previousAttempts: ['Diet', 'Exercise'], diabetes: false },
    contraception: { currentMethod: 'None', smoker: false, migraineWithAura: false, bloodPressure: 'Normal' },
  };
  const decided = new Set<string>(['approved', 'declined', 'cancelled']);
  const assessmentRows: (typeof assessments.$inferInsert)[] = [];
  assessmentTypes.forEach((type, typeIndex) => {
    assessmentStatuses.forEach((status, statusIndex) => {
      const index = typeIndex * assessmentStatuses.length + statusIndex;
      const created = at(-30 + index);
      assessmentRows.push({
        type,
        status,
        patientId: patient(index).id,
        answers: answersByType[type],
        // Sarah holds most of the queue so her dashboard has work; unassigned pending ones wait for triage.
        practitionerId:
          status === 'pending' && typeIndex === 2 ? null : typeIndex === 1 ? james.id : sarah.id,
        decisionNotes:
          status === 'approved'
            ? 'Suitable for treatment.'
            : status === 'declined'
              ? 'Not suitable: please see your GP in person.'
              : null,
        paid: status !== 'cancelled',
        feeCents: 2000,
        decidedAt: decided.has(status) ? new Date(created.getTime() + 2 * DAY) : null,
        createdAt: created,
        updatedAt: created,
      });
    });
  });
  // The main demo patient gets a pending and an approved ED assessment of their own.
  assessmentRows.push(
    {
      type: 'erectile_dysfunction',
      status: 'approved',
      patientId: patient(0).id,
      answers: answersByType.erectile_dysfunction,
      practitionerId: sarah.id,
      decisionNotes: 'Suitable for treatment.',
      paid: true,
      feeCents: 2000,
      decidedAt: at(-18),
      createdAt: at(-20),
      updatedAt: at(-18),
    },
    {
      type: 'erectile_dysfunction',
      status: 'pending',
      patientId: patient(0).id,
      answers: answersByType.erectile_dysfunction,
      practitionerId: sarah.id,
      paid: true,
      feeCents: 2000,
      createdAt: at(-1),
      updatedAt: at(-1),
    },
  );
  const assessmentList = await db.insert(assessments).values(assessmentRows).returning();
  const approvedOwn = assessmentList[assessmentList.length - 2];
  const pendingOwn = assessmentList[assessmentList.length - 1];
  if (!approvedOwn || !pendingOwn) throw new Error('Seeding assessments failed');

  const [pastVisit, movedVisit] = await db
    .insert(appointments)
    .values([
      {
        patientId: patient(0).id,
        practitionerId: sarah.id,
        assessmentId: approvedOwn.id,
        startsAt: at(-19, 0),
        durationMinutes: 15,
        status: 'completed',
        reason: 'Initial consultation',
      },
      {
        patientId: patient(0).id,
        practitionerId: sarah.id,
        assessmentId: pendingOwn.id,
        startsAt: at(2, 0),
        durationMinutes: 15,
        status: 'rescheduled',
        reason: 'Follow-up consultation',
      },
    ])
    .returning();
  if (!pastVisit || !movedVisit) throw new Error('Seeding appointments failed');
  await db.insert(appointments).values([
    {
      patientId: patient(0).id,
      practitionerId: sarah.id,
      assessmentId: pendingOwn.id,
      startsAt: at(3, 1),
      durationMinutes: 15,
      status: 'scheduled',
      previousAppointmentId: movedVisit.id,
      reason: 'Follow-up consultation (moved at the patient’s request)',
    },
    { patientId: patient(1).id, practitionerId: sarah.id, startsAt: at(1, 2), durationMinutes: 15 },
    { patientId: patient(2).id, practitionerId: james.id, startsAt: at(1, 3), durationMinutes: 20 },
    { patientId: patient(3).id, practitionerId: james.id, startsAt: at(4, 0), durationMinutes: 20 },
    {
      patientId: patient(4).id,
      practitionerId: sarah.id,
      startsAt: at(-7, 1),
      durationMinutes: 15,
      status: 'completed',
    },
    {
      patientId: patient(5).id,
      practitionerId: sarah.id,
      startsAt: at(-5, 2),
      durationMinutes: 15,
      status: 'no_show',
    },
    {
      patientId: patient(6).id,
      practitionerId: james.id,
      startsAt: at(5, 2),
      durationMinutes: 20,
      status: 'cancelled',
    },
    {
      patientId: patient(7).id,
      practitionerId: priya.id,
      startsAt: at(-40, 3),
      durationMinutes: 30,
      status: 'completed',
    },
  ]);

  const [sildenafil, tadalafil, orlistat, levonorgestrel] = await db
    .insert(medications)
    .values([
      {
        name: 'Sildenafil',
        genericName: 'sildenafil citrate',
        description: 'PDE5 inhibitor taken as needed.',
      },
      { name: 'Tadalafil', genericName: 'tadalafil', description: 'PDE5 inhibitor, as needed or daily.' },
      { name: 'Orlistat', genericName: 'orlistat', description: 'Lipase inhibitor for weight management.' },
      {
        name: 'Levonorgestrel/Ethinylestradiol',
        genericName: 'levonorgestrel with ethinylestradiol',
        description: 'Combined oral contraceptive pill.',
      },
    ])
    .returning();
  if (!sildenafil || !tadalafil || !orlistat || !levonorgestrel)
    throw new Error('Seeding medications failed');
  const variants = await db
    .insert(medicationVariants)
    .values([
      { medicationId: sildenafil.id, strength: '50 mg', form: 'tablet', priceCents: 3995, quantity: 8 },
      { medicationId: sildenafil.id, strength: '100 mg', form: 'tablet', priceCents: 4995, quantity: 8 },
      { medicationId: tadalafil.id, strength: '5 mg', form: 'tablet', priceCents: 5495, quantity: 28 },
      { medicationId: tadalafil.id, strength: '20 mg', form: 'tablet', priceCents: 5995, quantity: 8 },
      { medicationId: orlistat.id, strength: '120 mg', form: 'capsule', priceCents: 6950, quantity: 84 },
      {
        medicationId: levonorgestrel.id,
        strength: '150/30 mcg',
        form: 'tablet',
        priceCents: 2450,
        quantity: 84,
      },
      {
        medicationId: levonorgestrel.id,
        strength: '125/50 mcg',
        form: 'tablet',
        priceCents: 2650,
        quantity: 84,
        isActive: false,
      },
    ])
    .returning();
  const variant = (index: number) => {
    const row = variants[index];
    if (!row) throw new Error('Seeding variants failed');
    return row;
  };

  const approvedAssessment = (type: (typeof assessmentTypes)[number]) => {
    const row = assessmentList.find((item) => item.type === type && item.status === 'approved');
    if (!row) throw new Error(`No approved ${type} assessment`);
    return row;
  };
  const [ownRx, dispatchedRx, failedRx, completedRx] = await db
    .insert(prescriptions)
    .values([
      {
        patientId: patient(0).id,
        practitionerId: sarah.id,
        assessmentId: approvedOwn.id,
        status: 'active',
        repeats: 3,
        repeatsRemaining: 2,
        postFeeCents: 995,
        createdAt: at(-18),
        updatedAt: at(-18),
      },
      {
        patientId: approvedAssessment('erectile_dysfunction').patientId,
        practitionerId: sarah.id,
        assessmentId: approvedAssessment('erectile_dysfunction').id,
        status: 'dispatched',
        repeats: 2,
        repeatsRemaining: 2,
        trackingNumber: 'AP123456789AU',
        postFeeCents: 995,
        createdAt: at(-12),
        updatedAt: at(-10),
      },
      {
        patientId: approvedAssessment('weight_loss').patientId,
        practitionerId: james.id,
        assessmentId: approvedAssessment('weight_loss').id,
        status: 'payment_failed',
        repeats: 1,
        repeatsRemaining: 1,
        postFeeCents: 995,
        createdAt: at(-6),
        updatedAt: at(-6),
      },
      {
        patientId: approvedAssessment('contraception').patientId,
        practitionerId: sarah.id,
        assessmentId: approvedAssessment('contraception').id,
        status: 'completed',
        repeats: 0,
        repeatsRemaining: 0,
        trackingNumber: 'AP987654321AU',
        postFeeCents: 0,
        createdAt: at(-25),
        updatedAt: at(-20),
      },
    ])
    .returning();
  if (!ownRx || !dispatchedRx || !failedRx || !completedRx) throw new Error('Seeding prescriptions failed');
  await db.insert(prescriptionItems).values([
    {
      prescriptionId: ownRx.id,
      variantId: variant(0).id,
      dosage: '50 mg',
      instructions: 'Take one tablet about an hour before sexual activity. No more than one tablet a day.',
      quantity: 8,
    },
    {
      prescriptionId: dispatchedRx.id,
      variantId: variant(2).id,
      dosage: '5 mg daily',
      instructions: 'Take one tablet at the same time each day.',
      quantity: 28,
    },
    {
      prescriptionId: failedRx.id,
      variantId: variant(4).id,
      dosage: '120 mg',
      instructions: 'Take one capsule with each main meal containing fat.',
      quantity: 84,
    },
    {
      prescriptionId: completedRx.id,
      variantId: variant(5).id,
      dosage: 'One tablet daily',
      instructions: 'Take one tablet daily at the same time, starting on the first day of your period.',
      quantity: 84,
    },
  ]);

  const paidAssessments = assessmentList.filter((item) => item.paid);
  await db.insert(payments).values([
    ...paidAssessments.slice(0, 6).map((item, index) => ({
      userId: item.patientId,
      assessmentId: item.id,
      amountCents: item.feeCents,
      status: 'succeeded' as const,
      provider: 'demo',
      providerRef: `demo_pay_${String(index + 1).padStart(4, '0')}`,
      methodSummary: 'Visa •••• 4242',
      createdAt: item.createdAt ?? at(-30),
    })),
    {
      userId: ownRx.patientId,
      prescriptionId: ownRx.id,
      amountCents: 3995 + 995,
      status: 'succeeded',
      provider: 'demo',
      providerRef: 'demo_pay_rx_0001',
      methodSummary: 'Mastercard •••• 4444',
      createdAt: at(-18),
    },
    {
      userId: failedRx.patientId,
      prescriptionId: failedRx.id,
      amountCents: 6950 + 995,
      status: 'failed',
      provider: 'demo',
      providerRef: 'demo_pay_rx_0002',
      methodSummary: 'Visa •••• 0002',
      createdAt: at(-6),
    },
  ]);

  await db.insert(articles).values([
    {
      authorId: writer.id,
      title: 'Understanding erectile dysfunction',
      slug: 'understanding-erectile-dysfunction',
      excerpt: 'Erectile dysfunction is common and treatable. Here is what causes it and what helps.',
      content:
        '<h2>What is erectile dysfunction?</h2><p>Erectile dysfunction (ED) is the persistent difficulty getting or keeping an erection firm enough for sex. It affects around one in five Australian men over 40.</p><h2>Common causes</h2><ul><li>Cardiovascular disease and high blood pressure</li><li>Diabetes</li><li>Stress, anxiety and relationship issues</li><li>Some medicines</li></ul><p>Talk to a practitioner: ED can be an early sign of heart disease.</p>',
      status: 'published',
      publishedAt: at(-60),
      createdAt: at(-62),
      updatedAt: at(-60),
    },
    {
      authorId: writer.id,
      title: 'Sildenafil or tadalafil: which is right for you?',
      slug: 'sildenafil-or-tadalafil',
      excerpt: 'Both work well. They differ in how quickly they act and how long they last.',
      content:
        '<h2>How they compare</h2><p><strong>Sildenafil</strong> works in 30 to 60 minutes and lasts about 4 hours. <strong>Tadalafil</strong> lasts up to 36 hours and can also be taken daily.</p><p>Your practitioner will recommend one based on your health and preferences.</p>',
      status: 'published',
      publishedAt: at(-30),
      createdAt: at(-31),
      updatedAt: at(-30),
    },
    {
      authorId: writer.id,
      title: 'Healthy, sustainable weight loss',
      slug: 'healthy-sustainable-weight-loss',
      excerpt: 'Small, steady changes beat crash diets. A practical guide.',
      content:
        '<h2>Start small</h2><p>Aim for 0.5 to 1 kg a week. Combine a balanced diet with regular activity, and ask about medical support if lifestyle changes are not enough.</p><ol><li>Plan your meals</li><li>Move every day</li><li>Sleep well</li></ol>',
      status: 'published',
      publishedAt: at(-10),
      createdAt: at(-12),
      updatedAt: at(-10),
    },
    {
      authorId: writer.id,
      title: 'Choosing a contraceptive pill',
      slug: 'choosing-a-contraceptive-pill',
      excerpt: 'A draft overview of combined and progestogen-only pills.',
      content: '<p>Draft: combined pills and mini-pills compared.</p>',
      status: 'draft',
      createdAt: at(-2),
      updatedAt: at(-2),
    },
  ]);

  await db.insert(legalDocuments).values([
    {
      type: 'privacy_policy',
      title: 'Privacy Policy',
      content:
        '<h1>Privacy Policy</h1><p>We collect the health information you give us to provide telehealth services, and handle it under the <em>Privacy Act 1988</em> (Cth) and the Australian Privacy Principles.</p><h2>What we collect</h2><ul><li>Contact details</li><li>Assessment answers and medical history</li><li>Payment records</li></ul><p>Contact our privacy officer to access or correct your information.</p>',
      isActive: true,
      version: 2,
      createdAt: at(-100),
      updatedAt: at(-40),
    },
    {
      type: 'privacy_policy',
      title: 'Privacy Policy (2024 draft)',
      content: '<h1>Privacy Policy</h1><p>An earlier draft kept for reference.</p>',
      isActive: false,
      version: 1,
      createdAt: at(-110),
      updatedAt: at(-110),
    },
    {
      type: 'terms_of_use',
      title: 'Terms of Use',
      content:
        '<h1>Terms of Use</h1><p>By using this service you agree to provide accurate health information. Our practitioners decide whether treatment is clinically appropriate.</p><p>This service is not for emergencies: call 000.</p>',
      isActive: true,
      version: 1,
      createdAt: at(-100),
      updatedAt: at(-100),
    },
  ]);

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

  const popupTemplate = (accent: string) =>
    `<div class="overlay" style="background: rgba(0,0,0,0.5)"><div class="popup" style="background: #ffffff; border-radius: 12px"><div class="header" style="background: ${accent}; color: #ffffff"><button class="close" style="color: #ffffff">×</button><h2 class="title">{{title}}</h2><p class="tagline">{{tagline}}</p></div><div class="content"><input class="input" type="email" style="border: 1px solid #cccccc" /><button class="button" style="background: ${accent}; color: #ffffff">{{button-label}}</button><p class="note" style="color: #666666">{{bottom-note}}</p></div></div></div>`;
  await db.insert(campaigns).values([
    {
      instanceId: 'welcome-2026',
      name: 'Welcome offer',
      type: 'welcome_popup',
      isActive: true,
      delaySeconds: 3,
      htmlTemplate: popupTemplate('#0f766e'),
      editableSections: {
        title: 'Welcome!',
        tagline: 'Get 10% off your first assessment',
        'button-label': 'Send my code',
        'bottom-note': 'No spam. Unsubscribe at any time.',
      },
    },
    {
      instanceId: 'exit-2026',
      name: 'Before you go',
      type: 'exit_intent',
      isActive: true,
      delaySeconds: 2,
      htmlTemplate: popupTemplate('#1d4ed8'),
      editableSections: {
        title: 'Before you go…',
        tagline: 'Save $5 on your assessment today',
        'button-label': 'Claim offer',
        'bottom-note': '',
      },
    },
  ]);

  await db.insert(promoCodes).values([
    { code: 'WELCOME10', discountType: 'percentage', value: 10, validFor: 'both', maxUses: 1000, uses: 12 },
    { code: 'SAVE5', discountType: 'fixed_amount', value: 500, validFor: 'assessment', expiresAt: at(60) },
    { code: 'RX15', discountType: 'percentage', value: 15, validFor: 'prescription', maxUses: 100 },
    {
      code: 'SPRING20',
      discountType: 'percentage',
      value: 20,
      validFor: 'both',
      expiresAt: at(-5),
      isActive: false,
    },
  ]);

  await db.insert(prescriptionTemplates).values({
    name: 'Standard prescription (quarter A4)',
    description: 'Default layout: prescriber, patient, medicine and signature on a quarter of an A4 page.',
    templateReact: JSON.stringify(defaultPrescriptionLayout, null, 2),
    isActive: true,
    isDefault: true,
  });

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

  // Demo company details so invoices and templates render; production starts from the empty defaults.
  const companyDemo: Record<string, string> = {
    company_name: 'Telehealth Demo Pty Ltd',
    brand_name: 'Telehealth',
    company_email: 'hello@example.com',
    support_email: 'support@example.com',
    contact_number: '1300 000 000',
    company_abn: '12 345 678 901',
    company_address: '1 Martin Place',
    company_suburb: 'Sydney',
    company_state: 'NSW',
    company_postcode: '2000',
    company_country: 'Australia',
    privacy_url: 'https://example.com/privacy',
    post_tracking_base_url: 'https://auspost.com.au/mypost/track/details/',
    post_fees: '9.95',
  };
  for (const [key, value] of Object.entries(companyDemo)) {
    await db
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value } });
  }
}

/** The default prescription body: a JSON layout for a quarter-A4 page (Part 2 §3). */
export const defaultPrescriptionLayout = {
  page: { size: 'A4-quarter', widthMm: 105, heightMm: 148.5, marginMm: 6 },
  blocks: [
    { type: 'header', text: '{{companyName}}', subtext: 'Ph {{contactNumber}}' },
    { type: 'row', label: 'Prescriber', text: '{{practitionerName}} (Prescriber No. {{prescriberNumber}})' },
    { type: 'row', label: 'Patient', text: '{{patientName}}, DOB {{patientDateOfBirth}}' },
    { type: 'row', label: 'Date', text: '{{prescriptionDate}}' },
    { type: 'divider' },
    {
      type: 'medicine',
      name: '{{medicineName}}',
      dosage: '{{medicineDosage}}',
      quantity: '{{medicineQuantity}}',
    },
    { type: 'text', text: '{{medicineInstructions}}' },
    { type: 'signature', image: '{{practitionerSignature}}', caption: '{{practitionerName}}' },
  ],
};

/** How many users the database holds; an empty database is the only one that gets demo data. */
export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}
