import { renderInWorker } from '../pdf';
import type { renderInvoicePdf as draw } from './invoice';

/** The tax invoice's A4 PDF (invoice.ts), drawn on a PDF thread (pdf/worker.ts knows it by this name). */
export function renderInvoicePdf(...args: Parameters<typeof draw>): Promise<Buffer> {
  return renderInWorker({ name: 'renderInvoicePdf', args });
}
