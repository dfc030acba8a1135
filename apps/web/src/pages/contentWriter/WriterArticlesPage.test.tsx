import type { MockRequest } from '@telehealth/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../tooling/test/axe.ts';
import { users } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';

const summary = {
  id: 5,
  title: 'Hydration basics',
  slug: 'hydration-basics',
  excerpt: '',
  category: 'general-health',
  tags: [],
  seoTitle: '',
  seoDescription: '',
  status: 'draft',
  coverImageUrl: null,
  authorId: 3,
  authorName: 'Jordan Lee',
  publishedAt: null,
  createdAt: '2026-03-02T00:00:00.000Z',
  updatedAt: '2026-03-02T00:00:00.000Z',
};

describe('/content-writer/articles', () => {
  it("lists the writer's articles with links to the editor and filters by status in the address", async () => {
    const seen: MockRequest[] = [];
    const { container, router } = renderRoute('/content-writer/articles', {
      '/api/user': users.writer,
      '/api/writer/articles': (request: MockRequest) => {
        seen.push(request);
        return { items: [summary], total: 1, page: 1, pageSize: 50 };
      },
    });
    expect(await screen.findByRole('link', { name: 'Hydration basics' })).toHaveAttribute(
      'href',
      '/content-writer/edit-article/5',
    );
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Draft' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=draft'));
    await waitFor(() => expect(seen.at(-1)?.query).toMatchObject({ status: 'draft' }));
  });
});
