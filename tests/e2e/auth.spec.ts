import { expect, test } from '@playwright/test';
import { demoSignInNotice } from '@telehealth/contract';
import { demoAccounts, signIn, signInHere } from './helpers';

test('an anonymous visit to /admin goes to sign in, and signing in as admin lands on /admin', async ({
  page,
}) => {
  await page.goto('/admin');
  await expect(page).toHaveURL('/auth?redirect=%2Fadmin');
  await signInHere(page, demoAccounts.admin);
  await expect(page).toHaveURL('/admin');
  await expect(page.getByText('Admin Portal').filter({ visible: true })).toBeVisible();
  await expect(page.getByText('Management')).toBeVisible();
  // The 18 items of the admin menu, then the audit trail (docs/product/admin.md).
  const links = page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link');
  await expect(links).toHaveCount(19);
  await expect(links.last()).toHaveText('Audit Trail');
});

test('a wrong password is refused with the server message', async ({ page }) => {
  await page.goto('/auth');
  await signInHere(page, demoAccounts.patient, 'Wrong#Password1');
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  await expect(page).toHaveURL('/auth');
});

test("a refused sign-in's banner goes once the form is edited, and never sits beside the empty-field messages", async ({
  page,
}) => {
  await page.goto('/auth');
  await signInHere(page, demoAccounts.patient, 'Wrong#Password1');
  const form = page.getByRole('form', { name: 'Sign in' });
  await expect(form.getByText('Sign in failed')).toBeVisible();
  await form.getByLabel('Email').fill('');
  await form.getByLabel('Password').fill('');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form.getByText('Password is required')).toBeVisible();
  await expect(form.getByText('Sign in failed')).toBeHidden();
});

test("the demo's sign-in page says staff may sign in with a password alone", async ({ page }) => {
  // The e2e server is the demo (outside production, staff two-step sign-in is not required).
  await page.goto('/auth');
  await expect(page.getByText(demoSignInNotice.title)).toBeVisible();
  await expect(page.getByText(demoSignInNotice.body)).toBeVisible();
});

test('a patient visiting /admin lands on /', async ({ page }) => {
  await signIn(page, demoAccounts.patient);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/admin');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
});

for (const [role, email, path, heading] of [
  ['patient', demoAccounts.patient, '/dashboard', 'My Dashboard'],
  ['practitioner', demoAccounts.practitioner, '/practitioner', 'Practitioner Dashboard'],
  ['content writer', demoAccounts.writer, '/content-writer', 'Content Dashboard'],
  ['admin', demoAccounts.admin, '/admin', 'Admin Dashboard'],
] as const) {
  test(`a ${role} reaches their own area, with focus on its heading`, async ({ page }) => {
    await signIn(page, email);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Focus moves from the sign-in form to the new page's heading, not to <body>.
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
  });
}

test("an unknown path shows 'Page not found...'", async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Page not found...' })).toBeVisible();
});

test('logout ends the session', async ({ page }) => {
  await signIn(page, demoAccounts.patient);
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Logged out successfully', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  // The server forgot the session: a guarded page asks to sign in again.
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/auth?redirect=%2Fdashboard');
  const status = await page.evaluate(async () => (await fetch('/api/user')).status);
  expect(status).toBe(401);
});

test('registration creates a patient and signs them in', async ({ page }) => {
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('First name').fill('Jordan');
  await form.getByLabel('Last name').fill('Nguyen');
  await form.getByLabel('Email').fill(`jordan.${Date.now()}@example.com`);
  await form.getByLabel('Mobile').fill('0412 345 678');
  await form.getByLabel('Password', { exact: true }).fill('Telehealth#2026');
  await form.getByLabel('Confirm password').fill('Telehealth#2026');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/dashboard');
  // A new account is welcomed, not welcomed back.
  await expect(page.getByText('Welcome, Jordan.')).toBeVisible();
});

test('the header collapses into a slide-out menu on a small screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  // The page arrives as HTML the server rendered, its content inert until the app runs; the header's menu button is
  // drawn before the app can open it, so a click then does nothing. The app's own render is live (not inert).
  await expect(page.locator('main')).not.toHaveAttribute('inert');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  await menu.getByRole('link', { name: 'Articles' }).click();
  await expect(page).toHaveURL('/articles');
  await expect(menu).toBeHidden();
});
