import { expect, type Page, test } from '@playwright/test';
import { demoAccounts, signIn } from './helpers';

test.setTimeout(90_000);

/** A valid 1×1 transparent PNG. */
const pixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function signInAsAdmin(page: Page) {
  await signIn(page, demoAccounts.admin);
  await expect(page).toHaveURL('/admin');
}

test('a privacy policy with a script-bearing image is published without running it', async ({ page }) => {
  await signInAsAdmin(page);
  const title = `Privacy Policy E2E ${Date.now()}`;
  const created = await page.request.post('/api/admin/legal-documents', {
    data: {
      type: 'privacy_policy',
      title,
      content: '<p>We protect your data.</p><img src=x onerror="window.__xss=1"><p>Contact us any time.</p>',
      isActive: false,
    },
  });
  expect(created.ok()).toBe(true);

  await page.goto('/admin/legal-documents');
  const card = page.getByRole('listitem', { name: title });
  await card.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Document activated successfully', { exact: true })).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();

  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('We protect your data.')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator('[onerror]')).toHaveCount(0);
});

test('a visitor sends the contact form with a PNG and an admin downloads it and resolves it', async ({
  page,
}) => {
  const subject = `Refund request ${Date.now()}`;
  // The page's clock runs as usual, and is paused below while the toast is measured: a toast closes by itself after
  // five seconds, which a busy machine can spend between the toast appearing and its box being read.
  await page.clock.install();
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel(/^Name/).fill('Ada Lovelace');
  await form.getByLabel(/^Email/).fill('ada@example.com');
  await form.getByRole('combobox', { name: /Enquiry Type/ }).click();
  await page.getByRole('option', { name: 'Billing' }).click();
  await form.getByLabel(/^Subject/).fill(subject);
  await form.getByLabel(/^Message/).fill('I was charged twice.\nPlease refund one payment.');
  await form
    .getByLabel(/Attachments/)
    .setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: pixelPng });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(/Thank you for contacting us/)).toBeVisible();

  await signInAsAdmin(page);
  await page.goto('/admin/contact-submissions');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Submissions' })).toBeVisible();
  await page.getByLabel('Search').fill(subject);
  await expect(page.getByText('1 submission displayed (filtered)')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row.getByText('1 attachment')).toBeAttached();
  await row.getByRole('button', { name: /View Details/ }).click();

  const details = page.getByRole('dialog', { name: subject });
  await expect(details.getByRole('heading', { name: 'Attachment' })).toBeVisible();
  await expect(details.getByText('pixel.png')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await details.getByRole('link', { name: 'Download pixel.png' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('pixel.png');

  await details.getByRole('button', { name: 'Update Status' }).click();
  const update = page.getByRole('dialog', { name: 'Update Submission Status' });
  await update.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Resolved' }).click();
  await page.clock.pauseAt(Date.now() + 1000);
  await update.getByRole('button', { name: 'Update' }).click();
  // Time moves only as the test moves it, a tenth of a second at a time, until the toast is up.
  await expect(async () => {
    await page.clock.runFor(100);
    await expect(page.getByText('Status updated', { exact: true })).toBeVisible({ timeout: 250 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText('Submission status updated to Resolved', { exact: true })).toBeVisible();
  // The toast leaves the dialog's actions clear: 'Update Status' can be pressed again at once.
  // The toast itself, in the notifications region (the role="status" announcer holds its text only for a moment).
  const toastBox = await page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: 'Status updated' })
    .boundingBox();
  const buttonBox = await details.getByRole('button', { name: 'Update Status' }).boundingBox();
  const overlaps =
    !!toastBox &&
    !!buttonBox &&
    toastBox.x < buttonBox.x + buttonBox.width &&
    buttonBox.x < toastBox.x + toastBox.width &&
    toastBox.y < buttonBox.y + buttonBox.height &&
    buttonBox.y < toastBox.y + toastBox.height;
  expect(overlaps).toBe(false);
  await details.getByRole('button', { name: 'Update Status' }).click({ trial: true, timeout: 2000 });
  await page.clock.resume();
});

async function sendTestSmsAndEmail(page: Page) {
  await signInAsAdmin(page);
  const me = (await (await page.request.get('/api/user')).json()) as { id: number };
  const recipient = `outbox-${Date.now()}@example.com`;
  await page.goto('/admin/testing');
  await page.getByLabel(/Phone Number/).fill('0412 345 678');
  await page.getByRole('button', { name: 'Send Test SMS' }).click();
  await expect(page.getByText(/^Test SMS sent successfully to 0412 345 678 using /)).toBeVisible();

  await page.getByRole('tab', { name: 'Test Email' }).click();
  await page.getByRole('combobox', { name: 'Email Template' }).click();
  await page.getByRole('option', { name: 'Message Notification' }).click();
  await page.getByLabel('Recipient Email').fill(recipient);
  await page.getByLabel('User ID').fill(String(me.id));
  await page.getByRole('button', { name: 'Send Test Email' }).click();
  await expect(page.getByText('Test Email Sent', { exact: true })).toBeVisible();
  return recipient;
}

test('a test SMS and a test email are both recorded in the outbox', async ({ page }) => {
  const recipient = await sendTestSmsAndEmail(page);
  const outbox = (await (await page.request.get('/api/admin/outbox')).json()) as {
    items: { channel: string; recipient: string }[];
  };
  expect(outbox.items).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ channel: 'email', recipient }),
      expect.objectContaining({ channel: 'sms', recipient: expect.stringContaining('412345678') }),
    ]),
  );
});

test('the Outbox tab lists the test SMS and the test email', async ({ page }) => {
  const recipient = await sendTestSmsAndEmail(page);
  await page.getByRole('tab', { name: 'Outbox' }).click();
  const outbox = page.getByRole('region', { name: 'Outbox' });
  await expect(outbox.getByRole('row').filter({ hasText: recipient })).toContainText('Email', {
    timeout: 5_000,
  });
  await expect(outbox.getByRole('row').filter({ hasText: '412345678' }).first()).toContainText('SMS');
});

test('an invalid appointment duration is refused and a valid one is saved', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/appointment-settings');
  const first = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Edit Duration' }) })
    .first();
  const name = await first.getAttribute('aria-label');
  expect(name).toBeTruthy();
  const card = page.getByRole('listitem', { name: name ?? '', exact: true });
  await card.getByRole('button', { name: 'Edit Duration' }).click();
  const input = card.getByLabel('Appointment duration (minutes)');
  await input.fill('4');
  await expect(card.getByText('Duration must be at least 5 minutes')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Save Changes' })).toBeDisabled();

  await input.fill('5');
  await expect(card.getByText('Settings are valid and within constraints')).toBeVisible();
  await card.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings Updated', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Appointment duration updated successfully for practitioner.', { exact: true }),
  ).toBeVisible();
});
