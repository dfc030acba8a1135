import { fillPlaceholders } from '@telehealth/contract';

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
function paragraphs(text: string, style: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p style="${style}">${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
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

const FONT = "font-family: Arial, 'Helvetica Neue', Helvetica, sans-serif";
const ACCENT = '#0f766e';

/**
 * An email from its editable sections (plain text with placeholders: subject, heading, body,
 * button_text, button_url, footer) and the values for this recipient. Section text and values are
 * HTML-escaped, so neither an admin's edit nor a patient's name can inject markup.
 */
export function renderEmail(
  sections: Readonly<Record<string, string>>,
  values: TemplateValues,
): RenderedEmail {
  const fill = (name: string) => fillPlaceholders(sections[name] ?? '', values).trim();
  const subject = fill('subject').replace(/\s+/g, ' ');
  const heading = fill('heading');
  const body = fill('body');
  const footer = fill('footer');
  const buttonText = fill('button_text');
  const buttonUrl = fill('button_url');
  const button = buttonText && isWebLink(buttonUrl) ? { text: buttonText, url: buttonUrl } : null;
  const brand = (values.brandName ?? '') || (values.companyName ?? '');

  const text = [heading, body, button ? `${button.text}: ${button.url}` : '', footer ? `--\n${footer}` : '']
    .filter(Boolean)
    .join('\n\n');

  const bodyStyle = `margin: 0 0 16px; ${FONT}; font-size: 16px; line-height: 1.6; color: #1f2937`;
  const footerStyle = `margin: 0 0 8px; ${FONT}; font-size: 12px; line-height: 1.5; color: #6b7280`;
  const html = `<!DOCTYPE html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin: 0; padding: 0; background-color: #f3f4f6">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background-color: #f3f4f6">
<tr><td align="center" style="padding: 24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width: 100%; max-width: 600px; background-color: #ffffff; border-radius: 8px; overflow: hidden">
${brand ? `<tr><td style="padding: 20px 32px; background-color: ${ACCENT}; color: #ffffff; ${FONT}; font-size: 20px; font-weight: bold">${escapeHtml(brand)}</td></tr>\n` : ''}<tr><td style="padding: 32px">
${heading ? `<h1 style="margin: 0 0 24px; ${FONT}; font-size: 24px; line-height: 1.3; color: #111827">${escapeHtml(heading)}</h1>\n` : ''}${paragraphs(body, bodyStyle)}
${
  button
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin: 8px 0 16px"><tr><td style="border-radius: 6px; background-color: ${ACCENT}"><a href="${escapeHtml(button.url)}" style="display: inline-block; padding: 12px 24px; ${FONT}; font-size: 16px; font-weight: bold; color: #ffffff; text-decoration: none">${escapeHtml(button.text)}</a></td></tr></table>\n`
    : ''
}</td></tr>
${footer ? `<tr><td style="padding: 20px 32px; background-color: #f9fafb; border-top: 1px solid #e5e7eb">${paragraphs(footer, footerStyle)}</td></tr>\n` : ''}</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject, html, text };
}

/** An SMS from its template and values; runs of spaces left by empty placeholders are tidied. */
export function renderSms(content: string, values: TemplateValues): string {
  return fillPlaceholders(content, values)
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}
