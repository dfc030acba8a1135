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

describe('a portal frame', () => {
  it.each([
    ['admin', '/admin', users.admin, 'Admin navigation'],
    ['practitioner', '/practitioner', users.practitioner, 'Practitioner navigation'],
    ['content', '/content-writer', users.writer, 'Content navigation'],
    ['patient', '/dashboard', users.patient, 'Dashboard navigation'],
  ] as [string, string, User, string][])(
    'is the only header of the %s area: one menu button, no public header, its Dashboard at %s',
    async (_area, home, user, navigationName) => {
      renderRoute(home, { '/api/user': user });
      const nav = await screen.findByRole('navigation', { name: navigationName });
      // The public header (its 'Main' navigation, its 'Open menu' button, its Login/Dashboard button) is not here.
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: /^Open (menu|navigation)$/ })).toHaveLength(1);
      expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', home);
      // Every Dashboard link on the page is this area's own.
      for (const link of screen.getAllByRole('link', { name: 'Dashboard' })) {
        expect(link).toHaveAttribute('href', home);
      }
      // The public site stays one click away, from the logo.
      expect(screen.getAllByRole('link', { name: 'Telehealth home' })[0]).toHaveAttribute('href', '/');
      expect(screen.queryByRole('link', { name: /^Back to / })).not.toBeInTheDocument();
    },
  );

  it.each([
    ['the practitioner area', '/practitioner'],
    ['the patient pages', '/dashboard'],
  ])("offers an admin in %s the way back to the admin's own home", async (_area, path) => {
    renderRoute(path, { '/api/user': users.admin });
    const back = await screen.findByRole('link', { name: 'Back to Admin Portal' });
    expect(back).toHaveAttribute('href', '/admin');
  });
});
