import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const indexFile = fileURLToPath(new URL('../../apps/storybook/storybook-static/index.json', import.meta.url));
const entries = Object.values(
  (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
).filter((entry) => entry.type === 'story' && !entry.tags?.includes('skip-visual'));

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * One preview page per worker: loading Storybook's preview runtime once and switching stories over its channel
 * is many times faster than a fresh page per story, and renders exactly the same story.
 */
const previewTest = test.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        viewport: { width: 1024, height: 768 },
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await page.goto(`/iframe.html?id=${encodeURIComponent(entries[0]?.id ?? '')}&viewMode=story`);
      // The preview has booted once its first story is on screen; switching earlier can race its start-up
      // (which then replaced the page under a running evaluate: "Execution context was destroyed").
      await page.waitForLoadState('load');
      await page.waitForFunction(
        () =>
          '__STORYBOOK_ADDONS_CHANNEL__' in window &&
          (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0,
      );
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

async function openStory(page: Page, id: string, theme: string) {
  await page.evaluate(
    ({ storyId, themeName }) =>
      new Promise<void>((resolve, reject) => {
        // biome-ignore lint/suspicious/noExplicitAny: Storybook's channel is a global without types here
        const channel = (window as any).__STORYBOOK_ADDONS_CHANNEL__;
        const timer = setTimeout(() => reject(new Error(`story ${storyId} did not render`)), 20_000);
        const done = () => {
          clearTimeout(timer);
          channel.off('storyRendered', done);
          channel.off('storyErrored', failed);
          resolve();
        };
        const failed = () => {
          clearTimeout(timer);
          reject(new Error(`story ${storyId} failed to render`));
        };
        channel.on('storyRendered', done);
        channel.on('storyErrored', failed);
        channel.emit('updateGlobals', { globals: { theme: themeName } });
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    { storyId: id, themeName: theme },
  );
  // The first `storyRendered` may be the previous story re-rendering in the new theme: wait for this story, in
  // the theme asked for, to be on screen (apps/storybook/.storybook/preview.tsx writes the marker).
  await page.waitForFunction((marker) => document.documentElement.dataset.story === marker, `${id} ${theme}`);
  await page.waitForFunction(() => (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0);
  // Fonts and lazily loaded parts (the rich text editor) settle before the picture is taken.
  await expect(page.getByText('Loading editor')).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

test.describe.configure({ mode: 'parallel' });

for (const theme of ['light', 'dark'] as const) {
  for (const story of entries) {
    previewTest(`${story.title} / ${story.name} (${theme})`, async ({ preview: page }) => {
      await openStory(page, story.id, theme);
      await expect(page).toHaveScreenshot(`${story.id}--${theme}.png`, { fullPage: true });

      if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(async () => {
        // Storybook's a11y addon may be running its own check of the story: wait for it to finish.
        const run = async (tries: number): Promise<unknown> => {
          try {
            // @ts-expect-error: axe is injected above, or by the a11y addon
            return await window.axe.run(document, {
              resultTypes: ['violations'],
              // Preview frames are sandboxed without scripts: axe cannot run inside them.
              iframes: false,
              // A story is a fragment, not a page: page-level landmark and heading rules do not apply.
              rules: {
                'landmark-one-main': { enabled: false },
                'page-has-heading-one': { enabled: false },
                region: { enabled: false },
              },
            });
          } catch (error) {
            if (tries <= 0 || !String(error).includes('already running')) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
            return run(tries - 1);
          }
        };
        const results = (await run(50)) as { violations: unknown[] };
        return (results.violations as { id: string; nodes: { target: string[] }[] }[]).map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
      });
      expect(violations).toEqual([]);
    });
  }
}
