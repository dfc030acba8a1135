// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { prerenderedPaths, renderPage } from './prerender';

// Without a DOM, as the build renders them (build/prerender.ts): no document, no cookie, no session.
const headings: Record<(typeof prerenderedPaths)[number], string> = {
  '/': 'Healthcare from home, by Australian practitioners',
  '/auth': 'Welcome',
  '/login': 'Welcome',
  '/register': 'Welcome',
  '/contact': 'Contact Us',
  '/assessment': 'Start your assessment',
  '/erectile-dysfunction': 'Erectile dysfunction treatment',
};

describe('the prerendered public pages', () => {
  it.each(prerenderedPaths)('%s renders its page for a visitor, not a loading status', async (pathname) => {
    const html = await renderPage(pathname);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${headings[pathname]}</h1>`));
    expect(html).not.toMatch(/Loading application|Authenticating/);
    // A visitor's header: Login, not the signed-in menu.
    expect(html).toMatch(/<a [^>]*href="\/auth"[^>]*>Login<\/a>/);
    // The light theme, which the build makes follow a dark device with CSS.
    expect(html).toContain('data-theme="light"');
  });

  it('opens /register on its own tab', async () => {
    const html = await renderPage('/register');
    expect(html).toMatch(/aria-selected="true"[^>]*>Create account</);
  });
});
