import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, type PageScreenshotOptions, test } from '@playwright/test';

export interface ScreenshotOptions {
  fullPage?: boolean;
  mask?: Locator[];
}

/**
 * `expect(page).toHaveScreenshot(name, options)`, with a shortcut for the usual case. Playwright's comparison
 * decodes the baseline and the new picture (pure-JavaScript PNG) and compares them pixel by pixel, in the test's
 * worker: on the story and page checks that was a third of the CPU. When the page, photographed with the same
 * options, gives exactly the bytes of the baseline file, the pictures are the same pixel for pixel and the
 * assertion could only pass: it is skipped. Anything else (a different byte, no baseline yet, `--update-snapshots`)
 * goes to `toHaveScreenshot` itself, which takes its own picture and compares, writes or reports as always.
 */
export async function expectScreenshot(
  page: Page,
  name: string,
  options: ScreenshotOptions = {},
  message?: string,
) {
  const testInfo = test.info();
  const update = testInfo.config.updateSnapshots;
  if (update === 'missing' || update === 'none' || update === 'default') {
    const baseline = await readFile(testInfo.snapshotPath(name, { kind: 'screenshot' })).catch(() => null);
    if (baseline) {
      // The project's toHaveScreenshot settings that change the picture (animations, caret, scale, ...), not the
      // ones that judge it (maxDiffPixels, threshold).
      const configured = (testInfo.project.expect?.toHaveScreenshot ?? {}) as PageScreenshotOptions;
      const { animations, caret, scale, maskColor, omitBackground, style } = configured;
      const picture = await page.screenshot({
        // toHaveScreenshot's own defaults, where page.screenshot's differ.
        animations: animations ?? 'disabled',
        caret: caret ?? 'hide',
        scale: scale ?? 'css',
        maskColor,
        omitBackground,
        style,
        ...options,
      });
      if (picture.equals(baseline)) {
        // Said in the report, so that a run shows how often the shortcut applied.
        testInfo.annotations.push({ type: 'screenshot', description: `${name}: identical to the baseline` });
        return;
      }
    }
  }
  await expect(page, message).toHaveScreenshot(name, options);
}
