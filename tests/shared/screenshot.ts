import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';

/**
 * What every baseline is taken with, in both Playwright configs (`expect.toHaveScreenshot`) and in the shortcut
 * below: animations stopped, no caret, one pixel per CSS pixel.
 */
export const pictureSettings = { animations: 'disabled', caret: 'hide', scale: 'css' } as const;

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
      const picture = await page.screenshot({ ...pictureSettings, ...options });
      if (picture.equals(baseline)) {
        // Said in the report, so that a run shows how often the shortcut applied.
        testInfo.annotations.push({ type: 'screenshot', description: `${name}: identical to the baseline` });
        return;
      }
    }
  }
  await expect(page, message).toHaveScreenshot(name, options);
}
