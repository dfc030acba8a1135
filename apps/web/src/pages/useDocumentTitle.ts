import { useEffect } from 'react';

const siteName = 'Telehealth';

/** Sets the tab title, so screen-reader users and history entries know the page. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${siteName}` : siteName;
  }, [title]);
}
