import type { Payment } from '@telehealth/contract';
import { describe, expect, it } from 'vitest';
import { type PdfWord, pdfText, pdfWords } from '../test/pdf';
import { type InvoiceData, renderInvoicePdf } from './invoice';

const payment: Payment = {
  id: 12,
  createdAt: '2026-03-05T01:00:00.000Z',
  paidAt: '2026-03-05T01:00:00.000Z',
  item: 'Weight loss assessment',
  assessmentId: 4,
  subtotalCents: 2000,
  discountCents: 200,
  amountCents: 1800,
  status: 'succeeded',
  methodSummary: 'Visa •••• 4242',
  invoiceNumber: 'INV-000012',
};

const invoice = (companyName: string): InvoiceData => ({
  company: {
    name: companyName,
    abn: '51 824 753 556',
    address: '1 Example Street, Sydney NSW 2000',
    email: 'billing@example.com',
  },
  payment,
  payer: { firstName: 'Liam', lastName: 'Nguyen', email: 'liam@example.com' },
  timeZone: 'Australia/Sydney',
});

/** The words of a phrase as placed on the page, grouped into the lines they print on (top to bottom). */
function linesOf(words: readonly PdfWord[], phrase: string): PdfWord[][] {
  const wanted = new Set(phrase.split(' '));
  const found = words.filter((word) => wanted.has(word.text));
  expect(found.length, phrase).toBeGreaterThanOrEqual(wanted.size);
  const lines: PdfWord[][] = [];
  for (const word of [...found].sort((a, b) => a.yMin - b.yMin)) {
    const line = lines.find((candidate) => Math.abs((candidate[0] as PdfWord).yMin - word.yMin) < 2);
    if (line) line.push(word);
    else lines.push([word]);
  }
  return lines;
}

const top = (line: readonly PdfWord[]) => Math.min(...line.map((word) => word.yMin));
const bottom = (line: readonly PdfWord[]) => Math.max(...line.map((word) => word.yMax));

/** Every line of the header ends above the next one starts: nothing overprints. */
function expectHeaderClear(pdf: Buffer, companyName: string) {
  const words = pdfWords(pdf);
  const lines = [
    ...linesOf(words, companyName),
    ...linesOf(words, 'ABN 51 824 753 556'),
    ...linesOf(words, 'Example Street, Sydney NSW'),
    ...linesOf(words, 'billing@example.com'),
    ...linesOf(words, 'Tax invoice'),
  ];
  for (let index = 1; index < lines.length; index += 1) {
    const above = lines[index - 1] as PdfWord[];
    const below = lines[index] as PdfWord[];
    const gap = top(below) - bottom(above);
    expect(
      gap,
      `'${above.map((w) => w.text).join(' ')}' over '${below.map((w) => w.text).join(' ')}'`,
    ).toBeGreaterThanOrEqual(0);
  }
}

describe('the tax invoice', () => {
  it("prints the company's name clear of the ABN line", async () => {
    const pdf = await renderInvoicePdf(invoice('Telehealth Pty Ltd'));
    expectHeaderClear(pdf, 'Telehealth Pty Ltd');
  });

  it('prints a long company name over two lines, clear of each other and of the ABN', async () => {
    const name =
      'Harbourside Integrated Telehealth Prescription Pharmacy Courier Logistics Holdings Wollongong Pty Ltd';
    const pdf = await renderInvoicePdf(invoice(name));
    const words = pdfWords(pdf);
    expect(linesOf(words, name).length).toBeGreaterThanOrEqual(2);
    expectHeaderClear(pdf, name);
  });

  it("is a tax invoice under Australia's GST law: the words 'Tax invoice', the ABN and the GST", async () => {
    const text = pdfText(await renderInvoicePdf(invoice('Telehealth Pty Ltd')));
    for (const expected of [
      'Telehealth Pty Ltd',
      'ABN 51 824 753 556',
      'Tax invoice',
      'INV-000012',
      'Weight loss assessment',
      'Total (GST inclusive) $18.00',
      'GST included in total $1.64',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });
});
