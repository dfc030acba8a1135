import { type ArticleCategory, articleCategories } from '@telehealth/contract';

/** `/articles`' search, category and page from its address (the server reads them the same way to render it). */
export function articlesQueryOf(params: URLSearchParams): {
  q: string;
  category: ArticleCategory | undefined;
  page: number;
} {
  const q = params.get('q') ?? '';
  const rawCategory = params.get('category');
  const category = articleCategories.find((value) => value === rawCategory);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return { q, category, page };
}
