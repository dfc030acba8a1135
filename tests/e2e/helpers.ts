import { expect, type Locator, type Page } from '@playwright/test';

export const demoPassword = 'Telehealth#2026';

export const demoAccounts = {
  admin: 'admin@example.com',
  practitioner: 'practitioner@example.com',
  writer: 'writer@example.com',
  patient: 'patient@example.com',
} as const;

/** Signs in through the real form on the current page (which must be the sign-in page). */
export async function signInHere(page: Page, email: string, password = demoPassword) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

export async function signIn(page: Page, email: string) {
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
  await signInHere(page, email);
}

/** Waits until the chat's composer shows its hint: the socket is connected. */
export async function expectConnected(page: Page) {
  await expect(page.getByText('Enter to send, Shift+Enter for a new line.')).toBeVisible({ timeout: 45_000 });
}

/** Sends a chat message with Enter and waits for the composer to clear. */
export async function send(page: Page, text: string) {
  const box = page.getByLabel('Message', { exact: true });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

/** The message in a conversation's log that holds `text`. */
export function messageIn(log: Locator, text: string): Locator {
  return log.getByRole('listitem').filter({ hasText: text });
}
