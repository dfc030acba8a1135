import { type MockRequest, mockFailure } from '@telehealth/api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../tooling/test/axe.ts';
import { users } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';

const base = { '/api/user': users.admin };

describe('/admin/profile', () => {
  it("saves the profile and says 'Profile Updated'", async () => {
    const bodies: unknown[] = [];
    const { container } = renderRoute('/admin/profile', {
      ...base,
      'PUT /api/admin/profile': ({ options }: MockRequest) => {
        bodies.push(options.body);
        return { message: 'Your profile has been updated' };
      },
    });
    const first = await screen.findByLabelText(/^First Name/);
    await userEvent.clear(first);
    await userEvent.type(first, 'Alexis');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ firstName: 'Alexis', email: users.admin.email });
    await expectNoAxeViolations(container);
  });

  it("says 'Failed to update profile. {message}'", async () => {
    renderRoute('/admin/profile', {
      ...base,
      'PUT /api/admin/profile': mockFailure(400, 'Email cannot be changed'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile. Email cannot be changed')).toBeInTheDocument();
  });

  it("changes the password, says 'Password Updated' and goes to /auth", async () => {
    // A changed password ends every session, this one included: from then on the server knows no signed-in user.
    let signedIn = true;
    const bodies: unknown[] = [];
    const { router } = renderRoute('/admin/profile?tab=password', {
      '/api/user': () => (signedIn ? users.admin : mockFailure(401, 'Not authenticated')),
      'PUT /api/admin/password': ({ options }: MockRequest) => {
        bodies.push(options.body);
        signedIn = false;
        return { message: 'Password updated. Please sign in again.' };
      },
    });
    await userEvent.type(await screen.findByLabelText(/^Current Password/), 'Telehealth#2026');
    await userEvent.type(screen.getByLabelText(/^New Password/), 'Fresh#Passw0rd-2026');
    await userEvent.type(screen.getByLabelText(/^Confirm New Password/), 'Fresh#Passw0rd-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password Updated')).toBeInTheDocument();
    // The confirmation never leaves the browser.
    expect(bodies).toEqual([{ currentPassword: 'Telehealth#2026', newPassword: 'Fresh#Passw0rd-2026' }]);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    // It stays there: the sign-in page does not send a signed-out visitor back to the admin area.
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it("says 'Failed to update password. {message}'", async () => {
    renderRoute('/admin/profile?tab=password', {
      ...base,
      'PUT /api/admin/password': mockFailure(400, 'Current password is incorrect'),
    });
    await userEvent.type(await screen.findByLabelText(/^Current Password/), 'Wrong#2026x');
    await userEvent.type(screen.getByLabelText(/^New Password/), 'Fresh#Passw0rd-2026');
    await userEvent.type(screen.getByLabelText(/^Confirm New Password/), 'Fresh#Passw0rd-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(
      await screen.findByText('Failed to update password. Current password is incorrect'),
    ).toBeInTheDocument();
  });
});
