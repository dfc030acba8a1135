import { createCampaignTemplateSanitizer, createRichTextSanitizer } from '@telehealth/contract';
import { LRUCache } from 'lru-cache';

let sanitizer: Promise<(html: string) => string> | null = null;

/** A DOMPurify of its own (hooks are per instance) on a jsdom window; jsdom is heavy, so it loads on first use. */
async function newPurifier() {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
  const { window } = new JSDOM('');
  return createDOMPurify(window as never);
}

/** Once per process. No page origin here: an author's target="_blank" is kept (with rel="noopener noreferrer"). */
function loadSanitizer(): Promise<(html: string) => string> {
  sanitizer ??= newPurifier().then((purify) => createRichTextSanitizer(purify));
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

let campaignSanitizer: Promise<(html: string) => string> | null = null;

/**
 * A campaign popup template reduced to the contract's `campaignTemplatePolicy` (layout tags, the part classes,
 * colour declarations): on save and again when served. Templates are few and small, so nothing is cached.
 */
export async function sanitizeCampaignTemplate(html: string): Promise<string> {
  campaignSanitizer ??= newPurifier().then((purify) => createCampaignTemplateSanitizer(purify));
  return (await campaignSanitizer)(html);
}
