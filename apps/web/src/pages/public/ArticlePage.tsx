import { usePublicArticle } from '@telehealth/api';
import { articleCategoryLabels, formatLongDate } from '@telehealth/contract';
import { Container, Heading, LoadState, RichTextView, Stack, Text } from '@telehealth/ui';
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
  const { data: article, error } = usePublicArticle(slugOrId);
  useDocumentMeta(
    article ? article.seoTitle || `${article.title} | Telehealth` : null,
    article ? article.seoDescription || article.excerpt : null,
  );

  if (article === null) return <NotFoundPage />;
  return (
    <Container>
      <Stack as="article" gap="medium" paddingY="large">
        <LoadState
          data={article}
          // An article already shown stays when a later refetch fails.
          error={article ? undefined : error}
          errorTitle="Error"
          describeError={() => 'The article could not be loaded. Please try again later.'}
          loadingLabel="Loading article"
          skeletonLines={8}
        >
          {(published) => (
            <>
              <Stack gap="small">
                <Text tone="muted" size="small">
                  {articleCategoryLabels[published.category]}
                </Text>
                <Heading level={1}>{published.title}</Heading>
                {/* One line that reads (and copies) with its separators: 'By Jordan Lee · 28 November 2026 · …'. */}
                <Text tone="muted">
                  By {published.authorName} ·{' '}
                  <time dateTime={published.publishedAt}>{formatLongDate(published.publishedAt, zone)}</time>{' '}
                  · {published.readingMinutes} min read
                </Text>
              </Stack>
              {published.coverImageUrl ? (
                <img
                  src={published.coverImageUrl}
                  alt=""
                  width={1200}
                  height={630}
                  style={{ width: '100%', height: 'auto' }}
                />
              ) : null}
              <RichTextView html={published.content} />
            </>
          )}
        </LoadState>
      </Stack>
    </Container>
  );
}
