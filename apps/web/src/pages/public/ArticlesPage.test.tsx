import { type MockRequest, mockFailure } from '@telehealth/api';
import type { PublicArticle } from '@telehealth/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../tooling/test/axe.ts';
import { renderRoute } from '../../test/renderRoute';

const anonymous = { '/api/user': mockFailure(401, 'Not authenticated'), '/api/campaigns/active': [] };

const article: PublicArticle = {
  id: 7,
  slug: 'sleep-and-stress',
  title: 'Sleep and stress',
  excerpt: 'How rest shapes your health.',
  content:
    '<h2>Rest</h2><p>Sleep well.</p><script>window.__xss=1</script><img src="x" onerror="window.__xss=1">',
  category: 'mens-health',
  tags: ['sleep'],
  seoTitle: 'Sleep and stress: a guide | Telehealth',
  seoDescription: 'Why sleep matters for men.',
  coverImageUrl: null,
  authorName: 'Jordan Lee',
  publishedAt: '2026-02-01T00:00:00.000Z',
  updatedAt: '2026-02-01T00:00:00.000Z',
  readingMinutes: 3,
};
const { content: _content, ...summary } = article;

describe('/articles', () => {
  it('lists articles, keeps the search in the address and sends it to the server', async () => {
    const seen: MockRequest[] = [];
    const { container, router } = renderRoute('/articles', {
      ...anonymous,
      '/api/articles': (request: MockRequest) => {
        seen.push(request);
        return { items: [summary], total: 1, page: 1, pageSize: 12 };
      },
    });
    expect(await screen.findByRole('link', { name: 'Sleep and stress' })).toHaveAttribute(
      'href',
      '/articles/sleep-and-stress',
    );
    expect(screen.getByText(/3 min read/)).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'sleep');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=sleep'));
    await waitFor(() => expect(seen.at(-1)?.query).toMatchObject({ q: 'sleep', page: '1' }));

    await userEvent.click(screen.getByRole('link', { name: "Men's health" }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=sleep&category=mens-health'));
  });

  it('says when nothing matches', async () => {
    renderRoute('/articles?q=zzz', {
      ...anonymous,
      '/api/articles': { items: [], total: 0, page: 1, pageSize: 12 },
    });
    expect(await screen.findByText('No articles found')).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot load', async () => {
    renderRoute('/articles', { ...anonymous, '/api/articles': mockFailure(500, 'boom') });
    expect(await screen.findByText('Failed to load articles')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('/articles/{slugOrId}', () => {
  it('shows the article sanitised, with author, date, reading time and the SEO title and description', async () => {
    const { container } = renderRoute('/articles/sleep-and-stress', {
      ...anonymous,
      '/api/articles/sleep-and-stress': article,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sleep and stress' })).toBeInTheDocument();
    // The byline reads with its separators, as a screen reader or a copy gives it.
    const byline = screen.getByText(/^By Jordan Lee/);
    expect(byline).toHaveTextContent(/^By Jordan Lee · 1 February 2026 · 3 min read$/);
    expect(byline.querySelector('time')).toHaveAttribute('datetime', '2026-02-01T00:00:00.000Z');
    expect(screen.getByRole('heading', { level: 2, name: 'Rest' })).toBeInTheDocument();
    expect(container.querySelector('script, [onerror]')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Sleep and stress: a guide | Telehealth'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Why sleep matters for men.',
    );
    await expectNoAxeViolations(container);
  });

  it('shows the not-found page for an unknown or unpublished article', async () => {
    renderRoute('/articles/gone', {
      ...anonymous,
      '/api/articles/gone': mockFailure(404, 'Article not found'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found...' })).toBeInTheDocument();
  });
});
