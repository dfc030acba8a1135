/** Every class name the markup uses. */
export function classNamesOf(html: string): Set<string> {
  const names = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (match[1] ?? '').split(/\s+/)) if (name) names.add(name);
  }
  return names;
}

/** Whether a stylesheet has a rule for any of `classNames`. */
export function stylesClassNames(css: string, classNames: ReadonlySet<string>): boolean {
  for (const match of css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) if (classNames.has(match[1] ?? '')) return true;
  return false;
}

/** The body of the rule that defines `className` alone (`.name{…}`), or null. */
export function ruleBody(css: string, className: string): string | null {
  const start = css.indexOf(`.${className}{`);
  if (start === -1) return null;
  const open = start + className.length + 1;
  const close = css.indexOf('}', open);
  return close === -1 ? null : css.slice(open + 1, close);
}

export interface PageParts {
  /** index.html as built. */
  template: string;
  /** The rendered `#root`. */
  root: string;
  /** The page's stylesheets, in order: each inlined, and linked for print so Vite's loader finds it. */
  stylesheets: readonly Stylesheet[];
  /** The dark colour scheme for devices that ask (the markup is rendered with the light one), or null. */
  dark: DarkScheme | null;
  /** The script that carries the answers the page was rendered with (`embeddedAnswersScript`), or none. */
  answersScript?: string;
  /** The title and description the page set as it rendered (the template's stay where it set none). */
  head?: { title?: string; description?: string };
}

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The template with the page's own title and description. */
function withHead(template: string, head: PageParts['head']): string {
  let html = template;
  if (head?.title)
    html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(head.title ?? '')}</title>`);
  if (head?.description) {
    html = html.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeText(head.description ?? '')}" />`,
    );
  }
  return html;
}

export interface Stylesheet {
  fileName: string;
  css: string;
}

export interface DarkScheme {
  lightClass: string;
  declarations: string;
}

/** What the build keeps to compose a page around any rendered `#root` (written to dist-server/document.json). */
export interface DocumentParts {
  template: string;
  /** Every stylesheet not inline in the template, in the order the browser applies them. */
  stylesheets: readonly Stylesheet[];
  dark: DarkScheme | null;
}

/** index.html with the page's markup in `#root`, its answers after it, and its styles in the head. */
export function composePage({
  template,
  root,
  stylesheets,
  dark,
  answersScript,
  head: meta,
}: PageParts): string {
  const system = 'th-prerendered-system';
  let markup = root;
  let darkCss = '';
  if (dark) {
    markup = root.replace(`class="${dark.lightClass} `, `class="${dark.lightClass} ${system} `);
    if (markup === root) throw new Error('The prerendered page has no light theme wrapper');
    darkCss = `@media (prefers-color-scheme: dark){.${system}{${dark.declarations};color-scheme:dark}}`;
  }
  // The page is drawn before its code runs: what a visitor types or presses there would be lost when the app
  // replaces the markup, and a form would submit natively (a GET, with the password in the address). Until then the
  // page's content is inert (it reads the same; the header's links still work).
  markup = markup.replace('<main ', '<main inert="" ');
  const styles = stylesheets
    .map(
      ({ fileName, css }) =>
        `    <style>${css}</style>\n    <link rel="stylesheet" media="print" crossorigin href="/${fileName}">\n`,
    )
    .join('');
  const head = `${styles}${darkCss ? `    <style>${darkCss}</style>\n` : ''}  </head>`;
  const answers = answersScript ? `\n    ${answersScript}` : '';
  const rootPattern = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;
  if (!rootPattern.test(template)) throw new Error('index.html has no #root before </body>');
  return (
    withHead(template, meta)
      // The page paints without its code: the entry loads `async`, at low priority, and its chunks are fetched
      // when it asks for them rather than preloaded, so none of them competes with the HTML and its styles.
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
      .replace('<script type="module" crossorigin', '<script type="module" async crossorigin')
      .replace('</head>', () => head)
      .replace(rootPattern, (_all, end: string) => `<div id="root">${markup}</div>${answers}${end}`)
  );
}

/** The page around `root`: with the stylesheets its markup uses, and its answers. */
export function pageDocument(
  parts: DocumentParts,
  root: string,
  extra: Pick<PageParts, 'answersScript' | 'head'> = {},
): string {
  const used = classNamesOf(root);
  return composePage({
    template: parts.template,
    root,
    stylesheets: parts.stylesheets.filter(({ css }) => stylesClassNames(css, used)),
    dark: parts.dark,
    ...extra,
  });
}
