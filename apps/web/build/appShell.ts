import { darkTokens, lightTokens, mediaQuery } from '@telehealth/ui/tokens';
import type { Plugin } from 'vite';

/**
 * The header bar and logo, as static HTML inside `#root`, painted as soon as the HTML and its CSS arrive, before
 * any script has run. React replaces it on its first render with the real header, drawn at the same place with the
 * same tokens (AppHeader, Container and Logo), so nothing moves. On a phone over a slow network the visitor sees
 * the site within the first round trips instead of a blank screen until the JavaScript has run.
 *
 * It is hidden from assistive technology (React's header replaces it), has no links (nothing to press before the
 * app can answer), and follows the device's colour scheme as the ThemeProvider does.
 */
export function appShell(): Plugin[] {
  return [
    {
      name: 'telehealth-app-shell',
      transformIndexHtml: {
        order: 'pre',
        handler(html) {
          if (!html.includes('<div id="root"></div>'))
            throw new Error('index.html has no empty #root for the shell');
          return html
            .replace('</head>', `  <style>${shellCss()}</style>\n  </head>`)
            .replace('<div id="root"></div>', `<div id="root">${shellHtml()}</div>`);
        },
      },
    },
    {
      // The entry's stylesheets (the theme, the global rules and the frame's primitives, about 6 KiB gzip) go
      // into index.html itself: a linked stylesheet holds the first paint until it arrives, and the shell above
      // should paint as soon as the HTML has. The link stays, for print only (so it no longer blocks the paint):
      // Vite's loader finds it there and does not fetch the file again for a lazy chunk that shares those parts.
      name: 'telehealth-inline-entry-css',
      apply: 'build',
      transformIndexHtml: {
        order: 'post',
        handler(html, context) {
          const bundle = context.bundle;
          if (!bundle) return html;
          return html.replace(
            /\s*<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
            (link, fileName: string) => {
              const asset = bundle[fileName];
              if (asset?.type !== 'asset') return link;
              const printOnly = link
                .trim()
                .replace('<link rel="stylesheet"', '<link rel="stylesheet" media="print"');
              return `\n    <style>${String(asset.source)}</style>\n    ${printOnly}`;
            },
          );
        },
      },
    },
  ];
}

const { size, space, font } = lightTokens;

function colours(tokens: typeof lightTokens) {
  const { color } = tokens;
  return `--th-boot-surface:${color.surface};--th-boot-border:${color.border};--th-boot-foreground:${color.foreground};--th-boot-brand:${color.brand};--th-boot-on-brand:${color.onPrimary};--th-boot-accent:${color.brandAccent}`;
}

export function shellCss(): string {
  return [
    `.th-boot{${colours(lightTokens)};position:sticky;top:0;background:var(--th-boot-surface);border-bottom:${size.borderWidth} solid var(--th-boot-border)}`,
    `@media (prefers-color-scheme: dark){.th-boot{${colours(darkTokens)}}}`,
    `.th-boot-inner{display:flex;align-items:center;min-height:${size.headerHeight};width:100%;max-width:${size.containerStandard};margin-inline:auto;padding-inline:${space.large};box-sizing:border-box}`,
    `@media ${mediaQuery.tablet}{.th-boot-inner{padding-inline:${space.xlarge}}}`,
    `.th-boot-logo{display:inline-flex;align-items:center;gap:${space.small};font-family:${font.family.heading};font-size:${font.size.lg};font-weight:${font.weight.bold};line-height:${font.lineHeight.tight};letter-spacing:-0.01em;white-space:nowrap;color:var(--th-boot-foreground)}`,
    '.th-boot-logo svg{width:1.6em;height:1.6em;flex-shrink:0}',
  ].join('');
}

/** The same mark as packages/ui/src/Logo, in the same colours. */
export function shellHtml(): string {
  return (
    '<header class="th-boot" aria-hidden="true"><div class="th-boot-inner"><span class="th-boot-logo">' +
    '<svg viewBox="0 0 32 32" focusable="false"><rect width="32" height="32" rx="8" fill="var(--th-boot-brand)"/>' +
    '<path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="var(--th-boot-on-brand)"/>' +
    '<circle cx="25.5" cy="25.5" r="3" fill="var(--th-boot-accent)"/></svg>' +
    '<span>Telehealth</span></span></div></header>'
  );
}
