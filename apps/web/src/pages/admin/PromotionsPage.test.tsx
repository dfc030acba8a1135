import { type MockRequest, mockFailure } from '@telehealth/api';
import type { AdminCampaign, PromoCode } from '@telehealth/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../tooling/test/axe.ts';
import { users } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';

const welcome: AdminCampaign = {
  id: 1,
  instanceId: 'welcome-2026',
  name: 'Welcome offer',
  type: 'welcome_popup',
  isActive: true,
  delaySeconds: 3,
  htmlTemplate: '<div class="header" style="background: #0f766e; color: #ffffff"></div>',
  editableSections: { title: 'Welcome!', tagline: 'Get 10% off', 'button-label': 'Send my code' },
  promoCodeId: 1,
  promoCode: 'WELCOME10',
  submissionCount: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const code: PromoCode = {
  id: 1,
  code: 'WELCOME10',
  discountType: 'percentage',
  value: 10,
  validFor: 'both',
  startsAt: null,
  expiresAt: null,
  maxUses: 1000,
  maxUsesPerPatient: null,
  uses: 12,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const unused: PromoCode = { ...code, id: 2, code: 'FRESH20', value: 20, maxUses: null, uses: 0 };
const base = {
  '/api/user': users.admin,
  '/api/admin/campaigns': [welcome],
  '/api/admin/promo-codes': [code, unused],
};

/** The admin menu's current item. */
const currentMenuItem = () =>
  within(screen.getByRole('navigation', { name: 'Admin navigation' }))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('/admin/promotions', () => {
  it('lists campaigns with type, state, delay and submissions, the same page as /admin/campaigns', async () => {
    const { container } = renderRoute('/admin/campaigns', base);
    const row = (await screen.findByText('Welcome offer')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Welcome popup')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('3 s')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('deactivates a campaign', async () => {
    const bodies: unknown[] = [];
    renderRoute('/admin/promotions', {
      ...base,
      'PATCH /api/admin/campaigns/1/active': ({ options }: MockRequest) => {
        bodies.push(options.body);
        return { ...welcome, isActive: false };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate Welcome offer' }));
    await waitFor(() => expect(bodies).toEqual([{ isActive: false }]));
  });

  it('edits a campaign, previews it with the real popup, and shows the advertising refusal', async () => {
    renderRoute('/admin/promotions', {
      ...base,
      'PUT /api/admin/campaigns/1': mockFailure(
        400,
        'Advertising prescription-only medicines to the public is not allowed.',
        { field: 'htmlTemplate' },
      ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Welcome offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Campaign' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview popup' }));
    const preview = await screen.findByRole('dialog', { name: 'Welcome!' });
    expect(within(preview).getByRole('button', { name: 'Send my code' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Welcome!' })).not.toBeInTheDocument());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(dialog).findByText(
        'Advertising prescription-only medicines to the public is not allowed.',
      ),
    ).toBeInTheDocument();
  });

  it('shows submissions with a CSV export link', async () => {
    renderRoute('/admin/promotions', {
      ...base,
      '/api/admin/campaigns/1/submissions': [
        {
          id: 5,
          email: 'visitor@example.org',
          sourceUrl: 'https://example.com/',
          ipAddress: '203.0.113.1',
          consentedAt: '2026-02-01T00:00:00.000Z',
          unsubscribedAt: null,
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Submissions of Welcome offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submissions: Welcome offer' });
    expect(await within(dialog).findByText('visitor@example.org')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/campaigns/1/submissions.csv',
    );
  });
});

describe('between Promotions and Promo Codes', () => {
  it('links Promo Codes from Promotions, with Promotions current in the menu', async () => {
    renderRoute('/admin/promotions', base);
    await screen.findByText('Welcome offer');
    expect(currentMenuItem()).toEqual(['Promotions']);
    await userEvent.click(screen.getByRole('link', { name: 'Promo Codes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Promo Codes' })).toBeInTheDocument();
    expect(currentMenuItem()).toEqual(['Promotions']);
  });

  it('links back to Promotions from Promo Codes', async () => {
    renderRoute('/admin/promo-codes', base);
    await screen.findByText('WELCOME10');
    expect(currentMenuItem()).toEqual(['Promotions']);
    await userEvent.click(screen.getByRole('link', { name: '← Back to Promotions' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
  });
});

describe('/admin/promo-codes', () => {
  it('lists codes, offering Delete only for a code never redeemed', async () => {
    const { container } = renderRoute('/admin/promo-codes', base);
    const row = (await screen.findByText('WELCOME10')).closest('tr') as HTMLElement;
    expect(within(row).getByText('10%')).toBeInTheDocument();
    expect(within(row).getByText('12 / 1000')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete WELCOME10' })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Deactivate WELCOME10' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('deletes a code never redeemed after confirming, and shows a refusal from the server', async () => {
    const deleted: string[] = [];
    renderRoute('/admin/promo-codes', {
      ...base,
      'DELETE /api/admin/promo-codes/2': ({ url }: MockRequest) => {
        deleted.push(url);
        // Redeemed meanwhile: the server still refuses.
        return mockFailure(
          409,
          'This promo code has been redeemed, so it cannot be deleted. Deactivate it instead.',
        );
      },
    });
    const row = (await screen.findByText('FRESH20')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete FRESH20' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'This promo code has been redeemed, so it cannot be deleted. Deactivate it instead.',
      ),
    ).toBeInTheDocument();
    expect(deleted).toHaveLength(1);
  });

  it('deactivates a code by switching it off, sending none of its other fields', async () => {
    const bodies: unknown[] = [];
    renderRoute('/admin/promo-codes', {
      ...base,
      'PATCH /api/admin/promo-codes/1/active': ({ options }: MockRequest) => {
        bodies.push(options.body);
        return { ...code, isActive: false };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate WELCOME10' }));
    await waitFor(() => expect(bodies).toEqual([{ isActive: false }]));
    expect(await screen.findByText('WELCOME10 deactivated')).toBeInTheDocument();
  });
});
