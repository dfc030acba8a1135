import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { RichTextView } from './RichTextView';
import { lineCount } from './RichTextView.css';
import { htmlToPlainText, previewText, sanitizeHtml } from './sanitizeHtml';

const policy =
  '<h1>Privacy Policy</h1><p>We <strong>collect</strong> only what we need.</p><ul><li>Name</li><li>Email</li></ul>';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RichTextView', () => {
  it('renders stored rich text with its formatting', async () => {
    const { container } = renderWithTheme(<RichTextView html={policy} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(screen.getByText('collect').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await expectNoAxeViolations(container);
  });

  it('makes <img src=x onerror=alert(1)> and <script> inert', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { container } = renderWithTheme(
      <RichTextView html={'<p>Hi</p><img src=x onerror=alert(1)><script>alert(2)</script>'} />,
    );
    // The rich-text policy (the contract's, the server's too) has no images: the element goes with its handler.
    expect(screen.getByText('Hi')).toBeVisible();
    expect(container.querySelector('img, [onerror]')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(alert).not.toHaveBeenCalled();
  });

  it('drops event handlers, javascript: URLs, iframes and forms', () => {
    const { container } = renderWithTheme(
      <RichTextView
        html={
          '<p onclick="alert(1)">Text</p><a href="javascript:alert(1)">Bad</a><iframe src="https://example.com"></iframe><form action="/x"><input name="a"></form>'
        }
      />,
    );
    expect(screen.getByText('Text')).not.toHaveAttribute('onclick');
    expect(screen.getByText('Bad')).not.toHaveAttribute('href');
    expect(container.querySelector('iframe, form, input')).toBeNull();
  });

  it('opens only links to other sites in a new tab, with rel noopener noreferrer', () => {
    renderWithTheme(
      <RichTextView
        html={
          '<p><a href="https://example.com/terms" target="_self">External</a> <a href="/privacy" target="_blank">Internal</a> <a href="mailto:help@example.com">Mail</a></p>'
        }
      />,
    );
    const external = screen.getByRole('link', { name: 'External' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Internal' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'Mail' })).not.toHaveAttribute('target');
  });

  it('keeps text alignment and no other inline style', () => {
    renderWithTheme(
      <RichTextView
        html={'<p style="text-align: center">Centred</p><p style="position: fixed; inset: 0">Overlay</p>'}
      />,
    );
    expect(screen.getByText('Centred')).toHaveAttribute('style', 'text-align: center');
    expect(screen.getByText('Overlay')).not.toHaveAttribute('style');
  });

  it('shows the first N characters of the text without formatting', () => {
    renderWithTheme(<RichTextView html={policy} previewChars={25} />);
    expect(screen.getByText('Privacy Policy We collect…')).toBeVisible();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('clamps to the given number of lines', () => {
    const { container } = renderWithTheme(<RichTextView html={policy} previewChars={200} lines={3} />);
    const varName = lineCount.replace(/^var\((--[^),]+).*$/, '$1');
    expect((container.querySelector('[style]') as HTMLElement).style.getPropertyValue(varName)).toBe('3');
  });
});

describe('sanitizeHtml and htmlToPlainText', () => {
  it('separates blocks by one space and keeps no markup', () => {
    expect(htmlToPlainText('<h2>Terms</h2><p>One<br>two</p><script>alert(1)</script>')).toBe('Terms One two');
  });

  it('cuts the preview with an ellipsis only when it is longer', () => {
    expect(previewText('<p>Short</p>', 200)).toBe('Short');
    expect(previewText('<p>abcdef</p>', 3)).toBe('abc…');
  });

  it('returns clean HTML', () => {
    expect(sanitizeHtml('<b onmouseover="x()">Bold</b>')).toBe('<b>Bold</b>');
  });
});
