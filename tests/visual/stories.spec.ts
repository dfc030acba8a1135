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

async function openStory(page: Page, id: string, theme: string) {
  await page.goto(`/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=theme:${theme}`);
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
    test(`${story.title} / ${story.name} (${theme})`, async ({ page }) => {
      await openStory(page, story.id, theme);
      await expect(page).toHaveScreenshot(`${story.id}--${theme}.png`, { fullPage: true });

      await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(async () => {
        // @ts-expect-error: axe is injected above
        const results = await window.axe.run(document, {
          resultTypes: ['violations'],
          // A story is a fragment, not a page: page-level landmark and heading rules do not apply.
          rules: {
            'landmark-one-main': { enabled: false },
            'page-has-heading-one': { enabled: false },
            region: { enabled: false },
          },
        });
        return (results.violations as { id: string; nodes: { target: string[] }[] }[]).map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
      });
      expect(violations).toEqual([]);
    });
  }
}
