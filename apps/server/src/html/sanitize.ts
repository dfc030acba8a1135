import { createRichTextSanitizer } from '@telehealth/contract';

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

/** Formatted HTML reduced to the contract's rich-text policy (`richTextPolicy`). Safe to store and to render. */
export async function sanitizeRichText(html: string): Promise<string> {
  return (await loadSanitizer())(html);
}
