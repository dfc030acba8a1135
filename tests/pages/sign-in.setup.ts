import { expect, test } from '@playwright/test';
import { demoAccounts, signIn } from '../e2e/helpers';
import type { Role } from './routes';
import { storageStateOf } from './storage';

const accounts: Record<Exclude<Role, 'anonymous'>, string> = {
  patient: demoAccounts.patient,
  admin: demoAccounts.admin,
  practitioner: demoAccounts.practitioner,
  writer: demoAccounts.writer,
};

// Sign in once per role through the real form; every page of that role reuses the session cookie.
for (const [role, email] of Object.entries(accounts) as [Exclude<Role, 'anonymous'>, string][]) {
  test(`sign in as the ${role}`, async ({ page }) => {
    await signIn(page, email);
    await expect(page).not.toHaveURL(/\/auth/);
    await page.context().storageState({ path: storageStateOf(role) });
  });
}
