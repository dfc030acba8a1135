import { usePublicArticles } from '@telehealth/api';
import { type ArticleCategory, articleMessages } from '@telehealth/contract';
import {
  Button,
  Container,
  EmptyState,
  Heading,
  Inline,
  LoadState,
  Skeleton,
  Stack,
  Text,
} from '@telehealth/ui';
import { useSearchParams } from 'react-router';
import { ArticleCard } from '../../features/articles/ArticleCard';
import { ArticleFilters } from '../../features/articles/ArticleFilters';
import { articlesQueryOf } from '../../features/articles/articlesQuery';
import { RouterLink } from '../../frames/RouterLink';
import { useDocumentTitle } from '../useDocumentTitle';

function listHref(q: string, category: ArticleCategory | undefined, page = 1): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/articles?${query}` : '/articles';
}

/** `/articles`: published articles, newest first, 12 a page, with search and a category filter in the address. */
export default function ArticlesPage() {
  useDocumentTitle('Articles');
  const [params, setParams] = useSearchParams();
  const { q, category, page } = articlesQueryOf(params);
  const { data, error, isLoading, mutate } = usePublicArticles({ q, category, page });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Stack gap="small">
          <Heading level={1}>Articles</Heading>
          <Text tone="muted">Health articles written by our clinical team.</Text>
        </Stack>
        <ArticleFilters
          q={q}
          category={category}
          hrefFor={listHref}
          onSearch={(next) => setParams(new URLSearchParams(listHref(next, category).split('?')[1] ?? ''))}
        />
        <LoadState
          pending={isLoading}
          data={data}
          error={error}
          errorTitle="Error"
          describeError={() => (
            <Stack gap="small" align="start">
              <Text>{articleMessages.listFailed}</Text>
              <Button variant="outline" size="sm" onClick={() => mutate()}>
                Try again
              </Button>
            </Stack>
          )}
          placeholder={
            // Card-sized placeholders, taller than a phone's screen: the footer starts below it and stays there
            // when the articles arrive (a shorter placeholder made the footer jump, a layout shift).
            <Stack gap="medium">
              <Skeleton shape="rect" height="8.5rem" label="Loading articles" />
              {[1, 2, 3, 4, 5].map((placeholder) => (
                <Skeleton key={placeholder} shape="rect" height="8.5rem" />
              ))}
            </Stack>
          }
          empty={
            <EmptyState
              headingLevel={2}
              title="No articles found"
              description={
                q || category ? 'Try other words or another category.' : 'New articles are on their way.'
              }
            />
          }
          isEmpty={(list) => list.items.length === 0}
        >
          {(list) => (
            <>
              <Text tone="muted" aria-live="polite">
                {list.total === 1 ? '1 article' : `${list.total} articles`}
                {q ? ` matching “${q}”` : ''}
              </Text>
              <Stack as="ul" gap="medium" aria-label="Articles">
                {list.items.map((article) => (
                  <ArticleCard key={article.id} article={article} />
                ))}
              </Stack>
              {pages > 1 ? (
                <nav aria-label="Pages">
                  <Inline gap="small" justify="between">
                    {page > 1 ? (
                      <Button asChild variant="outline">
                        <RouterLink href={listHref(q, category, page - 1)}>Previous</RouterLink>
                      </Button>
                    ) : (
                      <span />
                    )}
                    <Text tone="muted">{`Page ${page} of ${pages}`}</Text>
                    {page < pages ? (
                      <Button asChild variant="outline">
                        <RouterLink href={listHref(q, category, page + 1)}>Next</RouterLink>
                      </Button>
                    ) : (
                      <span />
                    )}
                  </Inline>
                </nav>
              ) : null}
            </>
          )}
        </LoadState>
      </Stack>
    </Container>
  );
}
