import type { MockRequest } from '@telehealth/api';
import type { WriterArticle } from '@telehealth/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { users } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';

const article = (overrides: Partial<WriterArticle> = {}): WriterArticle => ({
  id: 41,
  title: 'Walking daily',
  slug: 'walking-daily',
  excerpt: '',
  content: '',
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
  ...overrides,
});

describe('the article editor', () => {
  it('creates the draft by itself, moves to its edit address keeping the text, and publishes it', async () => {
    const calls: MockRequest[] = [];
    const { router } = renderRoute('/content-writer/new-article', {
      '/api/user': users.writer,
      'POST /api/writer/articles': (request: MockRequest) => {
        calls.push(request);
        return { article: article(), warnings: [] };
      },
      'PUT /api/writer/articles/41': { article: article(), warnings: [] },
      'POST /api/writer/articles/41/publish': article({ status: 'published' }),
    });
    const title = await screen.findByRole('textbox', { name: /Title/ });
    fireEvent.change(title, { target: { value: 'Walking daily' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/content-writer/edit-article/41'));
    expect(calls).toHaveLength(1);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Walking daily');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Article' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Walking daily');

    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(screen.getAllByText('Published').length).toBeGreaterThan(0);

    // New Article from the menu starts an empty editor, not the article just written.
    await userEvent.click(screen.getByRole('link', { name: 'New Article' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'New Article' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('');
  });

  it('takes a cover before the draft exists, and uploads it to the draft its first save creates', async () => {
    const order: string[] = [];
    renderRoute('/content-writer/new-article', {
      '/api/user': users.writer,
      'POST /api/writer/articles': () => {
        order.push('create');
        return { article: article(), warnings: [] };
      },
      'POST /api/writer/articles/41/cover': () => {
        order.push('cover');
        return article({ coverImageUrl: '/uploads/articles/41.gif' });
      },
    });
    const upload = await screen.findByLabelText('Upload a cover image');
    await userEvent.upload(upload, new File(['gif'], 'walking.gif', { type: 'image/gif' }));
    expect(screen.getByText(/walking\.gif is uploaded as soon as the draft is saved/)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: 'Walking daily' } });
    expect(await screen.findByRole('img', { name: 'Current cover' }, { timeout: 5000 })).toHaveAttribute(
      'src',
      '/uploads/articles/41.gif',
    );
    expect(order).toEqual(['create', 'cover']);
  });

  it("says so when another writer's article is opened", async () => {
    renderRoute('/content-writer/edit-article/9', {
      '/api/user': users.writer,
      '/api/writer/articles/9': { status: 403, body: { message: 'You can only edit your own articles' } },
    });
    expect(await screen.findByText('You can only edit your own articles')).toBeInTheDocument();
  });
});
