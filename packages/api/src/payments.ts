import { buildPath, routes } from '@telehealth/contract';

/** The tax invoice's address, for a link (the browser opens the PDF with the session cookie). */
export function paymentInvoiceUrl(id: number): string {
  return buildPath(routes.paymentInvoice.path, { id });
}
