/**
 * The one policy for rich text (legal documents, articles): what the editor (TipTap StarterKit + TextAlign + Link)
 * produces, and nothing else. The server cleans with it on save and on read (DOMPurify on jsdom); the browser
 * cleans with it again before display (DOMPurify on the page's window). Plain data and a function that configures
 * a DOMPurify instance it is given: no DOM and no I/O here.
 */
export const richTextPolicy = {
  /** Everything else goes, its text kept (scripts, styles and the like lose their content too). */
  tags: [
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
  ],
  /** `href`, `target` and `rel` only on links; `style` and `class` only as below. */
  attributes: ['href', 'target', 'rel', 'style', 'class'],
  /** Links leave only for the web or a mail client; paths on this site (no scheme) stay. */
  urlSchemes: ['http', 'https', 'mailto'],
  /** The one declaration a `style` attribute may keep. */
  textAlign: ['left', 'right', 'center', 'justify', 'start', 'end'],
  /** Alignment and indent classes of the Quill and Tailwind-style editors, should content come from one. */
  classes: /^(ql-align-(left|right|center|justify)|ql-indent-[1-8]|text-(left|right|center|justify))$/,
  /** `rel` tokens that are kept; `noopener noreferrer` is added to every link that opens a new tab. */
  rel: ['noopener', 'noreferrer', 'nofollow', 'ugc'],
} as const;

/** A URL with one of the policy's schemes, or none (a path, a fragment); tested by DOMPurify without whitespace. */
export const richTextUrlPattern = new RegExp(
  `^(?:(?:${richTextPolicy.urlSchemes.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`,
  'i',
);

const textAlignDeclaration = new RegExp(
  `^\\s*text-align\\s*:\\s*(${richTextPolicy.textAlign.join('|')})\\s*;?\\s*$`,
  'i',
);

/** Keeps only a `text-align` declaration of the policy from a style attribute; '' when there is none. */
export function keepTextAlign(style: string): string {
  for (const declaration of style.split(';')) {
    const match = textAlignDeclaration.exec(declaration);
    if (match?.[1]) return `text-align: ${match[1].toLowerCase()}`;
  }
  return '';
}

function keepClasses(value: string): string {
  return value
    .split(/\s+/)
    .filter((token) => richTextPolicy.classes.test(token))
    .join(' ');
}

/** The origin of an absolute http(s) or protocol-relative URL (`https://example.com`), or null for anything else. */
function webOrigin(href: string): string | null {
  const match = /^(?:(https?):)?[\\/]{2}([^\\/?#]*)/i.exec(href.trim());
  if (!match) return null;
  return `${(match[1] ?? 'https').toLowerCase()}://${(match[2] ?? '').toLowerCase()}`;
}

/** The parts of an element the policy's hooks touch. */
interface PolicyElement {
  tagName: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

/** What the policy needs of a DOMPurify instance (`DOMPurify(window)`); structural, so the contract needs no DOM. */
export interface RichTextPurifier {
  addHook(
    entryPoint: 'uponSanitizeAttribute',
    hook: (node: unknown, event: { attrName: string; attrValue: string; keepAttr: boolean }) => void,
  ): void;
  addHook(entryPoint: 'afterSanitizeAttributes', hook: (node: unknown) => void): void;
  sanitize(html: string, config: RichTextPurifyConfig): unknown;
}

/** DOMPurify's options for the policy. */
export interface RichTextPurifyConfig {
  ALLOWED_TAGS: string[];
  ALLOWED_ATTR: string[];
  ALLOWED_URI_REGEXP: RegExp;
  ADD_URI_SAFE_ATTR: string[];
  ALLOW_DATA_ATTR: false;
  ALLOW_ARIA_ATTR: false;
  ALLOW_UNKNOWN_PROTOCOLS: false;
  KEEP_CONTENT: true;
  RETURN_TRUSTED_TYPE: false;
}

export interface RichTextSanitizerOptions {
  /**
   * The page's origin (`window.location.origin`), where there is a page: links to other sites then open in a new
   * tab and links within the site never do, whatever the author wrote. Without it (the server, which does not know
   * where the text will be shown), an author's `target="_blank"` is kept and any other target dropped.
   */
  siteOrigin?: string;
}

/**
 * Installs the policy's hooks on a DOMPurify instance of the caller's own (hooks are per instance, so never the
 * shared default one) and returns the sanitiser. A link that opens a new tab always gets `rel="noopener noreferrer"`
 * (no handle on this page: reverse tabnabbing).
 */
export function createRichTextSanitizer(
  purify: RichTextPurifier,
  options: RichTextSanitizerOptions = {},
): (html: string) => string {
  const siteOrigin = options.siteOrigin?.toLowerCase();
  const keptRel = new Set<string>(richTextPolicy.rel);

  purify.addHook('uponSanitizeAttribute', (_node, event) => {
    if (event.attrName !== 'style' && event.attrName !== 'class') return;
    const kept = event.attrName === 'style' ? keepTextAlign(event.attrValue) : keepClasses(event.attrValue);
    if (kept) event.attrValue = kept;
    else event.keepAttr = false;
  });

  purify.addHook('afterSanitizeAttributes', (node) => {
    const element = node as PolicyElement;
    if (element.tagName.toUpperCase() !== 'A') {
      for (const name of ['href', 'target', 'rel']) element.removeAttribute(name);
      return;
    }
    let newTab: boolean;
    if (siteOrigin === undefined) {
      newTab = element.getAttribute('target') === '_blank';
    } else {
      const origin = webOrigin(element.getAttribute('href') ?? '');
      newTab = origin !== null && origin !== siteOrigin;
    }
    const rel = (element.getAttribute('rel') ?? '')
      .split(/\s+/)
      .map((token) => token.toLowerCase())
      .filter((token) => keptRel.has(token));
    if (newTab) {
      element.setAttribute('target', '_blank');
      for (const token of ['noopener', 'noreferrer']) if (!rel.includes(token)) rel.push(token);
    } else {
      element.removeAttribute('target');
    }
    if (rel.length > 0) element.setAttribute('rel', [...new Set(rel)].join(' '));
    else element.removeAttribute('rel');
  });

  const config = strictPurifyConfig(
    richTextPolicy.tags,
    richTextPolicy.attributes,
    richTextUrlPattern,
    // Without this, DOMPurify tests these values against ALLOWED_URI_REGEXP too.
    ['target', 'rel'],
  );
  return (html) => String(purify.sanitize(html, config));
}

/** DOMPurify options that allow exactly these tags and attributes, no data or aria attributes, and keep text. */
export function strictPurifyConfig(
  tags: readonly string[],
  attributes: readonly string[],
  uriPattern: RegExp,
  uriSafeAttributes: string[] = [],
): RichTextPurifyConfig {
  return {
    ALLOWED_TAGS: [...tags],
    ALLOWED_ATTR: [...attributes],
    ALLOWED_URI_REGEXP: uriPattern,
    ADD_URI_SAFE_ATTR: uriSafeAttributes,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    KEEP_CONTENT: true,
    RETURN_TRUSTED_TYPE: false,
  };
}
