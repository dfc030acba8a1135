import { useContext, useEffect } from 'react';
import { DocumentHeadContext, siteName } from './documentHead';

/** Sets the tab title, so screen-reader users and history entries know the page. */
export function useDocumentTitle(title: string) {
  const full = title ? `${title} | ${siteName}` : siteName;
  const head = useContext(DocumentHeadContext);
  if (head) head.title = full;
  useEffect(() => {
    document.title = full;
  }, [full]);
}
