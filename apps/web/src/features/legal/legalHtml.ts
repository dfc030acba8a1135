/**
 * Shaping stored legal HTML for display, in the browser's inert parser (nothing runs, nothing loads); the result is
 * still sanitised by RichTextView before it reaches the page.
 */

function parse(html: string): HTMLElement {
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html').body;
}

const headings = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The content without a first heading that repeats the document's title: the page (or dialog) already shows the
 * title as its own heading, so it is never read twice.
 */
export function withoutLeadingTitle(html: string, title: string): string {
  const body = parse(html);
  const first = body.firstElementChild;
  if (first && headings.has(first.tagName) && squash(first.textContent) === squash(title)) {
    first.remove();
    return body.innerHTML;
  }
  return html;
}

/** Pictures and embedded media have no place in a three-line preview. */
const media = 'img, picture, video, audio, iframe, object, embed, svg, figure';

/**
 * The first `maxChars` characters of the text with their formatting kept (paragraphs, lists, bold, links):
 * text past the limit is cut, with '…' where a text was cut short, and the elements after it dropped. Headings
 * become bold paragraphs: a heading's size would take the three lines by itself.
 */
export function previewHtml(html: string, maxChars: number): string {
  const body = parse(html);
  for (const element of body.querySelectorAll(media)) element.remove();
  for (const heading of body.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    const paragraph = body.ownerDocument.createElement('p');
    const strong = body.ownerDocument.createElement('strong');
    strong.append(...heading.childNodes);
    paragraph.append(strong);
    heading.replaceWith(paragraph);
  }
  let remaining = maxChars;
  const cut = (node: Node) => {
    for (const child of [...node.childNodes]) {
      if (remaining <= 0) {
        child.remove();
        continue;
      }
      if (child.nodeType === Node.TEXT_NODE) {
        const text = child.textContent ?? '';
        if (text.length > remaining) {
          child.textContent = `${text.slice(0, remaining).trimEnd()}…`;
          remaining = 0;
        } else {
          remaining -= text.length;
        }
      } else {
        cut(child);
      }
    }
  };
  cut(body);
  return body.innerHTML;
}
