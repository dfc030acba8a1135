import { expect, type Page, test } from '@playwright/test';
import { demoAccounts, demoPassword, signIn, signInHere } from './helpers';

// One journey through the settings area and the admin profile (docs/product/settings.md), in order: it ends with a
// password change that signs the admin out, after which the demo password is put back for other specs.
test.describe.configure({ mode: 'serial' });

const newPassword = 'Fresh#Passw0rd-2026';

async function settingValue(page: Page, key: string): Promise<string | undefined> {
  const list = (await (await page.request.get('/api/settings')).json()) as { key: string; value: string }[];
  return list.find((item) => item.key === key)?.value;
}

test('an admin edits settings, verifies the email, updates the profile and changes the password', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, demoAccounts.admin);
  await expect(page).toHaveURL(/\/admin/);

  // /admin/settings opens the first tab.
  await page.goto('/admin/settings');
  await expect(page).toHaveURL(/\/admin\/settings\/fees$/);
  await expect(page.getByRole('tab', { name: 'Assessment Fees' })).toHaveAttribute('aria-selected', 'true');

  // The eight tabs share one row at 1280 px, each wholly visible.
  await page.setViewportSize({ width: 1280, height: 800 });
  const tabList = page.getByRole('tablist', { name: 'Settings sections' });
  const listBox = await tabList.boundingBox();
  const tabBoxes = await Promise.all((await tabList.getByRole('tab').all()).map((tab) => tab.boundingBox()));
  expect(tabBoxes).toHaveLength(8);
  expect(new Set(tabBoxes.map((box) => Math.round(box?.y ?? -1))).size).toBe(1);
  const lastEnd = Math.max(...tabBoxes.map((box) => (box?.x ?? 0) + (box?.width ?? 0)));
  expect(lastEnd).toBeLessThanOrEqual((listBox?.x ?? 0) + (listBox?.width ?? 0) + 1);

  // A fee change.
  const edFee = page.getByLabel(/Erectile Dysfunction Assessment Fee/);
  await expect(edFee).toHaveValue('20.00');
  await edFee.fill('35.50');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings updated', { exact: true })).toBeVisible();
  expect(await settingValue(page, 'ed_assessment_fee')).toBe('35.50');

  // Company Info with an address suggestion picked.
  await page.getByRole('tab', { name: 'Company Info' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/company$/);
  const companyName = page.getByLabel(/^Company Name/);
  await expect(companyName).toHaveValue('Telehealth Demo Pty Ltd');
  await companyName.fill('Acme Telehealth Pty Ltd');
  const street = page.getByRole('combobox', { name: /Street Address/ });
  await street.fill('');
  await street.pressSequentially('100 Collins Street, Melbou', { delay: 20 });
  await page.getByRole('option', { name: '100 Collins Street, Melbourne VIC 3000' }).click();
  await expect(page.getByLabel(/^Suburb\/City/)).toHaveValue('Melbourne');
  await expect(page.getByLabel(/^State/)).toHaveValue('VIC');
  await expect(page.getByLabel(/^Postcode/)).toHaveValue('3000');
  await expect(street).toHaveValue('100 Collins Street');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Company information has been updated', { exact: true })).toBeVisible();
  expect(await settingValue(page, 'company_name')).toBe('Acme Telehealth Pty Ltd');
  expect(await settingValue(page, 'company_suburb')).toBe('Melbourne');
  expect(await settingValue(page, 'contact_number')).toBe('+611300000000');

  // The post tracking URL: an invalid value is refused and Save stays off.
  await page.goto('/admin/settings/post');
  const trackingUrl = page.getByLabel(/Post Tracking Base URL/);
  await trackingUrl.fill('not a url');
  await expect(
    page.getByText('Please enter a valid URL (e.g., https://auspost.com.au/mypost/track/details/)'),
  ).toBeVisible();
  const trackingForm = page.getByRole('form', { name: 'Post Tracking' });
  await expect(trackingForm.getByRole('button', { name: 'Save' })).toBeDisabled();
  const refused = await page.request.put('/api/settings/post_tracking_base_url', {
    data: { value: 'not a url' },
  });
  expect(refused.status()).toBe(400);
  await trackingUrl.fill('https://auspost.com.au/mypost/track/details/');
  await trackingForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings Updated', { exact: true })).toBeVisible();

  // The notification toggles.
  await page.getByRole('tab', { name: 'Notifications' }).click();
  const sms = page.getByRole('switch', { name: /Appointment SMS notifications/ });
  await expect(sms).toBeChecked();
  await sms.click();
  await expect(page.getByText('Settings Updated', { exact: true }).first()).toBeVisible();
  await expect(sms).not.toBeChecked();
  await expect.poll(() => settingValue(page, 'admin_notification_appointment_sms_enabled')).toBe('false');
  await expect(page.getByLabel('Contact Email')).toHaveValue('alex.morgan@example.com');

  // Email verification with the code read from the outbox.
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByText('Not Verified', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page.getByText('Verification code sent', { exact: true })).toBeVisible();
  const outbox = (await (await page.request.get('/api/admin/outbox?channel=email')).json()) as {
    items: { recipient: string; subject: string | null; body: string }[];
  };
  const codeEmail = outbox.items.find(
    (item) => item.recipient === demoAccounts.admin && /verification code/.test(item.subject ?? ''),
  );
  const code = /\b(\d{6})\b/.exec(codeEmail?.body ?? '')?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel(/Verification Code/).fill(code ?? '');
  await expect(page.getByText('Email verified', { exact: true })).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verify Email' })).toBeDisabled();

  // The profile.
  await page.goto('/admin/profile');
  await expect(page.getByLabel(/^Email/)).toHaveValue(demoAccounts.admin);
  await page.getByLabel(/^Last Name/).fill('Morgan-Lee');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile Updated', { exact: true })).toBeVisible();
  const me = (await (await page.request.get('/api/user')).json()) as { lastName: string };
  expect(me.lastName).toBe('Morgan-Lee');

  // A password change signs the user out everywhere.
  await page.getByRole('tab', { name: 'Change Password' }).click();
  await page.getByLabel(/^Current Password/).fill(demoPassword);
  await page.getByLabel(/^New Password/).fill(newPassword);
  await page.getByLabel(/^Confirm New Password/).fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password Updated', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
  expect((await page.request.get('/api/user')).status()).toBe(401);

  // The old password no longer works; the new one does. Then the demo password is put back.
  await signInHere(page, demoAccounts.admin, newPassword);
  await expect(page).toHaveURL(/\/admin/);
  const restored = await page.request.put('/api/admin/password', {
    data: { currentPassword: newPassword, newPassword: demoPassword },
  });
  expect(restored.status()).toBe(200);
});
