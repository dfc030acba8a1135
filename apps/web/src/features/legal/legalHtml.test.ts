import { describe, expect, it } from 'vitest';
import { previewHtml, withoutLeadingTitle } from './legalHtml';

describe('withoutLeadingTitle', () => {
  it('drops a first heading that repeats the title, whatever its case and spacing', () => {
    expect(withoutLeadingTitle('<h1>Privacy  Policy</h1><p>We collect…</p>', 'privacy policy')).toBe(
      '<p>We collect…</p>',
    );
    expect(withoutLeadingTitle('<h2>Terms of Use</h2><p>x</p>', 'Terms of Use')).toBe('<p>x</p>');
  });

  it('keeps a first heading that says something else, and a title inside a paragraph', () => {
    const other = '<h1>Who we are</h1><p>Privacy Policy</p>';
    expect(withoutLeadingTitle(other, 'Privacy Policy')).toBe(other);
    const paragraph = '<p>Privacy Policy</p><p>x</p>';
    expect(withoutLeadingTitle(paragraph, 'Privacy Policy')).toBe(paragraph);
  });
});

describe('previewHtml', () => {
  it('keeps the formatting of the first characters and marks the cut', () => {
    const html =
      '<p>We collect <strong>health information</strong> to treat you.</p><ul><li>Contact details</li></ul>';
    expect(previewHtml(html, 25)).toBe('<p>We collect <strong>health informa…</strong></p>');
    expect(previewHtml(html, 500)).toBe(html);
  });

  it('turns headings into bold paragraphs, so a heading cannot fill the three lines', () => {
    expect(previewHtml('<h1>Privacy</h1><p>We collect.</p>', 200)).toBe(
      '<p><strong>Privacy</strong></p><p>We collect.</p>',
    );
  });

  it('counts the text only, not the markup, and drops pictures', () => {
    const html =
      '<p><a href="https://example.com/a/very/long/address">Read</a> <img src="x.png" alt="x">this</p>';
    expect(previewHtml(html, 9)).toBe(
      '<p><a href="https://example.com/a/very/long/address">Read</a> this</p>',
    );
  });

  it('never runs what the stored HTML holds while shaping it', () => {
    const html = '<p>Hi</p><img src="x" onerror="window.__ran = true"><script>window.__ran = true</script>';
    previewHtml(html, 200);
    expect((window as { __ran?: boolean }).__ran).toBeUndefined();
  });
});
