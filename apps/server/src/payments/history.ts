import {
  assessmentItemLabel,
  PAYMENTS_PAGE_SIZE,
  type Payment,
  type PaymentPage,
  paymentMessages,
} from '@telehealth/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { assessments, payments, users } from '../db/schema';
import { notFound } from '../http/errors';
import type { InvoiceCompany } from './invoice';
import type { PaymentRow } from './types';

/** A patient's payments and the invoices: the succeeded payments they (or an admin) may see. */

function toPayment(row: PaymentRow, assessmentType: string | null = null): Payment {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    // Rows from before checkout recorded a description (the demo seed's) name their assessment's type.
    item:
      row.description ||
      (assessmentType
        ? assessmentItemLabel(assessmentType)
        : row.prescriptionId
          ? 'Prescription'
          : 'Assessment'),
    assessmentId: row.assessmentId,
    subtotalCents: row.subtotalCents || row.amountCents + row.discountCents,
    discountCents: row.discountCents,
    amountCents: row.amountCents,
    status: row.status,
    methodSummary: row.methodSummary,
    invoiceNumber: row.status === 'succeeded' ? (row.invoiceNumber ?? invoiceNumberOf(row.id)) : null,
  };
}

export function invoiceNumberOf(id: number): string {
  return `INV-${String(id).padStart(6, '0')}`;
}

export async function myPayments(db: Db, userId: number, page: number): Promise<PaymentPage> {
  const where = eq(payments.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ payment: payments, type: assessments.type })
      .from(payments)
      .leftJoin(assessments, eq(assessments.id, payments.assessmentId))
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(PAYMENTS_PAGE_SIZE)
      .offset((page - 1) * PAYMENTS_PAGE_SIZE),
    db.select({ n: count() }).from(payments).where(where),
  ]);
  return {
    items: rows.map((row) => toPayment(row.payment, row.type)),
    total: total?.n ?? 0,
    page,
    pageSize: PAYMENTS_PAGE_SIZE,
  };
}

export interface InvoicePayment {
  payment: Payment;
  payer: { firstName: string; lastName: string; email: string; timezone: string };
  /** The company as it was when the payment succeeded; null for rows written without it (the demo seed's). */
  company: InvoiceCompany | null;
  /** The invoice PDF in the file storage, once it has been issued (payments/invoice-file.ts). */
  invoicePdfKey: string | null;
}

/** A succeeded payment the caller may see: their own, or any for an admin; 404 otherwise. */
export async function invoicePayment(
  db: Db,
  viewer: { id: number; isAdmin: boolean },
  id: number,
): Promise<InvoicePayment> {
  const [row] = await db
    .select({
      payment: payments,
      type: assessments.type,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      timezone: users.timezone,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(assessments, eq(assessments.id, payments.assessmentId))
    .where(
      and(
        eq(payments.id, id),
        eq(payments.status, 'succeeded'),
        viewer.isAdmin ? undefined : eq(payments.userId, viewer.id),
      ),
    );
  if (!row) throw notFound(paymentMessages.paymentNotFound);
  return {
    payment: toPayment(row.payment, row.type),
    payer: { firstName: row.firstName, lastName: row.lastName, email: row.email, timezone: row.timezone },
    company: row.payment.invoiceCompany ?? null,
    invoicePdfKey: row.payment.invoicePdfKey,
  };
}
