import { expect, test } from '@playwright/test';
import { demoAccounts, signIn } from './helpers';

test.setTimeout(120_000);

/** A valid 1×1 PNG. */
const pixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a writer writes, autosaves, publishes and unpublishes an article that visitors find by search', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const title = `Gardening for wellbeing ${stamp}`;
  const bodyWord = `marigolds${stamp}`;
  const seoTitle = `Gardening and your health ${stamp}`;

  await signIn(page, demoAccounts.writer);
  await expect(page).toHaveURL('/content-writer');
  await page.goto('/content-writer/new-article');
  const form = page.getByRole('form', { name: 'Article' });
  await form.getByLabel(/^Title/).fill(title);
  await form.getByLabel('SEO title').fill(seoTitle);

  // The first autosave creates the draft and moves to its edit address; the editor stays mounted.
  await expect(page).toHaveURL(/\/content-writer\/edit-article\/\d+$/, { timeout: 15_000 });
  const editUrl = page.url();
  const id = editUrl.split('/').pop();

  // A heading, a list and a link, typed the way a writer does (markdown shortcuts and the Link button).
  const editor = form.locator('[contenteditable="true"]');
  await editor.click();
  await page.keyboard.type('## Why gardening helps\n');
  await page.keyboard.type(`Time outdoors among ${bodyWord} lifts the mood.\n`);
  await page.keyboard.type('- Fresh air\nGentle exercise\n\n');
  await page.keyboard.type('Read more at ');
  await form.getByRole('button', { name: 'Link' }).click();
  await page.getByRole('dialog', { name: 'Link' }).getByLabel('URL').fill('https://www.healthdirect.gov.au');
  await page.getByRole('dialog', { name: 'Link' }).getByLabel('URL').press('Enter');
  await editor.click();
  await page.keyboard.press('End');
  const autosaved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().endsWith(`/api/writer/articles/${id}`),
  );
  await page.keyboard.type(' today.');
  await expect(editor.getByRole('heading', { level: 2, name: 'Why gardening helps' })).toBeVisible();
  expect((await autosaved).status()).toBe(200);

  await form.getByLabel('Upload a cover image').setInputFiles({
    name: 'garden.png',
    mimeType: 'image/png',
    buffer: pixelPng,
  });
  await expect(form.getByRole('img', { name: 'Current cover' })).toBeVisible();
  await expect(form.getByText('Saved', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(form.getByText('Saving…')).toHaveCount(0, { timeout: 15_000 });

  // The draft survives a reload.
  await page.reload();
  await expect(form.getByLabel(/^Title/)).toHaveValue(title);
  await expect(editor.getByRole('heading', { level: 2, name: 'Why gardening helps' })).toBeVisible();
  await expect(editor.getByRole('listitem')).toHaveCount(2);
  await expect(editor.getByRole('link', { name: 'https://www.healthdirect.gov.au' })).toBeVisible();

  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(form.getByRole('button', { name: 'Unpublish' })).toBeVisible();

  // An anonymous visitor finds it by a word of its body and reads it by slug.
  const visitor = await browser.newPage();
  await visitor.goto(`/articles?q=${bodyWord}`);
  const result = visitor.getByRole('link', { name: title });
  await expect(result).toBeVisible();
  await result.click();
  await expect(visitor).toHaveURL(/\/articles\/gardening-for-wellbeing-\d+$/);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor).toHaveTitle(seoTitle);
  await expect(visitor.getByRole('link', { name: 'https://www.healthdirect.gov.au' })).toBeVisible();
  const articleUrl = visitor.url();

  // A second writer may not touch it.
  const other = await browser.newPage();
  await signIn(other, 'writer2@example.com');
  await expect(other).toHaveURL('/content-writer');
  const refused = await other.request.put(`/api/writer/articles/${id}`, { data: { title: 'Taken over' } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe('You can only edit your own articles');

  // Unpublished, the address shows the not-found page.
  await form.getByRole('button', { name: 'Unpublish' }).click();
  await expect(form.getByRole('button', { name: 'Publish' })).toBeVisible();
  await visitor.goto(articleUrl);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Page not found...' })).toBeVisible();
});

test('script in an article stays inert for readers', async ({ page }) => {
  await signIn(page, demoAccounts.writer);
  await expect(page).toHaveURL('/content-writer');
  const created = await page.request.post('/api/writer/articles', {
    data: {
      title: `Inert script ${Date.now()}`,
      content:
        '<p>Safe text.</p><script>window.__xss=1</script><img src=x onerror="window.__xss=1"><a href="javascript:window.__xss=1">click</a>',
    },
  });
  expect(created.status()).toBe(201);
  const { article } = await created.json();
  expect((await page.request.post(`/api/writer/articles/${article.id}/publish`)).ok()).toBe(true);

  await page.goto(`/articles/${article.slug}`);
  await expect(page.getByText('Safe text.')).toBeVisible();
  await page.getByText('click', { exact: true }).click();
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator('article [onerror], article script, article [href^="javascript"]')).toHaveCount(
    0,
  );
});

test('the public pages arrive rendered: a visitor reads them before (and without) any script', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // Drawn before the app runs, the content is inert (out of the accessibility tree until the app replaces it), so
  // these look for the text itself.
  const heading = (level: number, text: string) => page.locator(`h${level}`, { hasText: text });

  // Per request, with the data the server has now.
  await page.goto('/articles/understanding-erectile-dysfunction');
  await expect(heading(1, 'Understanding erectile dysfunction')).toBeVisible();
  await expect(heading(2, 'What is erectile dysfunction?')).toBeVisible();
  await page.goto('/articles?q=erectile');
  await expect(page.locator('a', { hasText: 'Understanding erectile dysfunction' })).toBeVisible();
  await page.goto('/privacy');
  await expect(heading(1, 'Privacy Policy')).toBeVisible();

  // At build time, the same for every visitor; nothing can be typed or submitted before the app runs.
  await page.goto('/auth');
  await expect(heading(1, 'Welcome')).toBeVisible();
  await expect(page.locator('main')).toHaveAttribute('inert', '');
  await page.goto('/erectile-dysfunction');
  await expect(heading(1, 'Erectile dysfunction treatment')).toBeVisible();
  await context.close();
});

test('with the app running, the rendered page is the live one', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  await expect(page.locator('main')).not.toHaveAttribute('inert');
  await page.getByLabel('Email').fill('nobody@example.com');
  await expect(page.getByLabel('Email')).toHaveValue('nobody@example.com');
});
