import { articleCategoryLabels, formatLongDate, type PublicArticleSummary } from '@telehealth/contract';
import { Card, Inline, Link, Text } from '@telehealth/ui';
import { RouterLink } from '../../frames/RouterLink';
import { useViewerZone } from '../shared/useViewerZone';

/** One article in the public list: title (a link to it), category, date, reading time and excerpt. */
export function ArticleCard({ article }: { article: PublicArticleSummary }) {
  const zone = useViewerZone();
  return (
    <Card as="li">
      <Card.Header>
        <Card.Title level={2}>
          <Link asChild>
            <RouterLink href={`/articles/${article.slug}`}>{article.title}</RouterLink>
          </Link>
        </Card.Title>
        <Inline gap="small">
          <Text as="span" size="small" tone="muted">
            {articleCategoryLabels[article.category]}
          </Text>
          <Text as="span" size="small" tone="muted">
            {formatLongDate(article.publishedAt, zone)} · {article.readingMinutes} min read
          </Text>
        </Inline>
      </Card.Header>
      {article.excerpt ? <Text>{article.excerpt}</Text> : null}
    </Card>
  );
}
