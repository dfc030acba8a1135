import { mockFailure } from '@telehealth/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { users } from '../test/fixtures';
import { renderRoute } from '../test/renderRoute';

describe('logging out', () => {
  it("confirms with 'Logged out successfully' and goes to /", async () => {
    let signedIn = true;
    const { router } = renderRoute('/dashboard', {
      '/api/user': () => (signedIn ? users.patient : mockFailure(401, 'Not authenticated')),
      'POST /api/auth/logout': () => {
        signedIn = false;
        return { message: 'Logged out successfully' };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Logged out successfully', { exact: true })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it("shows a destructive 'Logout failed' toast with the error message", async () => {
    const { router } = renderRoute('/dashboard', {
      '/api/user': users.patient,
      'POST /api/auth/logout': mockFailure(503, 'Service unavailable'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Logout failed', { exact: true })).toBeInTheDocument();
    expect(screen.getByText('Service unavailable', { exact: true })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
