// @vitest-environment node
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { classNamesOf, composePage, stylesClassNames } from './document';
import { prerenderedFileName, stylesheetOrder } from './prerender';

const template = `<!doctype html><html><head><title>T</title><meta name="description" content="Site" /><style>entry</style>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shell-b.js">
  </head>
  <body>
    <div id="root"><header class="th-boot"><div>logo</div></header></div>
  </body>
</html>`;

describe('prerendered pages', () => {
  it('names each page after its path', () => {
    expect(prerenderedFileName('/')).toBe('index.html');
    expect(prerenderedFileName('/auth')).toBe('auth.html');
    expect(prerenderedFileName('/a/b')).toBe('a__b.html');
  });

  it('picks the stylesheets that style the markup, by class name', () => {
    const used = classNamesOf('<div class="a1 b2"><span class="c3">x</span></div>');
    expect([...used]).toEqual(['a1', 'b2', 'c3']);
    expect(stylesClassNames('.zz{color:red}.b2:hover{color:blue}', used)).toBe(true);
    // A longer class name that starts with a used one is another class.
    expect(stylesClassNames('.b22{color:red}.a{color:blue}', used)).toBe(false);
  });

  it('orders stylesheets as Vite loads them: what a chunk imports before the chunk', () => {
    const chunk = (fileName: string, css: string[], imports: string[], dynamicImports: string[] = []) =>
      ({
        type: 'chunk',
        fileName,
        isEntry: fileName === 'entry.js',
        imports,
        dynamicImports,
        viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
      }) as unknown as Rolldown.OutputChunk;
    const bundle = {
      'entry.js': chunk('entry.js', ['entry.css'], ['shell.js'], ['page.js']),
      'shell.js': chunk('shell.js', ['shell.css'], []),
      'page.js': chunk('page.js', ['page.css'], ['card.js']),
      'card.js': chunk('card.js', ['card.css'], ['shell.js']),
    } as unknown as Rolldown.OutputBundle;
    expect(stylesheetOrder(bundle)).toEqual(['shell.css', 'entry.css', 'card.css', 'page.css']);
  });

  it('puts the markup in #root, the styles in the head, and the dark scheme on the theme wrapper', () => {
    const page = composePage({
      template,
      root: '<div class="light root" data-theme="light"><main id="main"><h1>Welcome</h1></main></div>',
      stylesheets: [{ fileName: 'assets/card.css', css: '.card{padding:1px}' }],
      dark: { lightClass: 'light', declarations: '--bg:black' },
      head: { title: 'Sign in | T', description: 'Tom & "Jerry"' },
    });
    expect(page).toContain('<title>Sign in | T</title>');
    // The code loads without holding the paint.
    expect(page).toContain('<script type="module" async crossorigin src="/assets/index-a.js"></script>');
    expect(page).not.toContain('modulepreload');
    expect(page).toContain('<meta name="description" content="Tom &#38; &#34;Jerry&#34;" />');
    expect(page).toContain(
      '<div id="root"><div class="light th-prerendered-system root" data-theme="light"><main inert="" id="main"><h1>Welcome</h1></main></div></div>',
    );
    expect(page).not.toContain('th-boot');
    expect(page).toContain('<style>.card{padding:1px}</style>');
    // Linked for print only, so Vite's loader finds it and does not fetch it again.
    expect(page).toContain('<link rel="stylesheet" media="print" crossorigin href="/assets/card.css">');
    expect(page).toContain(
      '@media (prefers-color-scheme: dark){.th-prerendered-system{--bg:black;color-scheme:dark}}',
    );
    expect(page.indexOf('.card{')).toBeLessThan(page.indexOf('</head>'));
  });
});
