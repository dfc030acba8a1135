import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { HtmlPreviewFrame } from './HtmlPreviewFrame';
import { frameHeight } from './HtmlPreviewFrame.css';

const email =
  '<!doctype html><html><body><h1>Your prescription is ready</h1><script>parent.x=1</script></body></html>';

function frameNamed(name: string) {
  // jsdom gives iframes no implicit role, so find the frame by its title.
  return screen.getByTitle(name) as HTMLIFrameElement;
}

describe('HtmlPreviewFrame', () => {
  it('renders the HTML through srcDoc in an empty sandbox: no scripts, no same origin', async () => {
    const { container } = renderWithTheme(<HtmlPreviewFrame title="Email preview" html={email} />);
    const frame = frameNamed('Email preview');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('srcdoc', email);
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).not.toHaveAttribute('src');
    // axe would message into the frame, which jsdom's frame windows cannot answer; without a content
    // window it skips the inside and still checks the frame itself (its title) in this document.
    const contentWindow = vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockReturnValue(null);
    const log = vi.spyOn(console, 'log').mockImplementation(() => {}); // axe logs the skipped frame
    await expectNoAxeViolations(container);
    contentWindow.mockRestore();
    log.mockRestore();
  });

  it('allows popups at most, never scripts or same origin', () => {
    renderWithTheme(<HtmlPreviewFrame title="Email preview" html={email} allowPopups />);
    const sandbox = frameNamed('Email preview').getAttribute('sandbox') ?? '';
    expect(sandbox).toBe('allow-popups');
    expect(sandbox).not.toMatch(/allow-scripts|allow-same-origin/);
  });

  it('takes a height in pixels or any CSS length', () => {
    const { rerender } = renderWithTheme(
      <HtmlPreviewFrame title="Email preview" html={email} height={580} />,
    );
    const varName = frameHeight.replace(/^var\((--[^),]+).*$/, '$1');
    expect(frameNamed('Email preview').style.getPropertyValue(varName)).toBe('580px');
    rerender(<HtmlPreviewFrame title="Email preview" html={email} height="50vh" />);
    expect(frameNamed('Email preview').style.getPropertyValue(varName)).toBe('50vh');
  });

  it('updates the document when the HTML changes', () => {
    const { rerender } = renderWithTheme(<HtmlPreviewFrame title="Email preview" html="<p>One</p>" />);
    rerender(<HtmlPreviewFrame title="Email preview" html="<p>Two</p>" />);
    expect(frameNamed('Email preview')).toHaveAttribute('srcdoc', '<p>Two</p>');
  });
});
