import { expect, type Page } from '@playwright/test';

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
