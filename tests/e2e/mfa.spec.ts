import { expect, type Page, test } from '@playwright/test';
import { mfaMessages } from '@telehealth/contract';
import { authenticator } from 'otplib';
import { demoAccounts, demoPassword, signIn } from './helpers';

// Two-step sign-in (docs/product/access.md): an admin enrols TOTP, signs out, signs in with a code; the same code is
// refused the second time. A patient turns it on from their profile, and a content writer from their Security page.
// Every factor is turned off at the end, so the specs after this one sign in with the password alone.

/** The code of the next 30-second step: accepted (window ±1), and later than the step the enrolment used. */
const nextStepCode = (secret: string) =>
  authenticator.clone({ window: 1, epoch: Date.now() + 30_000 }).generate(secret);

/** A seeded patient and the second seeded writer, so the specs that sign in as the demo accounts are not affected. */
const patient = 'oliver.smith@example.com';
const writer = 'writer2@example.com';

/**
 * Per account, recovery codes not used yet: the clean-up turns a factor off when a test stops before it does so
 * itself (an entry is removed once the test has turned it off).
 */
const factorsOn = new Map<string, string[]>();

test.afterAll(async ({ playwright, baseURL }) => {
  for (const [email, unused] of factorsOn) {
    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL ?? '' } });
    const [first = '', second = ''] = unused;
    const login = await api.post('/api/auth/login', { data: { email, password: demoPassword } });
    const { challenge } = await login.json();
    await api.post('/api/auth/mfa/verify', { data: { challenge, code: first } });
    await api.post('/api/auth/mfa/disable', { data: { code: second } });
    await api.dispose();
  }
});

/** Sets up TOTP in an enrolment form already on screen; answers the secret and the 10 recovery codes. */
async function enrolHere(page: Page, email: string) {
  const enrolment = page.getByRole('form', { name: 'Set up two-step sign-in' });
  await expect(
    enrolment.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
  ).toBeVisible();
  const secret = (await enrolment.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await enrolment.getByLabel('Code').fill(authenticator.clone({ window: 1 }).generate(secret));
  await enrolment.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  const codeList = page.getByRole('list', { name: 'Recovery codes' });
  await expect(codeList.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await codeList.getByRole('listitem').allTextContents();
  factorsOn.set(email, recoveryCodes.slice(2));
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('10 recovery codes left')).toBeVisible();
  return { secret, recoveryCodes };
}

/** Turns the factor off on a Security card on screen, with a recovery code. */
async function turnOff(page: Page, email: string, recoveryCode: string) {
  const form = page.getByRole('form', { name: 'Two-step sign-in' });
  await form.getByLabel('Code').fill(recoveryCode);
  await form.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByRole('button', { name: 'Set up two-step sign-in' })).toBeVisible();
  factorsOn.delete(email);
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');
}

async function answerCode(page: Page, code: string) {
  const form = page.getByRole('form', { name: 'Two-step sign-in' });
  await form.getByLabel('Code').fill(code);
  await form.getByRole('button', { name: 'Verify' }).click();
}

test('an admin enrols TOTP, signs in with a code, and a replayed code is refused', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, demoAccounts.admin);
  await expect(page).toHaveURL('/admin');
  await page.goto('/admin/settings/security');
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  const { secret, recoveryCodes } = await enrolHere(page, demoAccounts.admin);
  await logOut(page);

  // The password alone no longer signs in: the code does.
  await signIn(page, demoAccounts.admin);
  const code = nextStepCode(secret);
  await answerCode(page, code);
  await expect(page).toHaveURL('/admin');
  await logOut(page);

  // The same code again: refused.
  await signIn(page, demoAccounts.admin);
  await answerCode(page, code);
  await expect(page.getByText(mfaMessages.codeRejected)).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);

  // A recovery code signs in once; another turns the factor off again for the other specs.
  await answerCode(page, recoveryCodes[0] ?? '');
  await expect(page).toHaveURL('/admin');
  await page.goto('/admin/settings/security');
  await expect(page.getByText('9 recovery codes left')).toBeVisible();
  await turnOff(page, demoAccounts.admin, recoveryCodes[1] ?? '');
});

test('a patient turns on two-step sign-in, then signs in with a code and with a recovery code', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, patient);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/dashboard/profile');
  const card = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(card).toContainText('Optional');
  await card.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  const { secret, recoveryCodes } = await enrolHere(page, patient);
  await logOut(page);

  // With a code from the app.
  await signIn(page, patient);
  await answerCode(page, nextStepCode(secret));
  await expect(page).toHaveURL('/dashboard');
  await logOut(page);

  // With a recovery code, once.
  await signIn(page, patient);
  await answerCode(page, recoveryCodes[0] ?? '');
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/dashboard/profile');
  await expect(page.getByText('9 recovery codes left')).toBeVisible();
  await turnOff(page, patient, recoveryCodes[1] ?? '');
});

test('a content writer turns on two-step sign-in from their Security page and signs in with a code', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, writer);
  await expect(page).toHaveURL('/content-writer');
  await page
    .getByRole('navigation', { name: 'Content navigation' })
    .getByRole('link', { name: 'Security' })
    .click();
  await expect(page).toHaveURL('/content-writer/security');
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  const { secret, recoveryCodes } = await enrolHere(page, writer);
  await logOut(page);

  await signIn(page, writer);
  await answerCode(page, nextStepCode(secret));
  await expect(page).toHaveURL('/content-writer');
  await page.goto('/content-writer/security');
  await turnOff(page, writer, recoveryCodes[0] ?? '');
});
