// @vitest-environment node

import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { type DomWindow, prerenderedPaths, renderPage, renderPageWithHead } from './prerender';
import { pageAnswers } from './routes/answers';

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

  it('carries the title the page sets', async () => {
    expect((await renderPageWithHead('/auth')).head).toEqual({ title: 'Sign in | Telehealth' });
    expect((await renderPageWithHead('/register')).head.title).toBe('Create account | Telehealth');
  });

  it('opens /register on its own tab', async () => {
    const html = await renderPage('/register');
    expect(html).toMatch(/aria-selected="true"[^>]*>Create account</);
  });
});

describe('the public pages rendered per request', () => {
  const dom = new JSDOM('', { url: 'http://localhost/' }).window as unknown as DomWindow;
  const answer = (pathname: string, search: string, data: unknown) => {
    const [source] = pageAnswers(pathname, search) ?? [];
    if (!source) throw new Error(`${pathname} has no answers`);
    return { [source.key]: data };
  };
  const article = {
    id: 7,
    slug: 'sleep-and-health',
    title: 'Sleep and your health',
    excerpt: 'Why a good night matters.',
    content: '<h2>Why sleep matters</h2><p>Rest <script>alert(1)</script>restores.</p>',
    category: 'general_health',
    coverImageUrl: null,
    authorName: 'Jordan Lee',
    publishedAt: '2026-10-01T00:00:00.000Z',
    readingMinutes: 3,
    seoTitle: null,
    seoDescription: null,
  };

  it('render the page from the answers under the keys its hooks read, with its HTML cleaned', async () => {
    const html = await renderPage(
      '/articles/sleep-and-health',
      answer('/articles/sleep-and-health', '', article),
      dom,
    );
    expect(html).toMatch(/<h1[^>]*>Sleep and your health<\/h1>/);
    expect(html).toContain('<h2>Why sleep matters</h2>');
    expect(html).not.toContain('<script>');
    const { head } = await renderPageWithHead(
      '/articles/sleep-and-health',
      answer('/articles/sleep-and-health', '', article),
      dom,
    );
    expect(head).toEqual({
      title: 'Sleep and your health | Telehealth',
      description: 'Why a good night matters.',
    });
    // The window is lent for the render only.
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
  });

  it('reads the list from the address as the page does', async () => {
    const search = '?category=general_health&page=2';
    const html = await renderPage(
      `/articles${search}`,
      answer('/articles', search, { items: [article], total: 13, page: 2, pageSize: 12 }),
      dom,
    );
    expect(html).toContain('Sleep and your health');
    expect(html).not.toContain('Loading articles');
  });

  it('shows the not-found page for an unknown article, and the notice when no policy is published', async () => {
    expect(await renderPage('/articles/nope', answer('/articles/nope', '', null), dom)).toContain(
      'Page not found...',
    );
    expect(await renderPage('/privacy', answer('/privacy', '', null), dom)).toContain(
      'The Privacy Policy has not been published yet.',
    );
  });

  it('has no answers for a page it does not render per request', () => {
    expect(pageAnswers('/dashboard', '')).toBeNull();
    expect(pageAnswers('/auth', '')).toBeNull();
  });
});
