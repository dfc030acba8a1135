import { createRichTextSanitizer } from '@telehealth/contract';
import { LRUCache } from 'lru-cache';

let sanitizer: Promise<(html: string) => string> | null = null;

/** jsdom is heavy: it loads on the first document that needs cleaning, once per process. */
function loadSanitizer(): Promise<(html: string) => string> {
  sanitizer ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
      import('jsdom'),
      import('dompurify'),
    ]);
    const { window } = new JSDOM('');
    // No page origin here: an author's target="_blank" is kept (with rel="noopener noreferrer").
    return createRichTextSanitizer(createDOMPurify(window as never));
  })();
  return sanitizer;
}

/**
 * Cleaning is deterministic, and documents are cleaned again on every read (a list of legal documents cost about
 * 7 ms of CPU per request in jsdom): the same input gives the stored answer, up to 8 MiB of text held.
 */
const cleaned = new LRUCache<string, string>({
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (value, key) => Math.max(1, value.length + key.length),
});

/** Formatted HTML reduced to the contract's rich-text policy (`richTextPolicy`). Safe to store and to render. */
export async function sanitizeRichText(html: string): Promise<string> {
  const known = cleaned.get(html);
  if (known !== undefined) return known;
  const clean = (await loadSanitizer())(html);
  // A document larger than the whole cache is simply not kept.
  if (clean.length + html.length <= 8 * 1024 * 1024) cleaned.set(html, clean);
  return clean;
}
