import { fillPlaceholders, placeholdersIn } from '@telehealth/contract';
import juice from 'juice';

export { fillPlaceholders, placeholdersIn } from '@telehealth/contract';

/** Values for `{{placeholder}}`s, all text. Missing names render as nothing. */
export type TemplateValues = Readonly<Record<string, string | null | undefined>>;

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Plain text as HTML paragraphs: blank lines separate paragraphs, single line breaks stay. */
function paragraphs(text: string, className: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p class="${className}">${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

/** A paragraph that is a label and then only placeholders: 'Practitioner notes: {{decisionNotes}}'. */
const LABEL_ONLY = /^[^\n]*:\s*$/;
const PLACEHOLDER_TOKEN = /\{\{\s*[A-Za-z_][\w-]*\s*\}\}/g;

/**
 * Fills a section paragraph by paragraph. A labelled value whose value came out empty is left out, label and all
 * ('Practitioner notes:' with no notes), so a label never stands alone; any other paragraph keeps its text.
 */
function fillSection(text: string, values: TemplateValues): string {
  return text
    .split(/\n\s*\n/)
    .filter((block) => {
      const names = placeholdersIn(block);
      if (names.length === 0 || !LABEL_ONLY.test(block.replace(PLACEHOLDER_TOKEN, '').trim())) return true;
      return names.some((name) => (values[name] ?? '').trim() !== '');
    })
    .map((block) => fillPlaceholders(block, values))
    .join('\n\n');
}

function isWebLink(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** The company line every email ends with, from the settings (`companyFooter(db)` reads it). */
export interface CompanyFooter {
  companyName: string;
  companyAddress: string;
  ABN: string;
}

/** 'Telehealth Demo Pty Ltd · ABN 12 345 678 901 · 1 Martin Place, Sydney NSW 2000, Australia' */
export function companyLine(company: CompanyFooter): string {
  return [company.companyName, company.ABN ? `ABN ${company.ABN}` : '', company.companyAddress]
    .filter(Boolean)
    .join(' · ');
}

// One stylesheet, inlined by juice: mail clients (Gmail, Outlook) drop <style> blocks, but classes keep the
// markup readable and the look in one place.
const STYLES = `
body { margin: 0; padding: 0; background-color: #f3f4f6; }
.outer { background-color: #f3f4f6; }
.outer-cell { padding: 24px 12px; }
.card { width: 100%; max-width: 600px; background-color: #ffffff; border-radius: 8px; overflow: hidden; }
.brand { padding: 20px 32px; background-color: #0f766e; color: #ffffff; font-family: Arial, 'Helvetica Neue', Helvetica, sans-serif; font-size: 20px; font-weight: bold; }
.content { padding: 32px; }
h1 { margin: 0 0 24px; font-family: Arial, 'Helvetica Neue', Helvetica, sans-serif; font-size: 24px; line-height: 1.3; color: #111827; }
.text { margin: 0 0 16px; font-family: Arial, 'Helvetica Neue', Helvetica, sans-serif; font-size: 16px; line-height: 1.6; color: #1f2937; }
.button-table { margin: 8px 0 16px; }
.button-cell { border-radius: 6px; background-color: #0f766e; }
.button { display: inline-block; padding: 12px 24px; font-family: Arial, 'Helvetica Neue', Helvetica, sans-serif; font-size: 16px; font-weight: bold; color: #ffffff; text-decoration: none; }
.footer { padding: 20px 32px; background-color: #f9fafb; border-top: 1px solid #e5e7eb; }
.small { margin: 0 0 8px; font-family: Arial, 'Helvetica Neue', Helvetica, sans-serif; font-size: 12px; line-height: 1.5; color: #6b7280; }
`;

/**
 * An email from its editable sections (plain text with placeholders: subject, heading, body,
 * button_text, button_url, footer), the values for this recipient and the company line from the settings.
 * Section text and values are HTML-escaped, so neither an admin's edit nor a patient's name can inject markup.
 * The HTML has its CSS inlined; the text part says the same. Preview, test emails and real sends all come here.
 */
export function renderEmail(
  sections: Readonly<Record<string, string>>,
  values: TemplateValues,
  company?: CompanyFooter,
  /** Marketing email (Spam Act): a link that unsubscribes without signing in, at the foot of both parts. */
  unsubscribeUrl?: string,
): RenderedEmail {
  const fill = (name: string) => fillSection(sections[name] ?? '', values).trim();
  const subject = fill('subject').replace(/\s+/g, ' ');
  const heading = fill('heading');
  const body = fill('body');
  const footer = fill('footer');
  const legal = company ? companyLine(company) : '';
  const buttonText = fill('button_text');
  const buttonUrl = fill('button_url');
  const button = buttonText && isWebLink(buttonUrl) ? { text: buttonText, url: buttonUrl } : null;
  const brand = (values.brandName ?? '') || (values.companyName ?? '') || (company?.companyName ?? '');

  const unsubscribe = unsubscribeUrl && isWebLink(unsubscribeUrl) ? unsubscribeUrl : '';
  const closing = [footer, legal, unsubscribe ? `Unsubscribe: ${unsubscribe}` : '']
    .filter(Boolean)
    .join('\n');
  const text = [heading, body, button ? `${button.text}: ${button.url}` : '', closing ? `--\n${closing}` : '']
    .filter(Boolean)
    .join('\n\n');

  const html = `<!DOCTYPE html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
<style>${STYLES}</style>
</head>
<body>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" class="outer">
<tr><td align="center" class="outer-cell">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" class="card">
${brand ? `<tr><td class="brand">${escapeHtml(brand)}</td></tr>\n` : ''}<tr><td class="content">
${heading ? `<h1>${escapeHtml(heading)}</h1>\n` : ''}${paragraphs(body, 'text')}
${
  button
    ? `<table role="presentation" cellpadding="0" cellspacing="0" class="button-table"><tr><td class="button-cell"><a href="${escapeHtml(button.url)}" class="button">${escapeHtml(button.text)}</a></td></tr></table>\n`
    : ''
}</td></tr>
${closing ? `<tr><td class="footer">${paragraphs(footer, 'small')}${legal ? `<p class="small">${escapeHtml(legal)}</p>` : ''}${unsubscribe ? `<p class="small"><a href="${escapeHtml(unsubscribe)}">Unsubscribe</a></p>` : ''}</td></tr>\n` : ''}</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject, html: juice(html, { removeStyleTags: true, preserveMediaQueries: false }), text };
}

/** An SMS from its template and values; runs of spaces left by empty placeholders are tidied. */
export function renderSms(content: string, values: TemplateValues): string {
  return fillPlaceholders(content, values)
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}
