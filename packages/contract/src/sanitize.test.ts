import { describe, expect, it } from 'vitest';
import { keepTextAlign, richTextUrlPattern } from './sanitize';

// The hooks run on a real DOMPurify in apps/server (html/sanitize.test.ts) and packages/ui (RichTextView tests).
describe('richTextPolicy', () => {
  it('keeps only a text-align declaration from a style', () => {
    expect(keepTextAlign('color: red; text-align: CENTER;')).toBe('text-align: center');
    expect(keepTextAlign('text-align: end')).toBe('text-align: end');
    expect(keepTextAlign('position: fixed; inset: 0')).toBe('');
    expect(keepTextAlign('text-align: expression(alert(1))')).toBe('');
  });

  it.each([
    ['https://example.com/terms', true],
    ['http://example.com', true],
    ['mailto:help@example.com', true],
    ['/privacy', true],
    ['#section-2', true],
    ['terms', true],
    ['javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:msgbox(1)', false],
    ['ftp://example.com', false],
    ['tel:0412345678', false],
  ])('URL %j allowed: %s', (url, allowed) => {
    expect(richTextUrlPattern.test(url)).toBe(allowed);
  });
});
