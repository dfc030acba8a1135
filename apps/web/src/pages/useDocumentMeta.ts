import { useContext, useEffect } from 'react';
import { DocumentHeadContext } from './documentHead';

/**
 * Sets the document's title exactly as given and its meta description, putting both back on leaving, so an
 * article's SEO title and description are in the head while it is shown.
 */
export function useDocumentMeta(title: string | null, description: string | null) {
  const head = useContext(DocumentHeadContext);
  if (head && title !== null) {
    head.title = title;
    if (description) head.description = description;
  }
  useEffect(() => {
    if (title === null) return;
    const previousTitle = document.title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const previousDescription = meta?.content ?? null;
    if (!meta && description) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    document.title = title;
    if (meta && description) meta.content = description;
    return () => {
      document.title = previousTitle;
      if (previousDescription === null) meta?.remove();
      else if (meta) meta.content = previousDescription;
    };
  }, [title, description]);
}
