import { usePublicArticle } from '@telehealth/api';
import { articleCategoryLabels, formatLongDate } from '@telehealth/contract';
import { Alert, Container, Heading, RichTextView, Skeleton, Stack, Text } from '@telehealth/ui';
import { useParams } from 'react-router';
import { useViewerZone } from '../../features/shared/useViewerZone';
import NotFoundPage from '../NotFoundPage';
import { useDocumentMeta } from '../useDocumentMeta';

/**
 * `/articles/{slugOrId}`: a published article, with its SEO title and description in the head. Unknown and
 * unpublished articles show the not-found page. No editor code here: RichTextView only sanitises and shows.
 */
export default function ArticlePage() {
  const { slugOrId } = useParams();
  const zone = useViewerZone();
  const { data: article, error, isLoading } = usePublicArticle(slugOrId);
  useDocumentMeta(
    article ? article.seoTitle || `${article.title} | Telehealth` : null,
    article ? article.seoDescription || article.excerpt : null,
  );

  if (article === null) return <NotFoundPage />;
  return (
    <Container>
      <Stack as="article" gap="medium" paddingY="large">
        {isLoading || !article ? (
          error ? (
            <Alert tone="critical" title="Error">
              The article could not be loaded. Please try again later.
            </Alert>
          ) : (
            <Skeleton lines={8} label="Loading article" />
          )
        ) : (
          <>
            <Stack gap="small">
              <Text tone="muted" size="small">
                {articleCategoryLabels[article.category]}
              </Text>
              <Heading level={1}>{article.title}</Heading>
              {/* One line that reads (and copies) with its separators: 'By Jordan Lee · 28 November 2026 · …'. */}
              <Text tone="muted">
                By {article.authorName} ·{' '}
                <time dateTime={article.publishedAt}>{formatLongDate(article.publishedAt, zone)}</time> ·{' '}
                {article.readingMinutes} min read
              </Text>
            </Stack>
            {article.coverImageUrl ? (
              <img
                src={article.coverImageUrl}
                alt=""
                width={1200}
                height={630}
                style={{ width: '100%', height: 'auto' }}
              />
            ) : null}
            <RichTextView html={article.content} />
          </>
        )}
      </Stack>
    </Container>
  );
}
