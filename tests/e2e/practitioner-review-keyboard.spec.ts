import { expect, test } from '@playwright/test';
import { demoPassword, signInHere } from './helpers';
import { apiSession, paidAssessment, registeredPatient } from './journey-helpers';
import { pressButton, pressToMove, tabTo } from './keyboard';

// The review by keyboard only (issue "Practitioner"): from the queue to an approved prescription with Tab,
// Enter, Space, typing and the arrow keys. Dr James Wilson has a prescriber number and a signature in the demo
// seed, so he can approve without touching his profile.

const james = 'james.wilson@example.com';

test('a practitioner claims and approves an assessment by keyboard', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const base = baseURL as string;
  const patient = await registeredPatient(playwright, base, 'KeyboardRx');
  const id = await paidAssessment(patient.api);

  const doctor = await apiSession(playwright, base);
  expect(
    (await doctor.post('/api/auth/login', { data: { email: james, password: demoPassword } })).ok(),
  ).toBe(true);
  const queue = await (await doctor.get('/api/practitioner/assessments?type=erectile_dysfunction')).json();
  const lastPage = Math.max(1, Math.ceil(queue.total / queue.pageSize));

  await page.goto('/auth');
  await signInHere(page, james);
  await expect(page).toHaveURL('/practitioner');

  // The queue: Tab to 'Start review' and press Enter; the review opens.
  await page.goto(
    `/practitioner/assessments?type=erectile_dysfunction${lastPage > 1 ? `&page=${lastPage}` : ''}`,
  );
  await pressButton(page, page.getByRole('button', { name: `Start review of assessment #${id}` }));
  await expect(page).toHaveURL(`/practitioner/assessments/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Assessment #${id}` })).toBeVisible();

  // Decline and back by the arrow keys: the tabs follow focus.
  const approveTab = page.getByRole('tab', { name: 'Approve' });
  await tabTo(page, approveTab);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Decline', selected: true })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Approve', selected: true })).toBeFocused();

  // The medicine from the catalogue: open the list with Enter, type ahead, move with the arrows, choose with Enter.
  // One letter of type-ahead: the list forgets what was typed after a second without a key, and on a busy machine a
  // whole word typed key by key once lost its start that way and landed on another medicine.
  const medicine = page.getByRole('combobox', { name: 'Medicine 1' });
  await tabTo(page, medicine);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.type('S');
  const focusedOption = async () =>
    page.evaluate(() =>
      document.activeElement?.getAttribute('role') === 'option' ? document.activeElement.textContent : null,
    );
  for (let step = 0; step < 40 && !(await focusedOption())?.includes('Sildenafil'); step++) {
    const before = await focusedOption();
    await pressToMove(page, 'ArrowDown');
    // At the end of the list the arrow does nothing: start again from the top.
    if ((await focusedOption()) === before) await pressToMove(page, 'Home');
  }
  expect(await focusedOption()).toContain('Sildenafil');
  await page.keyboard.press('Enter');
  await expect(medicine).toContainText('Sildenafil');
  await expect(medicine).toBeFocused();

  await tabTo(page, page.getByLabel('Instructions 1'));
  await page.keyboard.type('One tablet an hour before, at most one a day');
  await tabTo(page, page.getByLabel(/^Repeats 1/));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('1');

  await pressButton(page, page.getByRole('button', { name: 'Approve' }));
  await expect(page.getByRole('link', { name: 'Open the prescription (PDF)' })).toBeVisible();
  const detail = await (await doctor.get(`/api/practitioner/assessments/${id}`)).json();
  expect(detail.status).toBe('approved');
  expect(detail.prescriptionId).toEqual(expect.any(Number));
});
