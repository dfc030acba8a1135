import { formatAud, formatLongDate, type Payment, type SettingKey } from '@telehealth/contract';
import type { Db } from '../db/client';
import { loadPdfFonts, pdfFontFamily } from '../pdf/fonts';
import { readSetting } from '../settings';

/** The GST in a GST-inclusive price: one eleventh (10 % on top of the price before GST), to the cent. */
export function gstIncluded(totalCents: number): number {
  return Math.round(totalCents / 11);
}

export interface InvoiceCompany {
  name: string;
  abn: string;
  address: string;
  email: string;
}

export async function invoiceCompany(db: Db): Promise<InvoiceCompany> {
  const read = async (key: SettingKey) => (await readSetting(db, key))?.trim() ?? '';
  const [name, abn, street, suburb, state, postcode, email] = await Promise.all([
    read('company_name'),
    read('company_abn'),
    read('company_address'),
    read('company_suburb'),
    read('company_state'),
    read('company_postcode'),
    read('company_email'),
  ]);
  const locality = [suburb, state, postcode].filter(Boolean).join(' ');
  return { name, abn, address: [street, locality].filter(Boolean).join(', '), email };
}

export interface InvoiceData {
  company: InvoiceCompany;
  payment: Payment;
  payer: { firstName: string; lastName: string; email: string };
  timeZone: string;
}

/** The invoice's lines as text, in order: what the PDF shows (and what its tests read). */
export function invoiceLines(data: InvoiceData): { label: string; value: string }[] {
  const { payment } = data;
  const issued = payment.paidAt ?? payment.createdAt;
  return [
    { label: 'Invoice number', value: payment.invoiceNumber ?? '' },
    { label: 'Date', value: formatLongDate(issued, { timeZone: data.timeZone }) },
    {
      label: 'Billed to',
      value: `${[data.payer.firstName, data.payer.lastName].filter(Boolean).join(' ')} (${data.payer.email})`,
    },
    { label: 'Item', value: payment.item },
    { label: 'Price', value: formatAud(payment.subtotalCents) },
    {
      label: 'Discount',
      value: payment.discountCents > 0 ? `-${formatAud(payment.discountCents)}` : formatAud(0),
    },
    { label: 'Total (GST inclusive)', value: formatAud(payment.amountCents) },
    { label: 'GST included in total', value: formatAud(gstIncluded(payment.amountCents)) },
    {
      label: 'Paid with',
      value: payment.methodSummary ?? (payment.amountCents === 0 ? 'Promo code' : 'Card'),
    },
  ];
}

/**
 * The tax invoice as an A4 PDF: 'Tax invoice', the company's name, ABN and address from the settings, the item, the
 * discount and the GST-inclusive total. @react-pdf/renderer (and React) load on the first invoice only, as the
 * prescription PDFs do.
 */
export async function renderInvoicePdf(data: InvoiceData): Promise<Buffer> {
  const [{ createElement: h }, pdf] = await Promise.all([import('react'), import('@react-pdf/renderer')]);
  const { Document, Page, Text, View, StyleSheet, renderToBuffer, Font } = pdf;
  await loadPdfFonts(Font);
  // A unitless line height is resolved against the font size of the style that states it, and children inherit the
  // result in points: every style with its own font size states its own, or a 16 pt name sits in a 14 pt line.
  const lineHeight = 1.4;
  const styles = StyleSheet.create({
    page: { padding: 48, fontFamily: pdfFontFamily, fontSize: 10, color: '#111827', lineHeight },
    company: { fontSize: 16, fontWeight: 700, lineHeight },
    subtext: { fontSize: 9, color: '#4b5563', lineHeight },
    title: { fontSize: 20, fontWeight: 700, marginTop: 24, marginBottom: 16, lineHeight },
    row: {
      flexDirection: 'row',
      justifyContent: 'space-between',
      paddingVertical: 4,
      borderBottomWidth: 1,
      borderBottomColor: '#e5e7eb',
    },
    label: { fontWeight: 700 },
    note: { marginTop: 24, fontSize: 9, color: '#4b5563', lineHeight },
  });
  const { company } = data;
  const document = h(
    Document,
    { title: `Tax invoice ${data.payment.invoiceNumber ?? ''}`.trim(), author: company.name },
    h(
      Page,
      { size: 'A4', style: styles.page },
      h(
        View,
        null,
        h(Text, { style: styles.company }, company.name),
        h(Text, { style: styles.subtext }, `ABN ${company.abn}`),
        h(Text, { style: styles.subtext }, company.address),
        company.email ? h(Text, { style: styles.subtext }, company.email) : null,
      ),
      h(Text, { style: styles.title }, 'Tax invoice'),
      ...invoiceLines(data).map((line) =>
        h(
          View,
          { key: line.label, style: styles.row },
          h(Text, { style: styles.label }, line.label),
          h(Text, null, line.value),
        ),
      ),
      h(
        Text,
        { style: styles.note },
        'All prices are in Australian dollars and include GST. This payment has been received in full.',
      ),
    ),
  );
  return renderToBuffer(document);
}
