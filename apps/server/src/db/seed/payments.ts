import { payments } from '../schema';
import type { SeededAssessments } from './assessments';
import type { SeedContext } from './context';
import type { SeededPrescriptions } from './prescriptions';

/** Paid assessments, a paid prescription and a failed payment. */
export async function seedPayments(
  { db, at }: SeedContext,
  { list: assessmentList }: SeededAssessments,
  { ownRx, failedRx }: SeededPrescriptions,
): Promise<void> {
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
      // Taken when made: the reports count revenue by the day a payment was taken.
      paidAt: item.createdAt ?? at(-30),
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
      paidAt: at(-18),
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
}
