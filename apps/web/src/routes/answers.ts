import { type AnswerSource, api, publicArticleAnswer, publicArticlesAnswer } from '@telehealth/api';
import { matchPath } from 'react-router';
import { articlesQueryOf } from '../features/articles/articlesQuery';

/** An answer a page needs, and what a 404 reads as when the page's hook takes a 404 as an answer. */
export interface PageAnswer extends AnswerSource {
  notFound?: null;
}

/**
 * The public pages the server renders per request, with their data (the published legal documents and articles,
 * which change without a build): what each page's hooks read, for a visitor. Null for every other page.
 */
export function pageAnswers(pathname: string, search: string): PageAnswer[] | null {
  if (pathname === '/privacy')
    return [
      {
        ...api.legalDocuments.activeLegalDocument.answerFor({ params: { type: 'privacy_policy' } }),
        notFound: null,
      },
    ];
  if (pathname === '/terms')
    return [
      {
        ...api.legalDocuments.activeLegalDocument.answerFor({ params: { type: 'terms_of_use' } }),
        notFound: null,
      },
    ];
  if (pathname === '/articles') return [publicArticlesAnswer(articlesQueryOf(new URLSearchParams(search)))];
  const article = matchPath('/articles/:slugOrId', pathname);
  if (article?.params.slugOrId) return [{ ...publicArticleAnswer(article.params.slugOrId), notFound: null }];
  return null;
}
