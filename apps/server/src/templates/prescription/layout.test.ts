import { describe, expect, it } from 'vitest';
import { defaultPrescriptionTemplate } from '../../db/seed/templates';
import { fillLayout, isSignatureImage, parseLayout } from './layout';
import { renderPrescriptionHtml } from './render';

describe('prescription layout', () => {
  it('reads the seeded JSON layout as its blocks', () => {
    const blocks = parseLayout(defaultPrescriptionTemplate.templateReact);
    expect(blocks.map((block) => block.type)).toEqual([
      'header',
      'row',
      'row',
      'row',
      'divider',
      'medicine',
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
