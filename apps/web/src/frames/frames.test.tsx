import { mockFailure } from '@telehealth/api';
import type { User } from '@telehealth/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { users } from '../test/fixtures';
import { renderRoute } from '../test/renderRoute';

describe('the public footer', () => {
  it('links the privacy policy, the terms of use and the contact page', async () => {
    const { router } = renderRoute('/', { '/api/user': mockFailure(401, 'Not authenticated') });
    const footer = await screen.findByRole('navigation', { name: 'Footer' });
    const links = within(footer).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Privacy Policy', '/privacy'],
      ['Terms of Use', '/terms'],
      ['Contact Us', '/contact'],
    ]);
    await userEvent.click(within(footer).getByRole('link', { name: 'Terms of Use' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/terms'));
  });
});

describe("the header's Dashboard button", () => {
  it.each([
    ['an admin', users.admin, '/admin'],
    ['a practitioner', users.practitioner, '/practitioner'],
    ['a content writer', users.writer, '/content-writer'],
    ['a patient', users.patient, '/dashboard'],
  ] as [string, User, string][])('takes %s to their own home', async (_who, user, home) => {
    renderRoute('/contact', { '/api/user': user });
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', home);
  });
});
