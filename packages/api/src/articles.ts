import { articleCoverRules, type PublicArticleListQuery } from '@telehealth/contract';
import { type AnswerSource, answerFor, useEndpoint, useEndpointMutation } from './endpoint';
import { presets } from './presets';

// ---------------------------------------------------------------- public

/** What the list hook and the server's answer both ask: the first page unless one is given. */
function publicArticlesInput(query: PublicArticleListQuery) {
  return { query: { ...query, page: query.page ?? 1 } };
}

/**
 * `GET /api/articles?q&category&page`: published articles, newest first (best match first with `q`); the shown page
 * stays while the next loads. Kept by hand: the server renders `/articles` with `publicArticlesAnswer`, which must
 * ask the same and find it under this hook's key.
 */
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

/**
 * `GET /api/articles/{slugOrId}`: a 404 (unknown or unpublished) reads as `null`. Kept by hand: paired with
 * `publicArticleAnswer`, with which the server renders the article page under this hook's key.
 */
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

/**
 * `POST /api/writer/articles/{id}/cover` (multipart): a JPEG, PNG or GIF of at most 5 MB. Kept by hand: it builds the
 * multipart form data the table's body type does not say.
 */
export function useUploadArticleCover() {
  return useEndpointMutation('uploadArticleCover', ({ id, file }: { id: number; file: Blob }) => {
    const form = new FormData();
    form.append(articleCoverRules.fieldName, file);
    // The table types the body; it travels as multipart form data.
    return { params: { id }, body: form as unknown as { cover: string } };
  });
}
