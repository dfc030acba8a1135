import {
  type ArticleInput,
  type ArticleStatus,
  articleCoverRules,
  type PublicArticleListQuery,
} from '@telehealth/contract';
import { type AnswerSource, answerFor, useEndpoint, useEndpointMutation } from './endpoint';
import { presets } from './presets';

// ---------------------------------------------------------------- public

/** `GET /api/articles?q&category&page`: published articles, newest first (best match first with `q`). */
function publicArticlesInput(query: PublicArticleListQuery) {
  return { query: { q: query.q || undefined, category: query.category, page: query.page ?? 1 } };
}

export function usePublicArticles(query: PublicArticleListQuery) {
  return useEndpoint('listArticles', publicArticlesInput(query), {
    ...presets.stable,
    keepPreviousData: true,
  });
}

/** What `usePublicArticles(query)` reads, for a server that renders the page with it. */
export function publicArticlesAnswer(query: PublicArticleListQuery): AnswerSource {
  return answerFor('listArticles', publicArticlesInput(query));
}

/** `GET /api/articles/{slugOrId}`: a 404 (unknown or unpublished) reads as `null`. */
export function usePublicArticle(slugOrId: string | undefined) {
  return useEndpoint('getArticle', slugOrId ? { params: { slugOrId } } : null, {
    ...presets.stable,
    tolerate: { 404: null },
  });
}

/** What `usePublicArticle(slugOrId)` reads; a 404 is `null`. */
export function publicArticleAnswer(slugOrId: string): AnswerSource {
  return answerFor('getArticle', { params: { slugOrId } });
}

// ---------------------------------------------------------------- writer

/** `GET /api/writer/articles?status&page`: the writer's own articles, last updated first. */
export function useWriterArticles(status?: ArticleStatus | null, page = 1) {
  return useEndpoint('listWriterArticles', { query: { status: status ?? undefined, page } });
}

/** `GET /api/writer/articles/{id}` for the editor; hold with `null` (a new article has no id yet). */
export function useWriterArticle(id: number | null) {
  return useEndpoint('getWriterArticle', id === null ? null : { params: { id } }, {
    revalidateOnFocus: false,
  });
}

/** `POST /api/writer/articles`: a new draft; the answer carries the article and the writer's warnings. */
export function useCreateArticle() {
  return useEndpointMutation('createArticle', (body: ArticleInput) => ({ body }));
}

export type ArticleUpdate = ArticleInput & { id: number };

/** `PUT /api/writer/articles/{id}`: save or autosave; the status does not change. */
export function useUpdateArticle() {
  return useEndpointMutation('updateArticle', ({ id, ...body }: ArticleUpdate) => ({ params: { id }, body }));
}

/** `POST /api/writer/articles/{id}/publish`. */
export function usePublishArticle() {
  return useEndpointMutation('publishArticle', (id: number) => ({ params: { id } }));
}

/** `POST /api/writer/articles/{id}/unpublish`: the article becomes archived. */
export function useUnpublishArticle() {
  return useEndpointMutation('unpublishArticle', (id: number) => ({ params: { id } }));
}

/** `DELETE /api/writer/articles/{id}`. */
export function useDeleteArticle() {
  return useEndpointMutation('deleteArticle', (id: number) => ({ params: { id } }));
}

/** `POST /api/writer/articles/{id}/cover` (multipart): a JPEG, PNG or GIF of at most 5 MB. */
export function useUploadArticleCover() {
  return useEndpointMutation('uploadArticleCover', ({ id, file }: { id: number; file: Blob }) => {
    const form = new FormData();
    form.append(articleCoverRules.fieldName, file);
    // The table types the body; it travels as multipart form data.
    return { params: { id }, body: form as unknown as { cover: string } };
  });
}
