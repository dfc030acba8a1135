import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { expectScreenshot } from '../shared/screenshot';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

type Theme = 'light' | 'dark';

/** A story as Storybook's store loaded it: its CSF export, and the component of its file. */
interface LoadedStory {
  component?: unknown;
  moduleExport: Record<string, unknown>;
}

/** The parts of Storybook's preview, a global of the preview page without types, that this spec uses. */
interface StorybookPreviewWindow {
  __STORYBOOK_ADDONS_CHANNEL__: {
    on(event: string, listener: (...args: never[]) => void): void;
    off(event: string, listener: (...args: never[]) => void): void;
    emit(event: string, payload: unknown): void;
  };
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { phase?: string };
    storyStoreValue: {
      userGlobals: { get(): Record<string, unknown> };
      loadStory(selection: { storyId: string }): Promise<LoadedStory>;
    };
  };
}

/**
 * A story tagged so is its Default story with only the theme set (`globals: { theme: 'dark' }`): its picture is the
 * Default story's picture in that theme, which the Default story's test takes. Its own test checks that it is still
 * made the same way as the Default story, and runs axe on it.
 */
const samePictureAsDefault = 'same-picture-as-default';

const indexFile = fileURLToPath(new URL('../../apps/storybook/storybook-static/index.json', import.meta.url));
const index = (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> })
  .entries;
const entries = Object.values(index).filter(
  (entry) => entry.type === 'story' && !entry.tags?.includes('skip-visual'),
);

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The worker's preview page, the theme its toolbar global asks for now, and whether the page reloaded. */
interface Preview {
  page: Page;
  theme: Theme;
  reloaded: boolean;
}

/**
 * One preview page per worker: loading Storybook's preview runtime once and switching stories over its channel
 * is many times faster than a fresh page per story, and renders exactly the same story.
 */
const previewTest = test.extend<object, { preview: Preview }>({
  preview: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        viewport: { width: 1024, height: 768 },
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      // The a11y addon runs its own axe after every render, for the Storybook panel: `a11y.manual` turns that off
      // here. This spec runs axe itself, and the addon's run cost time and kept each render pending for longer.
      await page.goto(
        `/iframe.html?id=${encodeURIComponent(entries[0]?.id ?? '')}&viewMode=story&globals=a11y.manual:!true`,
      );
      // The preview has booted once its first story has finished rendering; asking for another story earlier
      // makes Storybook reload the page ("Execution context was destroyed").
      await page.waitForFunction(
        () =>
          (window as unknown as StorybookPreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase ===
            'finished' && '__STORYBOOK_ADDONS_CHANNEL__' in window,
      );
      const a11yGlobals = await page.evaluate(() => {
        const storybook = (window as unknown as StorybookPreviewWindow).__STORYBOOK_PREVIEW__;
        return storybook?.storyStoreValue.userGlobals.get().a11y;
      });
      expect(a11yGlobals).toEqual({ manual: true });
      if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
      const preview: Preview = { page, theme: 'light', reloaded: false };
      // Storybook reloads the preview when a story is asked for while the last one is still rendering; the page
      // then shows another story or theme than the one asked for, so say so rather than time out.
      page.on('domcontentloaded', () => {
        preview.reloaded = true;
      });
      await use(preview);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * Sends one event to the preview and resolves once `storyId` has finished rendering: Storybook says so
 * (`storyFinished`) after the story's play function and after every addon's `afterEach`, so nothing of this render
 * still runs when the next event comes.
 */
async function updatePreview(page: Page, event: string, payload: unknown, storyId: string) {
  await page.evaluate(
    ({ eventName, eventPayload, id }) =>
      new Promise<void>((resolve, reject) => {
        const channel = (window as unknown as StorybookPreviewWindow).__STORYBOOK_ADDONS_CHANNEL__;
        const stop = () => {
          clearTimeout(timer);
          channel.off('storyFinished', finished);
          channel.off('storyErrored', failed);
          channel.off('storyThrewException', failed);
        };
        const finished = (result: { storyId: string; status: string }) => {
          if (result.storyId !== id) return;
          stop();
          if (result.status === 'success') resolve();
          else reject(new Error(`story ${id} finished with status ${result.status}`));
        };
        const failed = (error: unknown) => {
          stop();
          reject(new Error(`story ${id} failed to render: ${JSON.stringify(error)}`));
        };
        const timer = setTimeout(() => {
          stop();
          reject(new Error(`story ${id} did not finish rendering`));
        }, 20_000);
        channel.on('storyFinished', finished);
        channel.on('storyErrored', failed);
        channel.on('storyThrewException', failed);
        channel.emit(eventName, eventPayload);
      }),
    { eventName: event, eventPayload: payload, id: storyId },
  );
}

/**
 * Shows the story with the toolbar asking for `theme`, and resolves with the theme it is shown in and whether the
 * story set that theme itself. Only the one thing that differs from what the page shows is sent, so the story
 * renders once: a theme change re-renders the current story, a story change renders the new one.
 */
async function openStory(preview: Preview, id: string, theme: Theme) {
  const { page } = preview;
  expect(preview.reloaded, 'Storybook reloaded the preview page').toBe(false);
  const current = await page.evaluate(() => document.documentElement.dataset.story?.split(' ')[0]);
  if (current !== id) await updatePreview(page, 'setCurrentStory', { storyId: id, viewMode: 'story' }, id);
  if (preview.theme !== theme) {
    await updatePreview(page, 'updateGlobals', { globals: { theme } }, id);
    preview.theme = theme;
  }
  expect(preview.reloaded, 'Storybook reloaded the preview page').toBe(false);
  // apps/storybook/.storybook/preview.tsx writes the marker once this story, in the theme asked for, is on screen.
  await page.waitForFunction((marker) => document.documentElement.dataset.story === marker, `${id} ${theme}`);
  await page.waitForFunction(() => (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0);
  // Fonts and lazily loaded parts (the rich text editor) settle before the picture is taken.
  await expect(page.getByText('Loading editor')).toHaveCount(0);
  return page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const { storyTheme, storyThemeSet } = document.documentElement.dataset;
    return { shown: storyTheme as Theme, setByStory: storyThemeSet === 'story' };
  });
}

async function axeViolations(page: Page) {
  return page.evaluate(async () => {
    // @ts-expect-error: axe is injected by the fixture, or by the a11y addon
    const results = (await window.axe.run(document, {
      resultTypes: ['violations'],
      // Preview frames are sandboxed without scripts: axe cannot run inside them.
      iframes: false,
      // A story is a fragment, not a page: page-level landmark and heading rules do not apply.
      rules: {
        'landmark-one-main': { enabled: false },
        'page-has-heading-one': { enabled: false },
        region: { enabled: false },
      },
    })) as { violations: { id: string; nodes: { target: string[] }[] }[] };
    return results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  });
}

/**
 * What makes the story differ from its Default story, apart from its name, tags, docs and the theme it sets:
 * empty when it renders as the Default story does in that theme. Compares the stories' CSF exports as Storybook
 * loaded them; functions (render, play, decorators, args' handlers) must be the same functions.
 */
async function differencesFromDefault(page: Page, storyId: string, defaultId: string) {
  return page.evaluate(
    async ({ id, baseId }) => {
      const storybook = (window as unknown as StorybookPreviewWindow).__STORYBOOK_PREVIEW__;
      if (!storybook) return ['the preview has not booted'];
      const store = storybook.storyStoreValue;
      const [story, base] = await Promise.all([
        store.loadStory({ storyId: id }),
        store.loadStory({ storyId: baseId }),
      ]);
      const made = (exported: Record<string, unknown>) => {
        const { name, storyName, tags, globals, parameters, ...rest } = exported as {
          [key: string]: unknown;
          globals?: Record<string, unknown>;
          parameters?: Record<string, unknown>;
        };
        const { theme, ...otherGlobals } = globals ?? {};
        const { docs, ...otherParameters } = parameters ?? {};
        return { ...rest, globals: otherGlobals, parameters: otherParameters };
      };
      const differences: string[] = [];
      const compare = (path: string, a: unknown, b: unknown, depth = 0) => {
        if (a === b) return;
        // React elements in args refer back to React's internals: past a few levels, unequal is different.
        if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || depth > 6) {
          differences.push(path);
          return;
        }
        for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
          compare(
            `${path}.${key}`,
            (a as Record<string, unknown>)[key],
            (b as Record<string, unknown>)[key],
            depth + 1,
          );
        }
      };
      if (story.component !== base.component) differences.push('component');
      compare('story', made(story.moduleExport), made(base.moduleExport));
      return differences;
    },
    { id: storyId, baseId: defaultId },
  );
}

test.describe.configure({ mode: 'parallel' });

for (const story of entries) {
  const defaultId = `${story.id.split('--')[0]}--default`;
  const pictured = !story.tags?.includes(samePictureAsDefault);
  previewTest(`${story.title} / ${story.name}`, async ({ preview }) => {
    if (!pictured) {
      expect(
        index[defaultId],
        `${story.id} is tagged ${samePictureAsDefault} but has no Default story`,
      ).toBeDefined();
      expect(
        await differencesFromDefault(preview.page, story.id, defaultId),
        `${story.id} is tagged ${samePictureAsDefault}: it must render as ${defaultId} does, or lose the tag`,
      ).toEqual([]);
    }
    // Start in the theme the page shows, so that only the story changes.
    const themes: Theme[] = preview.theme === 'light' ? ['light', 'dark'] : ['dark', 'light'];
    for (const theme of themes) {
      const { setByStory } = await test.step(`${theme} theme`, async () => {
        const { shown, setByStory } = await openStory(preview, story.id, theme);
        if (!setByStory) expect(shown).toBe(theme);
        if (pictured) await expectScreenshot(preview.page, `${story.id}--${shown}.png`, { fullPage: true });
        expect(await axeViolations(preview.page)).toEqual([]);
        return { setByStory };
      });
      // A story that sets its own theme shows the same picture, colours and all, whatever the toolbar asks for.
      if (setByStory) break;
    }
  });
}
