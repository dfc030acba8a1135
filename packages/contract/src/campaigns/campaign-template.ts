import { type RichTextPurifier, strictPurifyConfig } from '../sanitize';

/**
 * What a campaign popup template may hold (sanitised on save and on render). The popup reads
 * only the colours of its parts from it (docs/product/campaigns.md), so the policy keeps layout tags, the part classes and
 * colour and border declarations, and drops everything that could run, load or navigate: scripts, handlers,
 * links, `url()`, forms' actions.
 */
export const campaignTemplatePolicy = {
  tags: [
    'div',
    'section',
    'header',
    'footer',
    'h1',
    'h2',
    'h3',
    'p',
    'span',
    'strong',
    'em',
    'b',
    'i',
    'br',
    'button',
    'input',
  ],
  attributes: ['class', 'style', 'type', 'placeholder'],
  /** The only style declarations kept; their values may not call functions other than colour ones. */
  styleProperties: [
    'color',
    'background',
    'background-color',
    'border',
    'border-color',
    'border-radius',
    'font-weight',
    'text-align',
  ],
} as const;

const styleValue = /^(?:[#\w.%\s,/-]|(?:rgba?|hsla?)\([\d\s.,%/-]*\))+$/i;
const keptProperties = new Set<string>(campaignTemplatePolicy.styleProperties);

/** A style attribute reduced to the policy's declarations; '' when none is left. */
export function keepCampaignStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 0) return '';
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      if (!keptProperties.has(property) || !value || !styleValue.test(value)) return '';
      if (/expression|url|javascript|\\/i.test(value)) return '';
      return `${property}: ${value}`;
    })
    .filter(Boolean)
    .join('; ');
}

/** Installs the campaign template policy on a DOMPurify instance of the caller's own and returns the sanitiser. */
export function createCampaignTemplateSanitizer(purify: RichTextPurifier): (html: string) => string {
  purify.addHook('uponSanitizeAttribute', (_node, event) => {
    if (event.attrName === 'style') {
      const kept = keepCampaignStyle(event.attrValue);
      if (kept) event.attrValue = kept;
      else event.keepAttr = false;
    } else if (event.attrName === 'type') {
      // A button never submits anything on its own; an input is only ever an email field.
      const value = event.attrValue.toLowerCase();
      if (value !== 'email' && value !== 'button' && value !== 'text') event.attrValue = 'button';
    }
  });
  // No URL attribute is allowed at all: nothing in a popup template may link or load.
  const config = strictPurifyConfig(campaignTemplatePolicy.tags, campaignTemplatePolicy.attributes, /^$/);
  return (html) => String(purify.sanitize(html, config));
}
