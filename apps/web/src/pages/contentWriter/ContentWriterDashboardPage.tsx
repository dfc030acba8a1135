import { api } from '@telehealth/api';
import { articleMessages } from '@telehealth/contract';
import { Button, Container, Heading, Inline, LoadState, Stack } from '@telehealth/ui';
import { WriterArticleTable } from '../../features/articles/WriterArticleTable';
import { Greeting } from '../../features/session/Greeting';
import { RouterLink } from '../../frames/RouterLink';
import { SummaryTiles } from '../SummaryTiles';
import { useDocumentTitle } from '../useDocumentTitle';

export default function ContentWriterDashboardPage() {
  const { data, error } = api.dashboards.contentWriterSummary.useQuery();
  const recent = api.articles.listWriterArticles.useQuery({ query: { page: 1 } });
  useDocumentTitle('Content Dashboard');
  const tiles = data && [
    { label: 'Articles', value: data.totalArticles },
    { label: 'Published', value: data.articlesByStatus.published },
    { label: 'Drafts', value: data.articlesByStatus.draft },
    { label: 'Archived', value: data.articlesByStatus.archived },
  ];
  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Stack gap="xsmall">
          <Heading level={1}>Content Dashboard</Heading>
          <Greeting />
        </Stack>
        <SummaryTiles label="Articles at a glance" tiles={tiles} error={error} />
        <Inline gap="small" justify="between">
          <Heading level={2}>Recent articles</Heading>
          <Button asChild variant="solid">
            <RouterLink href="/content-writer/new-article">New Article</RouterLink>
          </Button>
        </Inline>
        <LoadState
          data={recent.data}
          error={recent.error}
          errorTitle="Error"
          describeError={() => articleMessages.listFailed}
          loadingLabel="Loading recent articles"
          skeletonLines={4}
        >
          {(list) => (
            <WriterArticleTable
              label="Recent articles"
              articles={list.items.slice(0, 5)}
              emptyTitle="No articles yet"
            />
          )}
        </LoadState>
      </Stack>
    </Container>
  );
}
