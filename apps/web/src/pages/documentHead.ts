import { createContext } from 'react';

/** A page's title and description as rendered on the server, which has no document for the effects to set. */
export interface DocumentHead {
  title?: string;
  description?: string;
}

/**
 * Provided only by the server render (src/prerender.tsx): the page's title and description hooks write into it as
 * they render, and the rendered HTML carries them in its head. In the browser there is none and the hooks set the
 * document's head in effects.
 */
export const DocumentHeadContext = createContext<DocumentHead | null>(null);

export const siteName = 'Telehealth';
