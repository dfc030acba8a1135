import { payments } from '../db/schema';
import type { SeededAssessments } from './assessments';
import type { SeedContext } from './context';
import type { SeededPromoCodes } from './marketing';
import type { SeededPrescriptions } from './prescriptions';

/** WELCOME10 takes 10% off the first two seeded assessment payments. */
const WELCOME10_REDEMPTIONS = 2;

/**
 * Paid assessments (two with WELCOME10: its uses are these rows), a paid prescription and a failed payment. Each
 * carries its price, discount and total as checkout writes them, so its invoice reads right.
 */
export async function seedPayments(
  { db, at }: SeedContext,
  { list: assessmentList }: SeededAssessments,
  { ownRx, failedRx }: SeededPrescriptions,
  codes: SeededPromoCodes,
): Promise<void> {
  const paidAssessments = assessmentList.filter((item) => item.paid);
  await db.insert(payments).values([
    ...paidAssessments.slice(0, 6).map((item, index) => {
      const discountCents = index < WELCOME10_REDEMPTIONS ? Math.round(item.feeCents / 10) : 0;
      return {
        userId: item.patientId,
        assessmentId: item.id,
        promoCodeId: discountCents > 0 ? codes.welcome10 : null,
        subtotalCents: item.feeCents,
        discountCents,
        amountCents: item.feeCents - discountCents,
        status: 'succeeded' as const,
        provider: 'demo',
        providerRef: `demo_pay_${String(index + 1).padStart(4, '0')}`,
        methodSummary: 'Visa •••• 4242',
        createdAt: item.createdAt ?? at(-30),
        // Taken when made: the reports count revenue by the day a payment was taken.
        paidAt: item.createdAt ?? at(-30),
      };
    }),
    {
      userId: ownRx.patientId,
      prescriptionId: ownRx.id,
      subtotalCents: 3995 + 995,
      amountCents: 3995 + 995,
      status: 'succeeded',
      provider: 'demo',
      providerRef: 'demo_pay_rx_0001',
      methodSummary: 'Mastercard •••• 4444',
      createdAt: at(-18),
      paidAt: at(-18),
    },
    {
      userId: failedRx.patientId,
      prescriptionId: failedRx.id,
      subtotalCents: 6950 + 995,
      amountCents: 6950 + 995,
      status: 'failed',
      provider: 'demo',
      providerRef: 'demo_pay_rx_0002',
      methodSummary: 'Visa •••• 0002',
      createdAt: at(-6),
    },
  ]);
}
