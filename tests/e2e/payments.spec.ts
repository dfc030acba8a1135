import { expect, test } from '@playwright/test';
import { paymentMessages } from '@telehealth/contract';
import { demoAccounts, demoPassword, signIn } from './helpers';

// Saved cards, the payments list with its tax invoices, and /checkout without an id (docs/product/checkout.md), on
// the built server with the test provider (no Stripe keys).

test('a patient adds test cards, makes one the default, cannot remove the default while another exists', async ({
  page,
}) => {
  await signIn(page, demoAccounts.patient);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/dashboard/payment-methods');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Methods' })).toBeVisible();

  const addCard = async (number: string) => {
    await page.getByRole('button', { name: 'Add a card' }).click();
    const form = page.getByRole('form', { name: 'Add a card' });
    await form.getByLabel(/Card number/).fill(number);
    await form.getByLabel('Expiry (MM/YY)').fill('12/34');
    await form.getByLabel('CVC').fill('123');
    await form.getByRole('button', { name: 'Save card' }).click();
  };

  // Not a test card: the server's words, before any request.
  await addCard('4111 1111 1111 1111');
  await expect(page.getByText(paymentMessages.useTestCard)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await addCard('4242 4242 4242 4242');
  const cards = page.getByRole('list', { name: 'Saved cards' });
  await expect(cards.getByText('Visa •••• 4242')).toBeVisible();
  await addCard('4000 0000 0000 0002');
  await expect(cards.getByText('Visa •••• 0002')).toBeVisible();
  await expect(cards.getByText('Default', { exact: true })).toHaveCount(1);

  await page.getByRole('button', { name: 'Remove Visa •••• 4242' }).click();
  await expect(page.getByText(paymentMessages.defaultCannotBeRemoved)).toBeVisible();

  await page.getByRole('button', { name: 'Make default: Visa •••• 0002' }).click();
  await expect(page.getByText(paymentMessages.methodDefault)).toBeVisible();
  await page.getByRole('button', { name: 'Remove Visa •••• 4242' }).click();
  await expect(cards.getByText('Visa •••• 4242')).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove Visa •••• 0002' }).click();
  await expect(page.getByText('No saved cards')).toBeVisible();
});

test('a patient sees their payments and opens a tax invoice; /checkout resumes an unpaid assessment, or links to /assessment', async ({
  page,
}) => {
  await signIn(page, demoAccounts.patient);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/dashboard/payments');
  const table = page.getByRole('region', { name: 'Payments' });
  await expect(table).toBeVisible();
  const invoice = table.getByRole('link', { name: /^INV-\d{6}$/ }).first();
  const href = await invoice.getAttribute('href');
  expect(href).toMatch(/^\/api\/payments\/\d+\/invoice\.pdf$/);
  const pdf = await page.request.get(href ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');

  // The demo patient has a weight loss assessment awaiting payment: /checkout resumes it.
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/checkout\/\d+$/);

  // A patient with nothing to pay is pointed to the assessments.
  const registered = await page.request.post('/api/auth/register', {
    headers: { origin: new URL(page.url()).origin },
    data: {
      firstName: 'Nora',
      lastName: 'Nothing',
      email: `nothing.${Date.now()}@example.com`,
      phone: '0412 345 678',
      password: demoPassword,
    },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  await page.goto('/checkout');
  await expect(page.getByText('You have no assessment awaiting payment.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start an assessment' })).toHaveAttribute(
    'href',
    '/assessment',
  );
});
