import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArticleForm } from './ArticleForm';

const meta = {
  title: 'Forms/ArticleForm',
  component: ArticleForm,
  tags: ['autodocs'],
  args: { onSave: async () => ({ warnings: [] }), autosaveDelayMs: 0 },
} satisfies Meta<typeof ArticleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new article, before its first save: no cover upload yet. */
export const New: Story = {};

export const Draft: Story = {
  args: {
    status: 'draft',
    defaultValues: {
      title: 'Sleep, stress and testosterone',
      slug: 'sleep-stress-and-testosterone',
      excerpt: 'Poor sleep and long-term stress affect hormones, mood and libido.',
      content: '<h2>Sleep comes first</h2><p>Most adults need seven to nine hours.</p>',
      category: 'mens-health',
      tags: ['sleep', 'stress'],
      seoTitle: 'Sleep, stress and testosterone | Telehealth',
    },
    onPublish: async () => {},
    onPreview: () => {},
    onCoverChange: async () => {},
  },
};

export const Published: Story = {
  args: { ...Draft.args, status: 'published', onUnpublish: async () => {} },
};

/** A save refused by the server: the slug is taken. */
export const WithErrors: Story = {
  args: {
    ...Draft.args,
    onSave: async () => {
      throw {
        message: 'This slug is already used by another article. Choose a different one.',
        field: 'slug',
      };
    },
  },
};

export const Disabled: Story = { args: { ...Draft.args, disabled: true } };

export const LongContent: Story = {
  args: {
    ...Draft.args,
    defaultValues: {
      ...Draft.args?.defaultValues,
      title:
        'A very long title that keeps going to show how the form copes with a heading that wraps over lines',
      content: `<p>${'Long paragraph of educational copy. '.repeat(60)}</p>`,
    },
  },
};
