import type { Payment } from '@telehealth/contract';
import { describe, expect, it } from 'vitest';
import { type InvoiceData, renderInvoicePdfOnThisThread as renderInvoicePdf } from '../payments';
import { defaultPrescriptionTemplate } from '../seed/templates';
import {
  fillLayout,
  parseLayout,
  renderPrescriptionPdfOnThisThread as renderPrescriptionPdf,
} from '../templates';
import { pdfFonts, pdfText, qpdfCheck } from '../test/pdf';

/**
 * Names Australian patients have, one per script, read back from both PDFs by poppler. The Hindi and Arabic names
 * avoid a pre-base vowel sign and the Allah ligature: pdftotext reads those in the order they are drawn, not the
 * order they are typed (docs/product/prescriptions.md).
 */
const names = {
  vietnamese: { first: 'Ánh', last: 'Nguyễn' },
  polish: { first: 'Łukasz', last: 'Wróblewski-Żółć' },
  greek: { first: 'Γιώργος', last: 'Παπαδόπουλος' },
  cyrillic: { first: 'Дмитрий', last: 'Иванов' },
  chinese: { first: '秀英', last: '王' },
  arabic: { first: 'فاطمة', last: 'الزهراء' },
  hindi: { first: 'सुनीता', last: 'गुप्ता' },
} as const;

function checkFonts(pdf: Buffer) {
  const fonts = pdfFonts(pdf);
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) {
    expect(font, font.name).toMatchObject({ embedded: true, subset: true, unicode: true });
  }
  expect(fonts.map((font) => font.name).join(' ')).not.toMatch(/Helvetica|Times/);
  expect(qpdfCheck(pdf)).toContain('No syntax or stream encoding errors found');
}

describe('a prescription prints every script', () => {
  it.each(Object.entries(names))('%s', async (_script, name) => {
    const values = {
      companyName: 'Telehealth Pty Ltd',
      contactNumber: '1300 000 000',
      practitionerName: 'Dr. Sarah Chen',
      prescriberNumber: '2345678',
      practitionerSignature: `${name.first} ${name.last}`,
      patientName: `${name.first} ${name.last}`,
      patientDateOfBirth: '14/03/1984',
      patientAddress: '12 George Street, Sydney NSW 2000',
      prescriptionDate: 'Thursday 5 March 2026',
    };
    const medicine = {
      medicineName: 'Sildenafil',
      medicineDosage: '50 mg tablet',
      medicineInstructions: 'Take one tablet about an hour before sexual activity.',
      medicineQuantity: '8',
      medicineRepeats: '3',
    };
    const pdf = await renderPrescriptionPdf(
      fillLayout(parseLayout(defaultPrescriptionTemplate.templateReact), values, [medicine]),
    );
    const text = pdfText(pdf);
    expect(text).toContain(`${name.first} ${name.last}, DOB 14/03/1984`);
    expect(text).toContain('Sildenafil');
    checkFonts(pdf);
  });
});

describe('a tax invoice prints every script', () => {
  const payment: Payment = {
    id: 7,
    createdAt: '2026-03-05T01:00:00.000Z',
    paidAt: '2026-03-05T01:00:00.000Z',
    item: 'Erectile dysfunction assessment',
    assessmentId: 3,
    subtotalCents: 2000,
    discountCents: 0,
    amountCents: 2000,
    status: 'succeeded',
    methodSummary: 'Visa •••• 4242',
    invoiceNumber: 'INV-000007',
  };
  it.each(Object.entries(names))('%s', async (_script, name) => {
    const data: InvoiceData = {
      company: {
        name: `${name.last} Health Pty Ltd`,
        abn: '51 824 753 556',
        address: '1 Example Street, Sydney NSW 2000',
        email: 'billing@example.com',
      },
      payment,
      payer: { firstName: name.first, lastName: name.last, email: 'patient@example.com' },
      timeZone: 'Australia/Sydney',
    };
    const pdf = await renderInvoicePdf(data);
    const text = pdfText(pdf);
    // pdftotext orders a line that mixes right-to-left and left-to-right words its own way: each part is checked.
    expect(text).toContain(name.last);
    expect(text).toContain('Health Pty Ltd');
    expect(text).toContain(`${name.first} ${name.last}`);
    expect(text).toContain('patient@example.com');
    expect(text).toContain('ABN 51 824 753 556');
    expect(text).toContain('Tax invoice');
    checkFonts(pdf);
  });
});

describe('the embedded fonts', () => {
  it("read back a letter that an earlier document drew inside an accented one ('A' after 'Á')", async () => {
    const prescription = (patientName: string) =>
      renderPrescriptionPdf(
        fillLayout(parseLayout(defaultPrescriptionTemplate.templateReact), { patientName }, []),
      );
    await prescription('Ánh Ávila');
    expect(pdfText(await prescription('Alan Abbott'))).toContain('Alan Abbott');
  });
});
