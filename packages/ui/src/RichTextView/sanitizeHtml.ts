import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

/** The only inline style kept: the alignment the editor writes (`style="text-align: center"`). */
const ALIGNMENT = /^\s*text-align\s*:\s*(left|center|right|justify)\s*;?\s*$/i;

const config: Config = {
  // HTML only: no SVG or MathML, whose parsing quirks are the usual sanitiser bypasses.
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'textarea',
  ],
};

let purifier: Purifier | null = null;

function isExternal(href: string): boolean {
  try {
    const url = new URL(href, window.location.href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== window.location.origin;
  } catch {
    return false;
  }
}

/** One DOMPurify instance of our own, so that its hooks never touch other users of the default one. */
function getPurifier(): Purifier | null {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return null;
  const instance = DOMPurify(window);
  if (!instance.isSupported) return null;
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName !== 'style') return;
    const alignment = ALIGNMENT.exec(data.attrValue);
    if (alignment) data.attrValue = `text-align: ${alignment[1]?.toLowerCase()}`;
    else data.keepAttr = false;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href');
    // Only links to another site open a new tab, and never with a handle on this one (tabnabbing).
    if (href && isExternal(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
    }
  });
  purifier = instance;
  return instance;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Sanitises stored rich text for display: no scripts, event handlers, javascript: URLs, frames,
 * forms or styles other than text alignment; links to other sites get target _blank and
 * rel "noopener noreferrer". Without a DOM (server rendering) the markup is escaped instead.
 */
export function sanitizeHtml(html: string): string {
  const instance = getPurifier();
  if (!instance) return escapeHtml(html);
  return instance.sanitize(html, config);
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
