import { api } from '@telehealth/api';
import { articleMessages, articleStatuses, articleStatusLabels } from '@telehealth/contract';
import {
  Button,
  Container,
  Field,
  Heading,
  Inline,
  LoadState,
  Pagination,
  pageCount,
  Select,
  Stack,
  Text,
} from '@telehealth/ui';
import { useSearchParams } from 'react-router';
import { WriterArticleTable } from '../../features/articles/WriterArticleTable';
import { RouterLink } from '../../frames/RouterLink';
import { useDocumentTitle } from '../useDocumentTitle';

const statusOptions = [
  { value: 'all', label: 'All statuses' },
  ...articleStatuses.map((status) => ({ value: status, label: articleStatusLabels[status] })),
];

/** `/content-writer/articles`: the writer's own articles, filtered by status (kept in the address). */
export default function WriterArticlesPage() {
  useDocumentTitle('Articles');
  const [params, setParams] = useSearchParams();
  const status = articleStatuses.find((value) => value === params.get('status')) ?? null;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, error } = api.articles.listWriterArticles.useQuery({
    query: { status: status ?? undefined, page },
  });
  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  const goTo = (next: number) =>
    setParams({ ...(status ? { status } : {}), ...(next > 1 ? { page: String(next) } : {}) });
  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Inline gap="small" justify="between">
          <Heading level={1}>Articles</Heading>
          <Button asChild variant="solid">
            <RouterLink href="/content-writer/new-article">New Article</RouterLink>
          </Button>
        </Inline>
        <Field label="Status">
          <Select
            options={statusOptions}
            value={status ?? 'all'}
            onValueChange={(value) => setParams(value === 'all' ? {} : { status: value })}
          />
        </Field>
        <LoadState
          data={data}
          error={error}
          errorTitle="Error"
          describeError={() => articleMessages.listFailed}
          loadingLabel="Loading articles"
        >
          {(list) => (
            <>
              <Text tone="muted">{list.total === 1 ? '1 article' : `${list.total} articles`}</Text>
              <WriterArticleTable
                label="Your articles"
                articles={list.items}
                emptyTitle="No articles found"
              />
              {pages > 1 ? (
                <Pagination
                  label="Article pages"
                  page={page}
                  pageSize={list.pageSize}
                  total={list.total}
                  onPageChange={goTo}
                />
              ) : null}
            </>
          )}
        </LoadState>
      </Stack>
    </Container>
  );
}
