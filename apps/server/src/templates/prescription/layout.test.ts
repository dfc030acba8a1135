import { describe, expect, it } from 'vitest';
import { defaultPrescriptionTemplate } from '../../seed/templates';
import {
  type Block,
  fillLayout,
  isSignatureImage,
  parseLayout,
  repeatMedicineRun,
  usesMedicine,
} from './layout';
import { renderPrescriptionHtml } from './render';

describe('prescription layout', () => {
  it('reads the seeded JSON layout as its blocks', () => {
    const blocks = parseLayout(defaultPrescriptionTemplate.templateReact);
    expect(blocks.map((block) => block.type)).toEqual([
      'header',
      'row',
      'row',
      'row',
      'row',
      'row',
      'divider',
      'medicine',
      'text',
      'text',
      'signature',
    ]);
  });

  it('reduces HTML to headings, text lines and rules, dropping scripts and other markup', () => {
    expect(
      parseLayout(
        '<h2>Clinic &amp; Co</h2><p>Line <b>one</b><br>Line two</p><hr><ul><li>A</li></ul><script>alert(1)</script>',
      ),
    ).toEqual([
      { type: 'heading', text: 'Clinic & Co' },
      { type: 'text', text: 'Line one' },
      { type: 'text', text: 'Line two' },
      { type: 'divider' },
      { type: 'text', text: '• A' },
    ]);
  });

  it('reads text that only looks like JSON as text', () => {
    expect(parseLayout('{not json} {{patientName}}')).toEqual([
      { type: 'text', text: '{not json} {{patientName}}' },
    ]);
  });

  it('fills placeholders and escapes the values in the HTML page', () => {
    const blocks = fillLayout(parseLayout('<p>{{patientName}}</p>'), {
      patientName: '<img src=x onerror=1>',
    });
    const html = renderPrescriptionHtml(blocks);
    expect(html).toContain('&lt;img src=x onerror=1&gt;');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('size: 105mm 148mm');
  });

  it('draws only PNG and JPEG data URLs as signature images', () => {
    expect(isSignatureImage('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isSignatureImage('https://example.com/sig.png')).toBe(false);
    expect(isSignatureImage('data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
  });
});

describe('a prescription of several medicines', () => {
  const blocks: Block[] = [
    { type: 'row', label: 'Patient', text: '{{patientName}}' },
    { type: 'medicine', name: '{{medicineName}}', dosage: '{{medicineDosage}}' },
    { type: 'divider' },
    { type: 'text', text: 'Repeats: {{medicineRepeats}}' },
    { type: 'signature', image: '{{practitionerSignature}}' },
  ];
  const values = { patientName: 'Liam Nguyen', practitionerSignature: 'S. Chen', medicineName: 'sample' };
  const medicines = [
    { medicineName: 'Sildenafil', medicineDosage: '50 mg tablet', medicineRepeats: '2' },
    { medicineName: 'Tadalafil', medicineDosage: '5 mg tablet', medicineRepeats: '0' },
  ];

  it('knows the blocks that print a medicine', () => {
    expect(blocks.map(usesMedicine)).toEqual([false, true, false, true, false]);
  });

  it('repeats the run from the first to the last medicine block once per medicine, the rest once', () => {
    const run = repeatMedicineRun(blocks, values, medicines);
    expect(run.map((entry) => entry.block.type)).toEqual([
      'row',
      'medicine',
      'divider',
      'text',
      'medicine',
      'divider',
      'text',
      'signature',
    ]);
    expect(run[1]?.values.medicineName).toBe('Sildenafil');
    expect(run[4]?.values.medicineName).toBe('Tadalafil');
    expect(run[4]?.values.patientName).toBe('Liam Nguyen');
  });

  it('fills each copy with its own medicine', () => {
    expect(fillLayout(blocks, values, medicines)).toEqual([
      { type: 'row', label: 'Patient', text: 'Liam Nguyen' },
      { type: 'medicine', name: 'Sildenafil', dosage: '50 mg tablet' },
      { type: 'divider' },
      { type: 'text', text: 'Repeats: 2' },
      { type: 'medicine', name: 'Tadalafil', dosage: '5 mg tablet' },
      { type: 'divider' },
      { type: 'text', text: 'Repeats: 0' },
      { type: 'signature', image: 'S. Chen' },
    ]);
  });

  it('fills the medicine blocks once from the values without medicines (the preview)', () => {
    const filled = fillLayout(blocks, values);
    expect(filled).toHaveLength(blocks.length);
    expect(filled[1]).toEqual({ type: 'medicine', name: 'sample', dosage: '' });
  });

  it('leaves a layout without medicine placeholders as it is, and repeats HTML lines too', () => {
    const plain: Block[] = [{ type: 'text', text: '{{patientName}}' }];
    expect(fillLayout(plain, values, medicines)).toEqual([{ type: 'text', text: 'Liam Nguyen' }]);
    const html = parseLayout(
      '<h2>{{patientName}}</h2><p>{{medicineName}} x{{medicineQuantity}}</p><p>Signed</p>',
    );
    expect(
      fillLayout(html, values, [
        { medicineName: 'A', medicineQuantity: '1' },
        { medicineName: 'B', medicineQuantity: '2' },
      ]).map((block) => ('text' in block ? block.text : block.type)),
    ).toEqual(['Liam Nguyen', 'A x1', 'B x2', 'Signed']);
  });
});
