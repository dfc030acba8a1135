// Admin management (docs/product/admin.md): each admin journey in Chromium against the real server.
import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { subscribedVisitorAt } from '../playwright.config';
import { demoAccounts, signIn, signInHere } from './helpers';
import { outbox, paidAssessment, registeredPatient } from './journey-helpers';

test.setTimeout(90_000);

async function signInAsAdmin(page: Page) {
  await signIn(page, demoAccounts.admin);
  await expect(page).toHaveURL('/admin');
}

test('an admin opens the reports, picks a range and downloads a report as CSV', async ({ page }) => {
  await signInAsAdmin(page);
  // The dashboard has its two charts of the last 30 days.
  await expect(page.getByRole('figure', { name: /Payments, last 30 days/ })).toBeVisible();
  await expect(page.getByRole('figure', { name: /Assessments by outcome, last 30 days/ })).toBeVisible();

  await page.getByRole('link', { name: 'Reports' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const revenue = page.getByRole('region', { name: 'Revenue by day' });
  await expect(revenue.getByRole('table')).toBeVisible();
  await expect(revenue.getByRole('figure')).toBeVisible();

  // A reversed range is refused in the form, with the server's words; a good one goes into the address.
  await page.getByLabel('From', { exact: true }).fill('2026-09-10');
  await page.getByLabel('To', { exact: true }).fill('2026-09-01');
  await page.getByRole('button', { name: 'Show reports' }).click();
  await expect(page.getByText('The start date must be on or before the end date.')).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill('2026-08-01');
  await page.getByRole('button', { name: 'Show reports' }).click();
  await expect(page).toHaveURL(/\/admin\/reports\?from=2026-08-01&to=2026-09-01$/);
  await expect(revenue.getByRole('row')).toHaveCount(1 + 32);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    revenue.getByRole('link', { name: 'Download CSV of Revenue by day' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const path = await download.path();
  const lines = (await readFile(path, 'utf8')).trim().split(/\r?\n/);
  expect(lines[0]).toBe('day,payments,gross_aud,refunded_aud,net_aud');
  expect(lines).toHaveLength(1 + 32);
  expect(lines[1]).toMatch(/^"2026-08-01",\d+,"\d+\.\d{2}","\d+\.\d{2}","-?\d+\.\d{2}"$/);
});

/** The set-password link of the newest email to `email`, as the admin's outbox holds it. */
async function passwordLinkFor(page: Page, email: string): Promise<string> {
  let link = '';
  await expect(async () => {
    const mail = (await outbox(page.request, 'email')).find((message) => message.recipient === email);
    const found = mail?.body.match(/https?:\/\/\S+\/set-password\?token=[\w-]+/);
    expect(found, `a set-password link emailed to ${email}`).toBeTruthy();
    link = found?.[0] ?? '';
  }).toPass({ timeout: 15_000 });
  return new URL(link).pathname + new URL(link).search;
}

/** A new browser (no session) that sets its password through the emailed link, then signs in with it. */
async function setPasswordAndSignIn(browser: Browser, link: string, email: string, password: string) {
  const origin = test.info().project.use.baseURL;
  if (!origin) throw new Error('the e2e config sets baseURL');
  const context = await browser.newContext({ baseURL: origin, storageState: subscribedVisitorAt(origin) });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Set your password' });
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue(email);
  await form.getByLabel('New Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm New Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText('Your password has been set. You can now sign in.')).toBeVisible();
  // The link works once.
  const again = await context.newPage();
  await again.goto(link);
  await expect(again.getByText('This link has expired or has already been used.')).toBeVisible();
  await again.close();
  await page.goto('/auth');
  await signInHere(page, email, password);
  return { context, page };
}

test('an admin finds a patient by phone, opens the record, and the read is in the audit log', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Patients' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Patients' })).toBeVisible();
  // The demo patient's phone, typed the way people write it.
  await page.getByRole('searchbox', { name: 'Search' }).fill('0412 345 678');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=0412/);
  const table = page.getByRole('table', { name: 'Patients' });
  await expect(table.getByRole('link')).toHaveCount(1);
  await table.getByRole('link', { name: 'Liam Nguyen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Liam Nguyen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Message patient' })).toBeVisible();
  const patientId = new URL(page.url()).pathname.split('/').at(-1);

  const audit = await page.request.get(
    `/api/admin/audit?action=patient_record.read&targetId=${patientId}&limit=5`,
  );
  expect(audit.ok()).toBe(true);
  const [entry] = (await audit.json()).items as { actorName: string; targetType: string; at: string }[];
  expect(entry).toMatchObject({ targetType: 'patient' });
  expect(Date.now() - Date.parse(entry?.at ?? '')).toBeLessThan(60_000);
});

test('an admin adds a practitioner, who sets a password through the emailed link and signs in', async ({
  page,
  browser,
}) => {
  const email = `dr.e2e.${Date.now()}@example.com`;
  await signInAsAdmin(page);
  await page.goto('/admin/practitioners');
  await page.getByRole('button', { name: 'Add Practitioner' }).click();
  const form = page.getByRole('form', { name: 'Add Practitioner' });
  await form.getByLabel('First Name', { exact: true }).fill('Grace');
  await form.getByLabel('Last Name', { exact: true }).fill('Hopper');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByRole('button', { name: 'Add Practitioner' }).click();
  await expect(
    page.getByText('Practitioner added. We have emailed them a link to set their password.').first(),
  ).toBeVisible();

  const link = await passwordLinkFor(page, email);
  const practitioner = await setPasswordAndSignIn(browser, link, email, 'Hopper#Compiler1952');
  await expect(practitioner.page).toHaveURL('/practitioner');
  await practitioner.context.close();
});

test('an admin disables a content writer, whose open session is refused at its next request', async ({
  page,
  browser,
}) => {
  const email = `writer.e2e.${Date.now()}@example.com`;
  await signInAsAdmin(page);
  await page.goto('/admin/content-writers');
  await page.getByRole('button', { name: 'Add Content Writer' }).click();
  const form = page.getByRole('form', { name: 'Add Content Writer' });
  await form.getByLabel('First Name', { exact: true }).fill('Ida');
  await form.getByLabel('Last Name', { exact: true }).fill('Wells');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByRole('button', { name: 'Add Content Writer' }).click();

  const link = await passwordLinkFor(page, email);
  const writer = await setPasswordAndSignIn(browser, link, email, 'Wells#Reporter1892');
  await expect(writer.page).toHaveURL('/content-writer');
  expect((await writer.page.request.get('/api/user')).status()).toBe(200);

  await page.getByRole('searchbox', { name: 'Search' }).fill(email);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Disable Ida Wells' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText('Content writer disabled and signed out').first()).toBeVisible();

  // The writer's open session: refused at once, and the page sends them to sign in.
  expect((await writer.page.request.get('/api/user')).status()).toBe(401);
  await writer.page.reload();
  await expect(writer.page).toHaveURL(/\/(auth|login)/);
  await writer.context.close();
});

test('an admin posts a prescription with a tracking number, and the email carries the tracking link', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const ready = await page.request.get('/api/admin/prescriptions?status=ready&pageSize=1');
  expect(ready.ok()).toBe(true);
  const [prescription] = (await ready.json()).items as { id: number }[];
  if (!prescription) throw new Error('the demo seed has a prescription ready to post');
  const detail = await page.request.get(`/api/admin/prescriptions/${prescription.id}`);
  const patientEmail = ((await detail.json()) as { patient: { email: string } }).patient.email;
  expect(patientEmail).toMatch(/@/);

  await page.goto('/admin/prescriptions');
  await page
    .getByRole('link', { name: `Prescription #${prescription.id}`, exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(`/admin/prescriptions/${prescription.id}`);
  const form = page.getByRole('form', { name: 'Update prescription status' });
  // Posted needs its tracking number, in the server's words.
  await form.getByRole('button', { name: 'Mark as Posted' }).click();
  await expect(form.getByLabel('Tracking number')).toHaveAccessibleDescription(/tracking number/i);
  const tracking = `AP${Date.now()}AU`;
  await form.getByLabel('Tracking number').fill(tracking);
  await form.getByRole('button', { name: 'Mark as Posted' }).click();
  await expect(page.getByText('Prescription marked as posted').first()).toBeVisible();
  await expect(page.getByRole('form', { name: 'Update prescription status' }).getByRole('button')).toHaveText(
    /Mark as Delivered/,
  );

  // An illegal move (back to ready) is refused with 409.
  const back = await page.request.post(`/api/admin/prescriptions/${prescription.id}/status`, {
    data: { status: 'ready' },
  });
  expect(back.status()).toBe(409);

  await expect(async () => {
    const mail = (await outbox(page.request, 'email')).find(
      (message) => message.recipient === patientEmail && message.body.includes(tracking),
    );
    expect(mail?.html ?? mail?.body).toContain(`https://auspost.com.au/mypost/track/details/${tracking}`);
  }).toPass({ timeout: 15_000 });
});

test("an admin books an appointment for a patient's paid assessment on the slot engine", async ({
  page,
  playwright,
  baseURL,
}) => {
  const patient = await registeredPatient(playwright, baseURL ?? '', 'Booked');
  const assessmentId = await paidAssessment(patient.api);
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Appointments' }).first().click();
  await page.getByRole('link', { name: 'Book Appointment' }).first().click();
  await expect(page).toHaveURL('/admin/appointments/create');
  await page.getByRole('searchbox', { name: 'Search' }).fill(patient.email);
  await page.keyboard.press('Enter');
  await page
    .getByRole('button', {
      name: `Choose ${patient.firstName} ${patient.lastName}, assessment #${assessmentId}`,
    })
    .click();
  const booking = page.getByRole('form', { name: 'Book a consultation' });
  await booking.getByRole('radiogroup', { name: 'Day' }).getByRole('radio').last().click();
  await booking.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').first().click();
  await booking.getByRole('button', { name: 'Book appointment' }).click();
  await expect(
    page.getByText(`Appointment booked for ${patient.firstName} ${patient.lastName}`).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/appointments/);

  // The patient sees it, and got the same confirmation email as when booking for themselves.
  const mine = await patient.api.get('/api/appointments/mine');
  expect(mine.ok()).toBe(true);
  expect((await mine.json()).items).toHaveLength(1);
  await expect(async () => {
    const mail = (await outbox(page.request, 'email')).find((message) => message.recipient === patient.email);
    expect(mail?.subject ?? '').toMatch(/appointment/i);
  }).toPass({ timeout: 15_000 });
  await patient.api.dispose();
});

test('an admin adds a medication variant, which then lists under its medicine', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Medications' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Medications' })).toBeVisible();
  await page.getByRole('link', { name: 'Add variant to Sildenafil' }).click();
  await expect(page).toHaveURL(/\/admin\/medications\/add-variant\/\d+$/);
  const form = page.getByRole('form', { name: 'Add variant' });
  // The server's rules, shown before anything is sent.
  await form.getByRole('button', { name: 'Add Variant' }).click();
  await expect(form.getByLabel('Strength')).toHaveAttribute('aria-invalid', 'true');
  const strength = `${100 + (Date.now() % 800)} mg`;
  await form.getByLabel('Strength').fill(strength);
  await form.getByLabel('Form').fill('film-coated tablet');
  await form.getByLabel('Pack size').fill('8');
  await form.getByLabel('Price (AUD)').fill('59.95');
  await form.getByRole('button', { name: 'Add Variant' }).click();
  await expect(page.getByText('Variant added').first()).toBeVisible();
  await expect(page).toHaveURL('/admin/medications');
  await expect(page.getByText(`${strength} film-coated tablet, pack of 8 · $59.95`).first()).toBeVisible();
});
