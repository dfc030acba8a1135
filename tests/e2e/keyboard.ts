import { expect, type Locator, type Page } from '@playwright/test';

// Keyboard-only steps for the journey specs: every control reached with Tab, pressed with Enter or Space.

export const isFocusedWithin = (target: Locator) =>
  target.evaluate(
    (element) => element === document.activeElement || element.contains(document.activeElement),
  );

/** Presses Tab until focus is on (or inside) `target`; fails if it never gets there. */
export async function tabTo(page: Page, target: Locator, max = 60) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= max; presses++) {
    if (await isFocusedWithin(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/**
 * Presses a key that moves focus within a composite widget (an arrow key, Home or End in a radio group, a tab list or
 * a list box) and returns once the move has happened. Radix moves focus for these keys in a timeout after the
 * keydown, so a key pressed at once after them (Space, a check of the focus) can come first: Space then checked the
 * option that still had focus. A timeout the page sets after the keydown runs after Radix's (timers of the same
 * delay run in the order they were set), so waiting for one leaves the focus where the key put it.
 */
export async function pressToMove(page: Page, key: string) {
  await page.keyboard.press(key);
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

/** Tabs into a radio group, then moves with the arrow keys to `option` and checks it with Space. */
export async function chooseByKeyboard(page: Page, group: Locator, option: string, arrow = 'ArrowDown') {
  await tabTo(page, group);
  const wanted = group.getByRole('radio', { name: option, exact: true });
  const count = await group.getByRole('radio').count();
  for (let moves = 0; moves <= count; moves++) {
    if (await isFocusedWithin(wanted)) break;
    await pressToMove(page, arrow);
  }
  await expect(wanted).toBeFocused();
  await page.keyboard.press('Space');
  await expect(wanted).toBeChecked();
}

export async function pressButton(page: Page, button: Locator) {
  await tabTo(page, button);
  await page.keyboard.press('Enter');
}
