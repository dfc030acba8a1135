import { expect, test } from '@playwright/test';
import { bookingMessages } from '@telehealth/contract';
import { demoPassword } from './helpers';
import { newPatientIdentity } from './journey-helpers';
import { chooseByKeyboard, isFocusedWithin, pressButton, pressToMove, tabTo } from './keyboard';

// The patient journey by keyboard only (issue "Patient journey"): from /assessment to the booked appointment on
// /dashboard/appointments with Tab, Shift+Tab, Enter, Space and the arrow keys. No clicks, no fill, no focus():
// every control is reached with Tab. The account is made through the API first (registration has its own spec).

test('the whole journey by keyboard: assessment, promo code, checkout with 4242, a booking seen on the dashboard, a reschedule', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const who = newPatientIdentity('Keyboard');
  const registered = await page.request.post('/api/auth/register', {
    headers: { origin: baseURL ?? '' },
    data: {
      firstName: who.firstName,
      lastName: who.lastName,
      email: who.email,
      phone: who.mobile,
      password: demoPassword,
    },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);

  await page.goto('/assessment');
  await pressButton(page, page.getByRole('link', { name: 'Start assessment for erectile dysfunction' }));
  await expect(page).toHaveURL('/ed-assessment');

  const step = (title: string) => page.getByRole('heading', { level: 2, name: title });
  const group = (label: string) => page.getByRole('radiogroup', { name: label });
  const next = page.getByRole('button', { name: 'Next' });

  await expect(step('About you')).toBeVisible();
  await tabTo(page, page.getByLabel('How old are you? (years)'));
  await page.keyboard.type('42');
  await page.keyboard.press('Enter');

  await expect(step('Your symptoms')).toBeVisible();
  await chooseByKeyboard(
    page,
    group('How long have you had trouble getting or keeping an erection?'),
    'More than 6 months',
  );
  await chooseByKeyboard(page, group('How often does it happen?'), 'Often');
  await chooseByKeyboard(page, group('Do you still have erections in the morning?'), 'Yes', 'ArrowRight');
  await pressButton(page, next);

  await expect(step('Heart health')).toBeVisible();
  await chooseByKeyboard(
    page,
    group('Do you get chest pain when you exert yourself, such as climbing stairs or during sex?'),
    'No',
    'ArrowRight',
  );
  await chooseByKeyboard(
    page,
    group('Have you had a heart attack or a stroke in the last 6 months?'),
    'No',
    'ArrowRight',
  );
  await chooseByKeyboard(page, group('What is your blood pressure usually like?'), 'Normal');
  await pressButton(page, next);

  await expect(step('Medicines')).toBeVisible();
  await chooseByKeyboard(
    page,
    group('Do you use a nitrate medicine for chest pain (a spray, patch or tablet under the tongue)?'),
    'No',
    'ArrowRight',
  );
  await chooseByKeyboard(page, group("Do you use 'poppers' (amyl nitrite)?"), 'No', 'ArrowRight');
  await chooseByKeyboard(page, group('Do you take any other medicines or supplements?'), 'No', 'ArrowRight');
  await pressButton(page, next);

  await expect(step('Anything else')).toBeVisible();
  await pressButton(page, next);
  await expect(step('Review your answers')).toBeVisible();
  // Shift+Tab back from Submit to Back and forward again: both reachable in order.
  const submit = page.getByRole('button', { name: 'Submit assessment' });
  await tabTo(page, submit);
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Back' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/checkout\/\d+$/);
  const assessmentId = Number(page.url().split('/').pop());
  const checkout = page.getByRole('form', { name: 'Checkout' });
  // A promo code applied with Enter in its field (the demo seed's WELCOME10, 10 % off).
  await tabTo(page, checkout.getByLabel('Promo code'));
  await page.keyboard.type('WELCOME10');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'WELCOME10 applied:' })).toBeVisible();
  await tabTo(page, checkout.getByLabel('Card number'));
  await page.keyboard.type('4242 4242 4242 4242');
  await tabTo(page, checkout.getByLabel('Expiry (MM/YY)'));
  await page.keyboard.type('12/34');
  await tabTo(page, checkout.getByLabel('CVC'));
  await page.keyboard.type('123');
  await pressButton(page, checkout.getByRole('button', { name: /^Pay \$/ }));

  await expect(page).toHaveURL(`/appointment-confirmation/${assessmentId}`);
  const booking = page.getByRole('form', { name: 'Book a consultation' });
  await expect(
    booking.getByRole('radio', { name: bookingMessages.firstAvailable, exact: true }),
  ).toBeChecked();
  // The last offered day (End), so that the appointment can still be rescheduled (more than 24 hours ahead), and its
  // first time: Tab lands on the first option of each group, Space checks it.
  const days = booking.getByRole('radiogroup', { name: 'Day' });
  await tabTo(page, days);
  await pressToMove(page, 'End');
  await expect(days.getByRole('radio').last()).toBeFocused();
  await page.keyboard.press('Space');
  await expect(days.getByRole('radio').last()).toBeChecked();
  const times = booking.getByRole('radiogroup', { name: 'Time' });
  await tabTo(page, times);
  await page.keyboard.press('Space');
  const time = times.getByRole('radio').first();
  await expect(time).toBeChecked();
  const timeLabel = (await time.textContent())?.trim() ?? '';
  await pressButton(page, booking.getByRole('button', { name: 'Book appointment' }));

  await expect(page).toHaveURL('/confirmation');
  await expect(
    page.getByRole('heading', { level: 1, name: bookingMessages.confirmationTitle }),
  ).toBeVisible();
  await pressButton(page, page.getByRole('link', { name: 'your appointments' }));
  await expect(page).toHaveURL('/dashboard/appointments');
  const appointment = page.getByRole('article', { name: /^Appointment / });
  await expect(appointment).toHaveCount(1);
  await expect(appointment).toContainText(timeLabel);
  await expect(appointment.getByText('Scheduled', { exact: true })).toBeVisible();

  // Rescheduled by keyboard too, to the first offered time: the dialog takes focus.
  const before = await appointment.getAttribute('aria-label');
  const reschedule = appointment.getByRole('button', { name: 'Reschedule' });
  await pressButton(page, reschedule);
  const dialog = page.getByRole('dialog', { name: 'Reschedule appointment' });
  await expect(dialog).toBeVisible();
  expect(await isFocusedWithin(dialog)).toBe(true);
  await tabTo(page, dialog.getByRole('radiogroup', { name: 'Day' }));
  await page.keyboard.press('Space');
  const newTimes = dialog.getByRole('radiogroup', { name: 'Time' });
  await tabTo(page, newTimes);
  await page.keyboard.press('Space');
  await expect(newTimes.getByRole('radio').first()).toBeChecked();
  await pressButton(page, dialog.getByRole('button', { name: 'Reschedule', exact: true }));
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Appointment rescheduled', { exact: true })).toBeVisible();
  const moved = page
    .getByRole('article', { name: /^Appointment / })
    .filter({ has: page.getByText('Scheduled', { exact: true }) });
  await expect(moved).toHaveCount(1);
  await expect(moved).not.toHaveAttribute('aria-label', before ?? '');
});
