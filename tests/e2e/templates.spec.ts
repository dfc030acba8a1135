import { expect, type Page, test } from '@playwright/test';
import { demoAccounts, signIn } from './helpers';

test.setTimeout(120_000);

async function signInAsAdmin(page: Page) {
  await signIn(page, demoAccounts.admin);
  await expect(page).toHaveURL('/admin');
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test('an email template is edited, refused with an unknown placeholder, previewed, reset and toggled', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/settings/email');
  await choose(page, 'Template', 'Email Verification OTP');
  await expect(page.getByText('Default', { exact: true })).toBeVisible();

  const heading = page.getByLabel('Heading', { exact: true });
  await heading.fill('Your {{brandName}} code is {{otp}}');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Template updated successfully', { exact: true })).toBeVisible();
  await expect(page.getByText('Customised', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const frame = page.frameLocator('iframe[title="Email Verification OTP preview"]');
  await expect(frame.getByText('code is 482913')).toBeVisible();
  const height = await page
    .locator('iframe[title="Email Verification OTP preview"]')
    .evaluate((element) => Math.round(element.getBoundingClientRect().height));
  expect(height).toBe(580);
  expect(await page.locator('iframe[title="Email Verification OTP preview"]').getAttribute('sandbox')).toBe(
    '',
  );

  await page.getByRole('tab', { name: 'Edit Sections' }).click();
  await page.getByLabel('Heading', { exact: true }).fill('Code for {{fristName}}');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByText(/^Unknown placeholder \{\{fristName\}\}\. Valid placeholders: \{\{firstName\}\}/),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Reset to Default' }).click();
  await expect(page.getByText('Template reset to default', { exact: true })).toBeVisible();
  await expect(page.getByText('Default', { exact: true })).toBeVisible();

  const active = page.getByRole('switch', { name: 'Send this template' });
  await expect(active).toBeChecked();
  await active.click();
  await expect(page.getByText('Template deactivated successfully', { exact: true })).toBeVisible();
  await expect(active).not.toBeChecked();
  await active.click();
  await expect(page.getByText('Template activated successfully', { exact: true })).toBeVisible();
  await expect(active).toBeChecked();
});

test('an SMS template counts its segments, saves, and cannot be saved while disabled', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/settings/sms');
  await choose(page, 'Template', 'Appointment Booking');
  const card = page.getByRole('region', { name: 'Appointment Booking' });
  const content = card.getByLabel('Content');

  await content.fill('Hi there, see you on Monday.');
  await expect(card.getByText('28 characters, 1 segment (GSM-7)', { exact: false })).toBeVisible();
  // Braces are in GSM-7's extension table: two septets each.
  await content.fill('{{patientFirstName}}');
  await expect(card.getByText('24 characters, 1 segment (GSM-7)', { exact: false })).toBeVisible();
  await content.fill('a'.repeat(161));
  await expect(card.getByText('161 characters, 2 segments (GSM-7)', { exact: false })).toBeVisible();
  await content.fill(`Kia ora ${'ā'.repeat(70)}`);
  await expect(card.getByText('78 characters, 2 segments (UCS-2)', { exact: false })).toBeVisible();

  await content.fill(
    'Hi {{patientFirstName}}, your appointment is booked for {{appointmentDate}} at {{appointmentTime}}.',
  );
  await card.getByRole('button', { name: 'Save Template' }).click();
  await expect(page.getByText('Template saved', { exact: true })).toBeVisible();

  await card.getByRole('switch', { name: 'Send this template' }).click();
  await expect(card.getByText('Disabled', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Save Template' })).toBeDisabled();
  await expect(card.getByLabel('Content')).toBeDisabled();
  await page.getByRole('combobox', { name: 'Template' }).click();
  await expect(page.getByRole('option', { name: /Appointment Booking.*Disabled/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await card.getByRole('switch', { name: 'Send this template' }).click();
  await expect(card.getByRole('button', { name: 'Save Template' })).toBeEnabled();
});

test('a prescription template is created, made default, previewed as HTML and as an A6 PDF, and its deletion refused', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/settings/prescription');
  await page.getByRole('button', { name: 'New Template' }).click();

  const name = `Compact E2E ${Date.now()}`;
  const body =
    '<h1>{{companyName}}</h1><p>Prescriber: {{practitionerName}} ({{prescriberNumber}})</p><p>Patient: {{patientName}}</p><p>{{medicineName}}</p><p>{{practitionerSignature}}</p>';
  await page.getByLabel('Template Name').fill(name);
  await page.getByLabel('Template Content (HTML)').fill(body);
  await page.getByRole('button', { name: 'Set as Default' }).click();
  await expect(page.getByText('Save the template first before setting as default')).toBeVisible();

  // A placeholder button inserts at the cursor.
  const editor = page.getByLabel('Template Content (HTML)');
  await editor.focus();
  await editor.press('End');
  await page.getByRole('button', { name: 'Insert {{prescriptionDate}}' }).click();
  await expect(editor).toHaveValue(`${body}{{prescriptionDate}}`);

  await page.getByRole('button', { name: 'Save Template' }).click();
  await expect(page.getByText('Template saved', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Set as Default' }).click();
  await expect(page.getByRole('button', { name: 'Default Template' })).toBeDisabled();

  await page.getByRole('tab', { name: 'Preview' }).click();
  const frame = page.frameLocator('iframe[title="Prescription preview"]');
  await expect(frame.getByText('Prescriber: Dr. Sarah Mitchell (1234567)')).toBeVisible();

  const pdf = await page.request.post('/api/prescription-templates/preview/pdf', {
    data: { templateReact: body },
  });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const bytes = (await pdf.body()).toString('latin1');
  expect(bytes.startsWith('%PDF')).toBe(true);
  const box = /MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(bytes);
  // A6: 105 × 148 mm in points.
  expect(Math.round(Number(box?.[1]))).toBe(Math.round((105 / 25.4) * 72));
  expect(Math.round(Number(box?.[2]))).toBe(Math.round((148 / 25.4) * 72));

  await page.getByRole('button', { name: 'Back to Templates' }).click();
  await expect(page.getByRole('heading', { name, level: 3 })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Cannot Delete', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Cannot delete the default template. Set another template as default first.', {
      exact: true,
    }),
  ).toBeVisible();
});
