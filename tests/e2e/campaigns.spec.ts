import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { campaignMessages, promoCodeMessages } from '@telehealth/contract';
import { demoAccounts, demoPassword, signIn } from './helpers';

// Marketing popups and promo codes (docs/product/campaigns.md). Each popup test starts from an empty browser state
// (the other specs start as a visitor who already signed up, see playwright.config.ts), with the clock installed so
// that the popups' delays pass only when the test runs time forward.
test.use({ storageState: { cookies: [], origins: [] } });

async function adminApi(
  playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } },
  baseURL: string,
): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const login = await api.post('/api/auth/login', {
    data: { email: demoAccounts.admin, password: demoPassword },
  });
  expect(login.ok()).toBe(true);
  return api;
}

async function visitorPage(browser: Browser, baseURL: string, init?: () => void): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  await page.clock.install();
  return page;
}

/** Runs the page's clock forward a little at a time until `check` passes (the popup code loads for real meanwhile). */
async function runUntil(page: Page, check: () => Promise<void>, stepMs = 500) {
  await expect(async () => {
    await page.clock.runFor(stepMs);
    await check();
  }).toPass({ timeout: 20_000 });
}

test('an anonymous visitor gets the welcome popup after its delay, signs up, is thanked, and sees no other popup', async ({
  browser,
  baseURL,
}) => {
  const page = await visitorPage(browser, baseURL ?? '');
  await page.goto('/');
  const welcome = page.getByRole('dialog', { name: 'Welcome!' });
  await runUntil(page, () => expect(welcome).toBeVisible({ timeout: 200 }));
  await welcome.getByLabel('Email').fill(`visitor-${Date.now()}@example.com`);
  await welcome.getByRole('button', { name: 'Send my code' }).click();
  await expect(welcome.getByText('Thank You!')).toBeVisible();
  await expect(page.getByText(campaignMessages.success, { exact: true })).toBeVisible();
  await page.clock.runFor(3000);
  await expect(welcome).toBeHidden();
  // Well past the exit-intent delay, with the pointer at the top edge: nothing opens after a sign-up.
  await page.clock.runFor(5000);
  await page.mouse.move(400, 300);
  await page.mouse.move(400, 2);
  await page.clock.runFor(1000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.context().close();
});

test('another visitor gets the exit-intent popup when the pointer leaves through the top', async ({
  browser,
  baseURL,
}) => {
  // This visitor has already seen the welcome popup in this tab.
  const page = await visitorPage(browser, baseURL ?? '', () =>
    sessionStorage.setItem('th_campaign_popups_shown', JSON.stringify(['welcome_popup'])),
  );
  await page.goto('/');
  const exit = page.getByRole('dialog', { name: 'Before you go…' });
  await runUntil(page, async () => {
    await page.mouse.move(400, 300);
    await page.mouse.move(400, 5);
    await expect(exit).toBeVisible({ timeout: 200 });
  });
  await page.keyboard.press('Escape');
  await expect(exit).toBeHidden();
  await page.context().close();
});

test('a signed-in user never sees a popup', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, demoAccounts.patient);
  await expect(page).not.toHaveURL(/\/auth/);
  await page.clock.install();
  await page.goto('/');
  await page.clock.runFor(10_000);
  await page.mouse.move(400, 300);
  await page.mouse.move(400, 2);
  await page.clock.runFor(1000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await context.close();
});

test('a campaign an admin creates with a script in its template stays inert', async ({
  browser,
  baseURL,
  playwright,
}) => {
  const api = await adminApi(playwright, baseURL ?? '');
  const list = (await (await api.get('/api/admin/campaigns')).json()) as { id: number; isActive: boolean }[];
  const seededActive = list.filter((campaign) => campaign.isActive).map((campaign) => campaign.id);
  const admin = await browser.newContext({ baseURL });
  const adminPage = await admin.newPage();
  await signIn(adminPage, demoAccounts.admin);
  await expect(adminPage).not.toHaveURL(/\/auth/);
  await adminPage.goto('/admin/promotions');
  await adminPage.getByRole('button', { name: 'Create Campaign' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Create Campaign' });
  await dialog.getByLabel('Name').fill('XSS probe');
  await dialog.getByLabel('Delay (seconds)').fill('1');
  await dialog.getByLabel('Title').fill('<img src=x onerror="window.__xss = 1">Hello');
  await dialog.getByLabel('Button label').fill('Join');
  await dialog
    .getByLabel('HTML template')
    .fill(
      '<div class="popup" style="background: #ffffff" onmouseover="window.__xss = 1"><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 1"><button class="button" style="background: #7c3aed">Go</button></div>',
    );
  await dialog.getByRole('switch', { name: 'Active' }).click();
  await dialog.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(dialog).toBeHidden();
  const created = (await (await api.get('/api/admin/campaigns')).json()) as {
    id: number;
    name: string;
    htmlTemplate: string;
  }[];
  const probe = created.find((campaign) => campaign.name === 'XSS probe');
  expect(probe?.htmlTemplate).not.toMatch(/script|onerror|onmouseover|<img/);
  await admin.close();
  try {
    for (const id of seededActive)
      await api.patch(`/api/admin/campaigns/${id}/active`, { data: { isActive: false } });
    const page = await visitorPage(browser, baseURL ?? '');
    await page.goto('/');
    const popup = page.getByRole('dialog');
    await runUntil(page, () => expect(popup).toBeVisible({ timeout: 200 }));
    // The title is text, never markup; nothing in the template ran.
    await expect(popup.getByRole('heading')).toHaveText('<img src=x onerror="window.__xss = 1">Hello');
    await popup.hover();
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await page.context().close();
  } finally {
    if (probe) await api.patch(`/api/admin/campaigns/${probe.id}/active`, { data: { isActive: false } });
    for (const id of seededActive)
      await api.patch(`/api/admin/campaigns/${id}/active`, { data: { isActive: true } });
    await api.dispose();
  }
});

test('an admin creates a promo code and checking it at checkout applies it', async ({
  browser,
  baseURL,
  playwright,
}) => {
  const code = `E2E${Date.now() % 100000}`;
  const admin = await browser.newContext({ baseURL });
  const page = await admin.newPage();
  await signIn(page, demoAccounts.admin);
  await expect(page).not.toHaveURL(/\/auth/);
  await page.goto('/admin/promo-codes');
  await page.getByRole('button', { name: 'Create Promo Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Promo Code' });
  await dialog.getByLabel('Code', { exact: true }).fill(code);
  await dialog.getByRole('combobox', { name: 'Discount type' }).click();
  await page.getByRole('option', { name: 'Fixed amount (AUD)' }).click();
  await dialog.getByLabel('Amount (AUD)').fill('15');
  await dialog.getByRole('combobox', { name: 'Valid for' }).click();
  await page.getByRole('option', { name: 'Assessments' }).click();
  await dialog.getByRole('button', { name: 'Create Promo Code' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: code })).toHaveCount(1);
  await admin.close();

  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL ?? '' } });
  const valid = await api.post('/api/promo-codes/validate', {
    data: { code: code.toLowerCase(), appliesTo: 'assessment' },
  });
  expect(valid.status()).toBe(200);
  expect(await valid.json()).toEqual({
    code,
    discountType: 'fixed_amount',
    value: 1500,
    validFor: 'assessment',
  });
  const wrong = await api.post('/api/promo-codes/validate', { data: { code, appliesTo: 'prescription' } });
  expect(wrong.status()).toBe(400);
  // A live code used on the other product says what it is for (docs/product/campaigns.md).
  expect((await wrong.json()).message).toBe(promoCodeMessages.onlyFor.assessment);
  await api.dispose();
});
