import type { DOMPurify } from 'dompurify';

/**
 * Rich text as the legal-document editor (TipTap: StarterKit + TextAlign) produces it, reduced to a fixed
 * allowlist. Everything else is removed: scripts and their content, event handlers, iframes, forms,
 * images, `javascript:` and `data:` URLs, and every style except `text-align`.
 */
export const richTextTags = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'ol',
  'ul',
  'li',
  'a',
  'blockquote',
  'span',
] as const;

const ALLOWED_ATTR = ['href', 'target', 'rel', 'style', 'class'];
/** Links may only leave for the web or a mail client. */
const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:)/i;
const TEXT_ALIGN = /^\s*text-align\s*:\s*(left|right|center|justify|start|end)\s*;?\s*$/i;
/** Alignment and indent classes of the Quill and Tailwind-style editors, should content come from one. */
const ALLOWED_CLASS =
  /^(ql-align-(left|right|center|justify)|ql-indent-[1-8]|text-(left|right|center|justify))$/;
const ALLOWED_REL = new Set(['noopener', 'noreferrer', 'nofollow', 'ugc']);

/** Keeps only a `text-align` declaration from a style attribute; '' when there is none. */
export function keepTextAlign(style: string): string {
  for (const declaration of style.split(';')) {
    const match = TEXT_ALIGN.exec(declaration);
    if (match?.[1]) return `text-align: ${match[1].toLowerCase()}`;
  }
  return '';
}

function keepClasses(value: string): string {
  return value
    .split(/\s+/)
    .filter((token) => ALLOWED_CLASS.test(token))
    .join(' ');
}

let purifier: Promise<DOMPurify> | null = null;

/** jsdom is heavy: it loads on the first document that needs cleaning, once per process. */
function loadPurifier(): Promise<DOMPurify> {
  purifier ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
      import('jsdom'),
      import('dompurify'),
    ]);
    const { window } = new JSDOM('');
    const purify = createDOMPurify(window as never);

    purify.addHook('uponSanitizeAttribute', (_node, event) => {
      if (event.attrName === 'style') {
        const kept = keepTextAlign(event.attrValue);
        if (kept) event.attrValue = kept;
        else event.keepAttr = false;
      } else if (event.attrName === 'class') {
        const kept = keepClasses(event.attrValue);
        if (kept) event.attrValue = kept;
        else event.keepAttr = false;
      }
    });

    purify.addHook('afterSanitizeAttributes', (node) => {
      const element = node as unknown as {
        tagName: string;
        getAttribute(name: string): string | null;
        setAttribute(name: string, value: string): void;
        removeAttribute(name: string): void;
      };
      if (element.tagName !== 'A') {
        for (const name of ['href', 'target', 'rel']) element.removeAttribute(name);
        return;
      }
      const target = element.getAttribute('target');
      if (target !== null && target !== '_blank') element.removeAttribute('target');
      const rel = (element.getAttribute('rel') ?? '')
        .split(/\s+/)
        .filter((token) => ALLOWED_REL.has(token.toLowerCase()));
      // A new tab must not get a handle on this page (reverse tabnabbing).
      if (element.getAttribute('target') === '_blank') {
        for (const token of ['noopener', 'noreferrer']) if (!rel.includes(token)) rel.push(token);
      }
      if (rel.length > 0) element.setAttribute('rel', rel.join(' '));
      else element.removeAttribute('rel');
    });
    return purify;
  })();
  return purifier;
}

/** Formatted HTML reduced to the rich-text allowlist. Safe to store and to render. */
export async function sanitizeRichText(html: string): Promise<string> {
  const purify = await loadPurifier();
  return purify.sanitize(html, {
    ALLOWED_TAGS: [...richTextTags],
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    // Without this, DOMPurify tests these values against ALLOWED_URI_REGEXP too and drops `_blank`.
    ADD_URI_SAFE_ATTR: ['target', 'rel'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    KEEP_CONTENT: true,
    RETURN_TRUSTED_TYPE: false,
  }) as unknown as string;
}
