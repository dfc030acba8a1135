import { prescriptionPage } from '@telehealth/contract';
import { escapeHtml } from '../../delivery/render';
import { loadPdfFonts, pdfFontFamily } from '../../pdf/fonts';
import { type Block, isSignatureImage } from './layout';

const MARGIN_MM = 6;

/** The page as HTML: an A6 sheet (105 × 148 mm) drawn from the same blocks as the PDF. */
export function renderPrescriptionHtml(blocks: readonly Block[]): string {
  const body = blocks
    .map((item) => {
      switch (item.type) {
        case 'header':
          return `<header class="header"><div class="company">${escapeHtml(item.text)}</div>${item.subtext ? `<div class="subtext">${escapeHtml(item.subtext)}</div>` : ''}</header>`;
        case 'heading':
          return `<h2>${escapeHtml(item.text)}</h2>`;
        case 'row':
          return `<p class="row"><span class="label">${escapeHtml(item.label)}</span> ${escapeHtml(item.text)}</p>`;
        case 'text':
          return `<p>${escapeHtml(item.text)}</p>`;
        case 'divider':
          return '<hr>';
        case 'medicine':
          return `<div class="medicine"><div class="medicine-name">${escapeHtml(item.name)}</div>${[
            item.dosage,
            item.quantity ? `Qty: ${item.quantity}` : '',
          ]
            .filter(Boolean)
            .map((line) => `<div>${escapeHtml(line ?? '')}</div>`)
            .join('')}</div>`;
        case 'signature':
          return `<div class="signature">${isSignatureImage(item.image) ? `<img src="${escapeHtml(item.image.trim())}" alt="Signature">` : `<div class="signed">${escapeHtml(item.image)}</div>`}<div class="signature-line">${escapeHtml(item.caption ?? '')}</div></div>`;
        default:
          return '';
      }
    })
    .join('\n');
  return `<!DOCTYPE html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<title>Prescription</title>
<style>
@page { size: ${prescriptionPage.widthMm}mm ${prescriptionPage.heightMm}mm; margin: 0; }
body { margin: 0; background: #e5e7eb; }
.page { box-sizing: border-box; width: ${prescriptionPage.widthMm}mm; min-height: ${prescriptionPage.heightMm}mm; padding: ${MARGIN_MM}mm; margin: 0 auto; background: #fff; color: #111827; font-family: Helvetica, Arial, sans-serif; font-size: 9pt; line-height: 1.35; }
.header { border-bottom: 1px solid #111827; padding-bottom: 2mm; margin-bottom: 2mm; }
.company { font-size: 12pt; font-weight: bold; }
.subtext { font-size: 8pt; color: #4b5563; }
h2 { font-size: 10pt; margin: 2mm 0 1mm; }
p { margin: 0 0 1.5mm; }
.label { font-weight: bold; }
hr { border: 0; border-top: 1px solid #9ca3af; margin: 2mm 0; }
.medicine { margin: 1mm 0 2mm; }
.medicine-name { font-size: 11pt; font-weight: bold; }
.signature { margin-top: 6mm; }
.signature img { max-height: 14mm; max-width: 50mm; }
.signed { font-family: 'Brush Script MT', cursive; font-size: 14pt; }
.signature-line { border-top: 1px solid #111827; width: 50mm; padding-top: 1mm; font-size: 8pt; }
</style>
</head>
<body>
<main class="page">
${body}
</main>
</body>
</html>
`;
}

const MM = 72 / 25.4;

/**
 * The page as an A6 PDF, in the embedded Unicode fonts (pdf/fonts.ts). @react-pdf/renderer (and React) load on the
 * first PDF only: the server starts without them, and most requests never need them.
 */
export async function renderPrescriptionPdf(blocks: readonly Block[]): Promise<Buffer> {
  const [{ createElement: h }, pdf] = await Promise.all([import('react'), import('@react-pdf/renderer')]);
  const { Document, Page, Text, View, Image, StyleSheet, renderToBuffer, Font } = pdf;
  await loadPdfFonts(Font);
  const bold = { fontWeight: 700 } as const;
  // A unitless line height is resolved against the font size of the style that states it and inherited in points:
  // each style with its own font size states its own, so larger text never overprints the line below.
  const lineHeight = 1.35;
  const styles = StyleSheet.create({
    page: {
      padding: MARGIN_MM * MM,
      fontFamily: pdfFontFamily,
      fontSize: 9,
      color: '#111827',
      lineHeight,
    },
    header: {
      borderBottomWidth: 1,
      borderBottomColor: '#111827',
      paddingBottom: 2 * MM,
      marginBottom: 2 * MM,
    },
    company: { fontSize: 12, lineHeight, ...bold },
    subtext: { fontSize: 8, lineHeight, color: '#4b5563' },
    heading: { fontSize: 10, lineHeight, ...bold, marginTop: 2 * MM, marginBottom: MM },
    paragraph: { marginBottom: 1.5 * MM },
    label: bold,
    divider: { borderTopWidth: 1, borderTopColor: '#9ca3af', marginVertical: 2 * MM },
    medicine: { marginTop: MM, marginBottom: 2 * MM },
    medicineName: { fontSize: 11, lineHeight, ...bold },
    signature: { marginTop: 6 * MM },
    signatureImage: { maxHeight: 14 * MM, maxWidth: 50 * MM, objectFit: 'contain' },
    signed: { fontStyle: 'italic', fontSize: 14, lineHeight },
    signatureLine: {
      borderTopWidth: 1,
      borderTopColor: '#111827',
      width: 50 * MM,
      paddingTop: MM,
      fontSize: 8,
      lineHeight,
    },
  });
  const children = blocks.map((item, index) => {
    const key = String(index);
    switch (item.type) {
      case 'header':
        return h(
          View,
          { key, style: styles.header },
          h(Text, { style: styles.company }, item.text),
          item.subtext ? h(Text, { style: styles.subtext }, item.subtext) : null,
        );
      case 'heading':
        return h(Text, { key, style: styles.heading }, item.text);
      case 'row':
        return h(
          Text,
          { key, style: styles.paragraph },
          h(Text, { style: styles.label }, `${item.label} `),
          item.text,
        );
      case 'text':
        return h(Text, { key, style: styles.paragraph }, item.text);
      case 'divider':
        return h(View, { key, style: styles.divider });
      case 'medicine':
        return h(
          View,
          { key, style: styles.medicine },
          h(Text, { style: styles.medicineName }, item.name),
          item.dosage ? h(Text, null, item.dosage) : null,
          item.quantity ? h(Text, null, `Qty: ${item.quantity}`) : null,
        );
      case 'signature':
        return h(
          View,
          { key, style: styles.signature, wrap: false },
          isSignatureImage(item.image)
            ? h(Image, { style: styles.signatureImage, src: item.image.trim() })
            : h(Text, { style: styles.signed }, item.image),
          h(Text, { style: styles.signatureLine }, item.caption ?? ''),
        );
      default:
        return null;
    }
  });
  const document = h(
    Document,
    { title: 'Prescription' },
    h(Page, { size: prescriptionPage.size, style: styles.page }, ...children),
  );
  return renderToBuffer(document);
}
