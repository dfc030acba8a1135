import { createRichTextSanitizer } from '@telehealth/contract/sanitize';
import DOMPurify from 'dompurify';

let sanitizer: ((html: string) => string) | null = null;

/**
 * The contract's rich-text policy on a DOMPurify instance of our own, so that its hooks never touch other users of
 * the default one. With the page's origin, links to other sites open in a new tab and links within it never do.
 */
function getSanitizer(): ((html: string) => string) | null {
  if (sanitizer) return sanitizer;
  if (typeof window === 'undefined') return null;
  const instance = DOMPurify(window);
  if (!instance.isSupported) return null;
  sanitizer = createRichTextSanitizer(instance, { siteOrigin: window.location.origin });
  return sanitizer;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Sanitises stored rich text for display with the contract's `richTextPolicy` (the server's too): only the
 * editor's tags, no scripts, event handlers, images, frames, forms, javascript: URLs or styles other than text
 * alignment; links to other sites get target _blank and rel "noopener noreferrer". Without a DOM (server
 * rendering) the markup is escaped instead.
 */
export function sanitizeHtml(html: string): string {
  const sanitize = getSanitizer();
  if (!sanitize) return escapeHtml(html);
  return sanitize(html);
}

const BLOCK_TAGS = new Set([
  'ADDRESS',
  'BLOCKQUOTE',
  'BR',
  'DIV',
  'DD',
  'DT',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HR',
  'LI',
  'OL',
  'P',
  'PRE',
  'TABLE',
  'TD',
  'TH',
  'TR',
  'UL',
]);

/**
 * The text of rich-text HTML without its formatting: blocks are separated by one space, whitespace
 * is collapsed, and nothing of the markup (scripts included) survives.
 */
export function htmlToPlainText(html: string): string {
  if (typeof DOMParser === 'undefined') {
    return html
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  }
  // DOMParser documents are inert: nothing in them loads or runs.
  const body = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html').body;
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      parts.push(node.textContent ?? '');
      return;
    }
    const block = node.nodeType === Node.ELEMENT_NODE && BLOCK_TAGS.has((node as Element).tagName);
    if (block) parts.push(' ');
    node.childNodes.forEach(walk);
    if (block) parts.push(' ');
  };
  walk(body);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** The first `chars` characters of the text, with an ellipsis when something was cut. */
export function previewText(html: string, chars: number): string {
  const text = htmlToPlainText(html);
  return text.length > chars ? `${text.slice(0, chars).trimEnd()}…` : text;
}
