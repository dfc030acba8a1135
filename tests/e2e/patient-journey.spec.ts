import { expect, type Page, test } from '@playwright/test';
import { bookingMessages, FIND_A_GP_LINK, paymentMessages, RED_FLAG_MESSAGE } from '@telehealth/contract';
import { demoPassword } from './helpers';
import {
  adminSession,
  newPatientIdentity,
  outbox,
  paidAssessment,
  registeredPatient,
} from './journey-helpers';

// The patient journey (docs/product/assessments.md to dashboard.md) in the browser against the built server:
// register, a red-flag stop and 'Change my answers', a paid assessment with a promo code, a booking with its email
// and SMS, a reschedule, the invoice, and the 409 for a slot two patients take at once.

const radio = (page: Page, group: string, option: string) =>
  page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option, exact: true });

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();

/** Answers the ED questionnaire up to and including the medicines step, with the nitrates answer given. */
async function answerEdAssessment(page: Page, takesNitrates: 'Yes' | 'No') {
  await expect(page.getByRole('heading', { level: 2, name: 'About you' })).toBeVisible();
  await page.getByLabel('How old are you? (years)').fill('42');
  await next(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Your symptoms' })).toBeVisible();
  await radio(
    page,
    'How long have you had trouble getting or keeping an erection?',
    'More than 6 months',
  ).click();
  await radio(page, 'How often does it happen?', 'Often').click();
  await radio(page, 'Do you still have erections in the morning?', 'Yes').click();
  await next(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Heart health' })).toBeVisible();
  await radio(
    page,
    'Do you get chest pain when you exert yourself, such as climbing stairs or during sex?',
    'No',
  ).click();
  await radio(page, 'Have you had a heart attack or a stroke in the last 6 months?', 'No').click();
  await radio(page, 'What is your blood pressure usually like?', 'Normal').click();
  await next(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Medicines' })).toBeVisible();
  await radio(
    page,
    'Do you use a nitrate medicine for chest pain (a spray, patch or tablet under the tongue)?',
    takesNitrates,
  ).click();
  await radio(page, "Do you use 'poppers' (amyl nitrite)?", 'No').click();
  await radio(page, 'Do you take any other medicines or supplements?', 'No').click();
  await next(page);
}

async function payWith(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry (MM/YY)').fill('12/34');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: /^Pay \$/ }).click();
}

test('a new patient registers, is stopped by a red flag, pays with a promo code, books, reschedules and downloads the invoice', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  const admin = await adminSession(playwright, origin);
  const who = newPatientIdentity('Journey');

  // 1. Registration through the form.
  await page.goto('/register');
  const registration = page.getByRole('form', { name: 'Create account' });
  await registration.getByLabel('First name').fill(who.firstName);
  await registration.getByLabel('Last name').fill(who.lastName);
  await registration.getByLabel('Email').fill(who.email);
  // The mobile is asked at registration and saved to the profile, where the booking SMS goes.
  await registration.getByLabel('Mobile').fill(who.mobile);
  await registration.getByLabel('Password', { exact: true }).fill(demoPassword);
  await registration.getByLabel('Confirm password').fill(demoPassword);
  await registration.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/dashboard');
  const profile = await page.request.get('/api/profile');
  expect((await profile.json()).phone).toBe(`+61${who.mobile.slice(1)}`);

  const mine = async (on: Page) => (await (await on.request.get('/api/assessments/mine')).json()).items;

  // 2a. The red-flag branch: nitrates stop the assessment, which is declined (not charged). Opening the
  // questionnaire made no draft: the first saved answer does.
  await page.goto('/assessment');
  await page.getByRole('link', { name: 'Start assessment for erectile dysfunction' }).click();
  await expect(page).toHaveURL('/ed-assessment');
  await expect(page.getByRole('heading', { level: 2, name: 'About you' })).toBeVisible();
  expect(await mine(page)).toEqual([]);
  await answerEdAssessment(page, 'Yes');
  await expect(page.getByRole('heading', { name: "We can't continue online" })).toBeVisible();
  await expect(page.getByText(RED_FLAG_MESSAGE, { exact: true })).toBeVisible();
  expect(RED_FLAG_MESSAGE).toBe(
    "Based on your answers, online treatment isn't suitable for you. Please see your GP, or call 000 in an emergency.",
  );
  // Stored as declined for the red flag, and not charged.
  await expect
    .poll(() => mine(page))
    .toEqual([expect.objectContaining({ status: 'declined', declineReason: 'red_flag', paid: false })]);
  // The stop screen is no dead end.
  await expect(page.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  await expect(page.getByRole('link', { name: 'healthdirect: find a GP' })).toHaveAttribute(
    'href',
    FIND_A_GP_LINK.href,
  );
  expect(FIND_A_GP_LINK.href).toBe('https://www.healthdirect.gov.au/australian-health-services');

  // 2b. 'Change my answers' reopens it as a new draft at the step behind the flag, every answer kept; the declined
  // one stays declined, for the record.
  const nitrates =
    'Do you use a nitrate medicine for chest pain (a spray, patch or tablet under the tongue)?';
  await page.getByRole('button', { name: 'Change my answers' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Medicines' })).toBeFocused();
  await expect(radio(page, nitrates, 'Yes')).toBeChecked();
  await expect(page.getByText(RED_FLAG_MESSAGE)).toHaveCount(0);
  await expect
    .poll(() => mine(page))
    .toEqual([
      expect.objectContaining({ status: 'draft' }),
      expect.objectContaining({ status: 'declined', declineReason: 'red_flag' }),
    ]);

  // 2c. Another tab resumes that draft, at the same step, and the changed answer goes through to checkout.
  const fresh = await page.context().newPage();
  await page.close();
  await fresh.goto('/ed-assessment');
  await expect(fresh.getByRole('heading', { level: 2, name: 'Medicines' })).toBeVisible();
  await expect(radio(fresh, nitrates, 'Yes')).toBeChecked();
  await expect(radio(fresh, 'Do you take any other medicines or supplements?', 'No')).toBeChecked();
  await radio(fresh, nitrates, 'No').click();
  await next(fresh);
  await expect(fresh.getByRole('heading', { level: 2, name: 'Anything else' })).toBeVisible();
  await next(fresh);
  await expect(fresh.getByRole('heading', { level: 2, name: 'Review your answers' })).toBeVisible();
  await expect(fresh.getByText(RED_FLAG_MESSAGE)).toHaveCount(0);
  await fresh.getByRole('button', { name: 'Submit assessment' }).click();
  await expect(fresh).toHaveURL(/\/checkout\/\d+$/);
  const assessmentId = Number(fresh.url().split('/').pop());
  expect(await mine(fresh)).toEqual([
    expect.objectContaining({ id: assessmentId, status: 'pending_payment' }),
    expect.objectContaining({ status: 'declined', declineReason: 'red_flag' }),
  ]);

  // 3. A promo code the admin made gives its discount.
  const code = `JOURNEY${Date.now().toString(36).toUpperCase()}`;
  const created = await admin.post('/api/admin/promo-codes', {
    data: { code, discountType: 'percentage', value: 20, validFor: 'assessment' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const checkout = fresh.getByRole('form', { name: 'Checkout' });
  await checkout.getByLabel('Promo code').fill(code.toLowerCase());
  await checkout.getByRole('button', { name: 'Apply' }).click();
  await expect(fresh.getByRole('status').filter({ hasText: `${code} applied:` })).toBeVisible();
  await expect(checkout.getByText(`Discount (${code})`)).toBeVisible();

  // 4. A declined card, then a good one.
  await payWith(fresh, '4000 0000 0000 0002');
  await expect(checkout.getByText(paymentMessages.cardDeclined)).toBeVisible();
  expect(paymentMessages.cardDeclined).toBe('Your card was declined.');
  await payWith(fresh, '4242 4242 4242 4242');
  await expect(fresh).toHaveURL(`/appointment-confirmation/${assessmentId}`);

  // 5. Booking: 'First available', the last offered day (so that it can still be rescheduled, more than 24 hours
  // ahead), its first time.
  const booking = fresh.getByRole('form', { name: 'Book a consultation' });
  await expect(radio(fresh, 'Practitioner', bookingMessages.firstAvailable)).toBeChecked();
  const days = booking.getByRole('radiogroup', { name: 'Day' }).getByRole('radio');
  await expect(days.first()).toBeVisible();
  await days.last().click();
  await booking.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').first().click();
  await booking.getByRole('button', { name: 'Book appointment' }).click();
  await expect(fresh).toHaveURL('/confirmation');
  await expect(
    fresh.getByRole('heading', { level: 1, name: bookingMessages.confirmationTitle }),
  ).toBeVisible();

  const e164 = `+61${who.mobile.slice(1)}`;
  await expect
    .poll(async () =>
      (await outbox(admin, 'email')).some(
        (m) => m.recipient === who.email && m.subject?.startsWith('Appointment confirmed: '),
      ),
    )
    .toBe(true);
  await expect
    .poll(async () =>
      (await outbox(admin, 'sms')).some(
        (m) => m.recipient === e164 && m.body.includes('your telehealth appointment with Dr'),
      ),
    )
    .toBe(true);

  // 6. The appointment on the dashboard, rescheduled to the first offered time.
  await fresh.goto('/dashboard/appointments');
  const appointment = fresh.getByRole('article', { name: /^Appointment / });
  await expect(appointment).toHaveCount(1);
  const before = await appointment.getAttribute('aria-label');
  await appointment.getByRole('button', { name: 'Reschedule' }).click();
  const dialog = fresh.getByRole('dialog', { name: 'Reschedule appointment' });
  await dialog.getByRole('radiogroup', { name: 'Day' }).getByRole('radio').first().click();
  await dialog.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').first().click();
  await dialog.getByRole('button', { name: 'Reschedule', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(fresh.getByText('Appointment rescheduled', { exact: true })).toBeVisible();
  const moved = fresh
    .getByRole('article', { name: /^Appointment / })
    .filter({ has: fresh.getByText('Scheduled', { exact: true }) });
  await expect(moved).toHaveCount(1);
  await expect(moved).not.toHaveAttribute('aria-label', before ?? '');
  await expect
    .poll(async () =>
      (await outbox(admin, 'email')).some(
        (m) => m.recipient === who.email && m.subject === 'Your appointment has been rescheduled',
      ),
    )
    .toBe(true);

  // 7. The tax invoice, downloaded from the payments list.
  await fresh.goto('/dashboard/payments');
  const invoice = fresh.getByRole('region', { name: 'Payments' }).getByRole('link', { name: /^INV-\d{6}$/ });
  await expect(invoice).toHaveCount(1);
  await expect(fresh.getByRole('region', { name: 'Payments' })).toContainText('off)');
  // The link opens the PDF in a new tab (Chromium's PDF viewer shows it), and the file it serves is a PDF.
  const served = fresh.context().waitForEvent('response', (r) => /\/invoice\.pdf$/.test(r.url()));
  const tab = fresh.context().waitForEvent('page');
  await invoice.click();
  const pdf = await served;
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await (await tab).close();
  const file = await fresh.request.get(pdf.url());
  expect(file.headers()['content-disposition']).toMatch(/filename=".+\.pdf"/);
  expect((await file.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');

  await admin.dispose();
});

test('two patients who book the same slot at the same time: one gets it, the other a 409', async ({
  playwright,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const [first, second] = await Promise.all([
    registeredPatient(playwright, origin, 'First'),
    registeredPatient(playwright, origin, 'Second'),
  ]);
  const [firstAssessment, secondAssessment] = await Promise.all([
    paidAssessment(first.api),
    paidAssessment(second.api),
  ]);
  const { slots } = (await (await first.api.get('/api/availability')).json()) as {
    slots: { startsAt: string; practitionerIds: number[] }[];
  };
  const slot = slots[0];
  if (!slot) throw new Error('no slot offered');
  const practitionerId = slot.practitionerIds[0];
  const [a, b] = await Promise.all([
    first.api.post('/api/appointments', {
      data: { assessmentId: firstAssessment, practitionerId, startsAt: slot.startsAt },
    }),
    second.api.post('/api/appointments', {
      data: { assessmentId: secondAssessment, practitionerId, startsAt: slot.startsAt },
    }),
  ]);
  expect([a.status(), b.status()].sort()).toEqual([201, 409]);
  const loser = a.status() === 409 ? a : b;
  expect(await loser.json()).toMatchObject({
    message: 'This time is no longer available. Please choose another.',
  });
  await Promise.all([first.api.dispose(), second.api.dispose()]);
});
