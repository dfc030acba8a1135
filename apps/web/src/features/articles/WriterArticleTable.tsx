import {
  articleCategoryLabels,
  articleStatusLabels,
  formatLongDate,
  type WriterArticleSummary,
} from '@telehealth/contract';
import { Badge, DataTable, type DataTableColumn, EmptyState, Link } from '@telehealth/ui';
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
  const columns: DataTableColumn<WriterArticleSummary>[] = [
    {
      key: 'title',
      header: 'Title',
      cell: (article) => (
        <Link asChild>
          <RouterLink href={`/content-writer/edit-article/${article.id}`}>{article.title}</RouterLink>
        </Link>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      nowrap: true,
      cell: (article) => (
        <Badge tone={article.status === 'published' ? 'positive' : 'neutral'}>
          {articleStatusLabels[article.status]}
        </Badge>
      ),
    },
    { key: 'category', header: 'Category', cell: (article) => articleCategoryLabels[article.category] },
    {
      key: 'updated',
      header: 'Updated',
      nowrap: true,
      cell: (article) => formatLongDate(article.updatedAt, zone),
    },
  ];
  return (
    <DataTable
      caption={label}
      captionHidden
      columns={columns}
      rows={articles}
      rowKey={(article) => article.id}
      emptyMessage={<EmptyState title={emptyTitle} />}
    />
  );
}
