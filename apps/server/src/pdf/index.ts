import { renderInWorker } from './pool';
import type { PdfRenderers } from './worker';

export { abortPdfRenders, acquirePdfPool } from './pool';

/** The prescription's A6 PDF (templates/prescription/render.ts), drawn on a worker thread. */
export function renderPrescriptionPdf(
  ...args: Parameters<PdfRenderers['renderPrescriptionPdf']>
): Promise<Buffer> {
  return renderInWorker({ name: 'renderPrescriptionPdf', args });
}

/** The tax invoice's A4 PDF (payments/invoice.ts), drawn on a worker thread. */
export function renderInvoicePdf(...args: Parameters<PdfRenderers['renderInvoicePdf']>): Promise<Buffer> {
  return renderInWorker({ name: 'renderInvoicePdf', args });
}
