import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { reviewMessages } from '@telehealth/contract';
import { pdfPageSize, pdfText } from '../../apps/server/src/test/pdf';
import { demoAccounts, demoPassword, signIn } from './helpers';
import { adminSession, apiSession, outbox, paidAssessment, registeredPatient } from './journey-helpers';

// The practitioner (docs/product/practitioner.md), end to end against the real server: the refusal without a
// signature, the profile that makes a prescription valid, claiming and approving with a variant, the A6 PDF the
// patient downloads, declining with a reason, and the weekly hours that change the slots a patient sees.

type Playwright = Parameters<typeof registeredPatient>[0];

async function practitionerApi(playwright: Playwright, baseURL: string): Promise<APIRequestContext> {
  const api = await apiSession(playwright, baseURL);
  const login = await api.post('/api/auth/login', {
    data: { email: demoAccounts.practitioner, password: demoPassword },
  });
  expect(login.ok()).toBe(true);
  return api;
}

/** Dr Chen starts without a prescriber number or signature, whatever an earlier run left. */
async function withoutPrescribingDetails(api: APIRequestContext) {
  const profile = await (await api.get('/api/practitioner/profile')).json();
  const saved = await api.put('/api/practitioner/profile', {
    data: { ...profile, prescriberNumber: '', ahpraNumber: profile.ahpraNumber ?? '' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  expect((await api.delete('/api/practitioner/signature')).ok()).toBe(true);
}

/** Opens the queue's last page of ED assessments (the newest is last: oldest first) and starts the review of one. */
async function startReview(page: Page, api: APIRequestContext, id: number) {
  const queue = await (await api.get('/api/practitioner/assessments?type=erectile_dysfunction')).json();
  const lastPage = Math.max(1, Math.ceil(queue.total / queue.pageSize));
  await page.goto(
    `/practitioner/assessments?type=erectile_dysfunction${lastPage > 1 ? `&page=${lastPage}` : ''}`,
  );
  await page.getByRole('button', { name: `Start review of assessment #${id}` }).click();
  await expect(page).toHaveURL(`/practitioner/assessments/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Assessment #${id}` })).toBeVisible();
}

/** Sunday slots (in Sydney) the patient is offered with Dr Chen. */
async function sundaySlots(patient: APIRequestContext): Promise<number> {
  const { slots } = (await (await patient.get('/api/availability?practitionerId=1')).json()) as {
    slots: { startsAt: string }[];
  };
  return slots.filter(
    (slot) =>
      new Intl.DateTimeFormat('en-AU', { weekday: 'long', timeZone: 'Australia/Sydney' }).format(
        new Date(slot.startsAt),
      ) === 'Sunday',
  ).length;
}

/**
 * Saves the weekly hours. A booked appointment outside them (the seed books some on any day) is listed first and
 * stays booked: 'Save anyway' confirms.
 */
async function saveHours(page: Page) {
  const answer = () =>
    page.waitForResponse(
      (r) => r.url().endsWith('/api/practitioner/availability') && r.request().method() === 'PUT',
    );
  const first = answer();
  await page.getByRole('button', { name: 'Save availability' }).click();
  let result = (await (await first).json()) as { saved: boolean; conflicts: unknown[] };
  if (!result.saved) {
    expect(result.conflicts.length).toBeGreaterThan(0);
    await expect(page.getByRole('list', { name: 'Booked appointments' })).toBeVisible();
    const second = answer();
    await page.getByRole('button', { name: 'Save anyway' }).click();
    result = (await (await second).json()) as { saved: boolean; conflicts: unknown[] };
  }
  expect(result.saved).toBe(true);
}

test('a practitioner is refused without a signature, then prescribes, declines and opens Sunday hours', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL as string;
  const admin = await adminSession(playwright, base);
  const doctor = await practitionerApi(playwright, base);
  await withoutPrescribingDetails(doctor);

  const patient = await registeredPatient(playwright, base, 'Prescribed');
  const approveId = await paidAssessment(patient.api);
  const other = await registeredPatient(playwright, base, 'Declined');
  const declineId = await paidAssessment(other.api);

  // 1. Claimed from the queue; without a prescriber number and signature, approval is refused on screen and by
  // the server.
  await signIn(page, demoAccounts.practitioner);
  await expect(page).toHaveURL('/practitioner');
  await startReview(page, doctor, approveId);
  await expect(page.getByText(reviewMessages.prescriberRequired)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toBeDisabled();
  const refused = await doctor.post(`/api/practitioner/assessments/${approveId}/approve`, {
    data: { items: [{ variantId: 1, instructions: 'One tablet as needed', quantity: 4, repeats: 1 }] },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(reviewMessages.prescriberRequired);

  // 2. The profile: the prescriber number, then a signature drawn on the pad, shown as it prints.
  await page.getByRole('link', { name: 'Go to your profile' }).click();
  await expect(page).toHaveURL('/practitioner/profile');
  await page.getByLabel(/^Prescriber number/).fill('7654321');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your profile has been saved').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Draw it' }).click();
  const pad = page.getByRole('img', { name: 'Draw your signature, empty' });
  // The mouse draws at viewport coordinates: the pad sits below the fold under the longer profile form.
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad has no box');
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1)
    await page.mouse.move(box.x + 20 + step * 15, box.y + box.height / 2 + (step % 2 ? -12 : 12), {
      steps: 3,
    });
  await page.mouse.up();
  await page.getByRole('button', { name: 'Save signature' }).click();
  await expect(page.getByRole('img', { name: 'Your signature as it prints' })).toBeVisible();

  // 3. Back to the review: approve with a variant from the catalogue.
  await page.goto(`/practitioner/assessments/${approveId}`);
  await expect(page.getByText(reviewMessages.prescriberRequired)).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Medicine 1' }).click();
  await page
    .getByRole('option', { name: /^Sildenafil/ })
    .first()
    .click();
  await page
    .getByLabel('Instructions 1')
    .fill('One tablet an hour before sexual activity, at most one a day');
  await page.getByLabel(/^Repeats 1/).fill('2');
  await page.getByRole('button', { name: 'Approve' }).click();
  const approved = page.getByRole('alert').filter({ hasText: 'Approved' });
  await expect(approved.or(page.getByText(/^Approved on /))).toBeVisible();
  const pdfLink = page.getByRole('link', { name: 'Open the prescription (PDF)' });
  await expect(pdfLink).toBeVisible();
  const pdfPath = (await pdfLink.getAttribute('href')) as string;
  expect(pdfPath).toMatch(/^\/api\/prescriptions\/\d+\/pdf$/);

  // 4. The PDF is A6 (105 × 148 mm, 297.6 × 419.5 pt) and names the patient, the medicine and the prescriber.
  const pdf = await patient.api.get(pdfPath);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const bytes = await pdf.body();
  const size = pdfPageSize(bytes);
  expect(size?.width).toBeCloseTo(297.64, 0);
  expect(size?.height).toBeCloseTo(419.53, 0);
  const text = pdfText(bytes);
  for (const expected of [`${patient.firstName} ${patient.lastName}`, 'Sildenafil', '7654321'])
    expect(text, expected).toContain(expected);
  expect((await other.api.get(pdfPath)).status()).toBe(404);
  await expect
    .poll(async () =>
      (await outbox(admin, 'email')).some(
        (m) => m.recipient === patient.email && m.subject?.includes('has been approved'),
      ),
    )
    .toBe(true);

  // 5. The patient finds it on /dashboard/prescriptions and downloads it.
  const patientContext = await browser.newContext({ baseURL: base });
  const patientPage = await patientContext.newPage();
  await signIn(patientPage, patient.email);
  // The session starts before the next address is opened (a navigation racing the sign-in lands on /auth).
  await expect(patientPage).not.toHaveURL(/\/auth$/);
  await patientPage.goto('/dashboard/prescriptions');
  const link = patientPage.getByRole('link', { name: 'View prescription (PDF)' });
  await expect(link).toHaveAttribute('href', pdfPath);
  const download = await patientPage.request.get(pdfPath);
  expect(download.status()).toBe(200);
  expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await patientContext.close();

  // 6. Declining another without a reason is refused; with one, the patient is emailed.
  await startReview(page, doctor, declineId);
  await page.getByRole('tab', { name: 'Decline' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Decline' });
  await panel.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText(reviewMessages.reasonRequired)).toBeVisible();
  await panel.getByLabel(/^Reason for declining/).fill('Please see your GP in person before this treatment.');
  await panel.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('Please see your GP in person before this treatment.').first()).toBeVisible();
  await expect
    .poll(async () =>
      (await outbox(admin, 'email')).some(
        (m) => m.recipient === other.email && m.subject?.startsWith('An update on your'),
      ),
    )
    .toBe(true);

  // 7. Sunday hours: the patient is offered Sunday slots at once, and none once they are removed again.
  expect(await sundaySlots(patient.api)).toBe(0);
  await page.goto('/practitioner/schedule');
  await page.getByRole('button', { name: 'Add hours on Sunday' }).click();
  await page.getByLabel('Sunday start 1').fill('10:00');
  await page.getByLabel('Sunday end 1').fill('12:00');
  await saveHours(page);
  await expect.poll(() => sundaySlots(patient.api)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Remove Sunday hours 1' }).click();
  await saveHours(page);
  await expect.poll(() => sundaySlots(patient.api)).toBe(0);
});
