import { randomUUID } from 'node:crypto';
import { safeTimeZone } from '@telehealth/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments } from '../db/schema';
import { type FileStorage, readObject, type StorageLog, storeThenRecord } from '../storage';
import type { InvoicePayment } from './history';
import { invoiceCompany } from './invoice';
import { renderInvoicePdf } from './invoice-pdf';

/** Thrown inside storeThenRecord when another request stored this invoice first: its file is removed. */
class InvoiceAlreadyIssued extends Error {}

/**
 * The tax invoice PDF, drawn once and kept: the first download renders it (in the payer's time zone, whoever
 * asks) and stores it; every later download, on any instance, gets the same bytes. Of two first downloads at
 * once, the database decides (a conditional update of `invoice_pdf_key`): the loser removes its file and serves the
 * winner's.
 */
export async function invoicePdf(
  db: Db,
  storage: FileStorage,
  found: InvoicePayment,
  log?: StorageLog,
): Promise<Buffer> {
  if (found.invoicePdfKey) return storedInvoice(storage, found.payment.id, found.invoicePdfKey);
  const pdf = await renderInvoicePdf({
    payment: found.payment,
    payer: found.payer,
    // A row without its company (written before payments kept it) prints today's settings; its file then keeps them.
    company: found.company ?? (await invoiceCompany(db)),
    timeZone: safeTimeZone(found.payer.timezone),
  });
  const key = `invoices/${randomUUID()}.pdf`;
  try {
    await storeThenRecord(
      storage,
      [{ key, source: { bytes: pdf }, contentType: 'application/pdf' }],
      async () => {
        const [claimed] = await db
          .update(payments)
          .set({ invoicePdfKey: key })
          .where(and(eq(payments.id, found.payment.id), isNull(payments.invoicePdfKey)))
          .returning({ id: payments.id });
        if (!claimed) throw new InvoiceAlreadyIssued();
      },
      log,
    );
    return pdf;
  } catch (error) {
    if (!(error instanceof InvoiceAlreadyIssued)) throw error;
    const [winner] = await db
      .select({ key: payments.invoicePdfKey })
      .from(payments)
      .where(eq(payments.id, found.payment.id));
    if (!winner?.key) throw new Error(`payment ${found.payment.id} lost its invoice while it was issued`);
    return storedInvoice(storage, found.payment.id, winner.key);
  }
}

async function storedInvoice(storage: FileStorage, paymentId: number, key: string): Promise<Buffer> {
  const pdf = await readObject(storage, key);
  // An issued invoice is never drawn again: a missing file is a fault to report, not to paper over.
  if (!pdf) throw new Error(`the invoice of payment ${paymentId} is missing from the file storage`);
  return pdf;
}
