import { medications, medicationVariants, prescriptionItems, prescriptions } from '../db/schema';
import type { SeededAccounts } from './accounts';
import type { SeededAssessments } from './assessments';
import type { SeedContext } from './context';
import type { SeededPractitioners } from './practitioners';

export type PrescriptionRow = typeof prescriptions.$inferSelect;

export interface SeededPrescriptions {
  /** The demo patient's active prescription. */
  ownRx: PrescriptionRow;
  /** A prescription whose payment failed. */
  failedRx: PrescriptionRow;
}

/** The medicines with their variants, and prescriptions in each state with their items. */
export async function seedPrescriptions(
  { db, at }: SeedContext,
  { patient }: SeededAccounts,
  { sarah, james }: SeededPractitioners,
  { approvedOwn, approved: approvedAssessment }: SeededAssessments,
): Promise<SeededPrescriptions> {
  const [sildenafil, tadalafil, orlistat, levonorgestrel] = await db
    .insert(medications)
    .values([
      {
        name: 'Sildenafil',
        genericName: 'sildenafil citrate',
        description: 'PDE5 inhibitor taken as needed.',
        assessmentTypes: ['erectile_dysfunction'],
      },
      {
        name: 'Tadalafil',
        genericName: 'tadalafil',
        description: 'PDE5 inhibitor, as needed or daily.',
        assessmentTypes: ['erectile_dysfunction'],
      },
      {
        name: 'Orlistat',
        genericName: 'orlistat',
        description: 'Lipase inhibitor for weight management.',
        assessmentTypes: ['weight_loss'],
      },
      {
        name: 'Levonorgestrel/Ethinylestradiol',
        genericName: 'levonorgestrel with ethinylestradiol',
        description: 'Combined oral contraceptive pill.',
        assessmentTypes: ['contraception'],
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
  const [ownRx, dispatchedRx, failedRx, completedRx] = await db
    .insert(prescriptions)
    .values([
      {
        patientId: patient(0).id,
        practitionerId: sarah.id,
        assessmentId: approvedOwn.id,
        status: 'preparing',
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
        status: 'posted',
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
        status: 'ready',
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
        status: 'delivered',
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

  return { ownRx, failedRx };
}
