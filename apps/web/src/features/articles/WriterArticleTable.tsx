import {
  articleCategoryLabels,
  articleStatusLabels,
  formatLongDate,
  type WriterArticleSummary,
} from '@telehealth/contract';
import { Badge, EmptyState, Link, Table } from '@telehealth/ui';
import { RouterLink } from '../../frames/RouterLink';
import { useViewerZone } from '../shared/useViewerZone';

export interface WriterArticleTableProps {
  label: string;
  articles: readonly WriterArticleSummary[];
  /** What an empty list says. */
  emptyTitle: string;
}

/** The writer's articles: title (a link to the editor), status, category and last update. */
export function WriterArticleTable({ label, articles, emptyTitle }: WriterArticleTableProps) {
  const zone = useViewerZone();
  return (
    <Table.Root label={label} stackBelow="tablet">
      <Table.Header>
        <Table.Row>
          <Table.Head>Title</Table.Head>
          <Table.Head>Status</Table.Head>
          <Table.Head>Category</Table.Head>
          <Table.Head>Updated</Table.Head>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {articles.length === 0 ? (
          <Table.Empty colSpan={4}>
            <EmptyState title={emptyTitle} />
          </Table.Empty>
        ) : (
          articles.map((article) => (
            <Table.Row key={article.id}>
              <Table.Cell label="Title">
                <Link asChild>
                  <RouterLink href={`/content-writer/edit-article/${article.id}`}>{article.title}</RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell label="Status" nowrap>
                <Badge tone={article.status === 'published' ? 'positive' : 'neutral'}>
                  {articleStatusLabels[article.status]}
                </Badge>
              </Table.Cell>
              <Table.Cell label="Category">{articleCategoryLabels[article.category]}</Table.Cell>
              <Table.Cell label="Updated" nowrap>
                {formatLongDate(article.updatedAt, zone)}
              </Table.Cell>
            </Table.Row>
          ))
        )}
      </Table.Body>
    </Table.Root>
  );
}
