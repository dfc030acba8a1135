import { mockFailure } from '@telehealth/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { users } from '../test/fixtures';
import { heldAnswer, renderRoute } from '../test/renderRoute';

const signedOut = { '/api/user': mockFailure(401, 'Not authenticated') };
const as = (user: (typeof users)[keyof typeof users]) => ({ '/api/user': user });

function locationOf(router: ReturnType<typeof renderRoute>['router']) {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

describe('route guards', () => {
  it("shows 'Authenticating...' while the session loads", async () => {
    const session = heldAnswer(users.admin);
    renderRoute('/admin', { '/api/user': session.answer });
    expect(await screen.findByText('Authenticating...')).toBeInTheDocument();
    session.release();
    // The guard, the portal frame and the page are lazy chunks: the first test loads them cold.
    expect(
      await screen.findByRole('heading', { name: 'Admin Dashboard' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });

  it('sends an anonymous visitor to /auth with the wanted page and query as redirect', async () => {
    const { router } = renderRoute('/admin/patients?page=2', signedOut);
    await waitFor(() => expect(locationOf(router)).toBe('/auth?redirect=%2Fadmin%2Fpatients%3Fpage%3D2'));
    expect(await screen.findByRole('tab', { name: 'Sign in' })).toBeInTheDocument();
  });

  it.each([
    ['/admin', users.patient],
    ['/admin', users.practitioner],
    ['/admin/settings', users.writer],
    ['/practitioner', users.patient],
    ['/practitioner/schedule', users.writer],
    ['/content-writer', users.patient],
    ['/content-writer/articles', users.admin],
  ])('sends a signed-in user who fails the check for %s to /', async (path, user) => {
    const { router } = renderRoute(path, as(user));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Healthcare from home');
  });

  it.each([
    ['/dashboard', users.patient, 'My Dashboard'],
    ['/dashboard/appointments', users.patient, 'Appointments'],
    ['/ed-assessment', users.patient, 'Erectile dysfunction assessment'],
    ['/admin', users.admin, 'Admin Dashboard'],
    ['/practitioner', users.practitioner, 'Practitioner Dashboard'],
    ['/practitioner', users.admin, 'Practitioner Dashboard'],
    ['/content-writer', users.writer, 'Content Dashboard'],
  ])('lets the right user into %s', async (path, user, heading) => {
    renderRoute(path, as(user));
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('offers a retry when the session cannot be checked', async () => {
    let failing = true;
    renderRoute('/dashboard', {
      '/api/user': () => (failing ? mockFailure(500, 'Service unavailable') : users.patient),
    });
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Dashboard' })).toBeInTheDocument();
  });
});

describe('public routes and frames', () => {
  it("shows 'Page not found...' for unknown paths", async () => {
    const { container } = renderRoute('/no/such/page', signedOut);
    expect(await screen.findByRole('heading', { name: 'Page not found...' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it.each(['/login', '/auth', '/register'])(
    'serves the sign-in and registration page at %s',
    async (path) => {
      renderRoute(path, signedOut);
      expect(await screen.findByRole('tab', { name: 'Sign in' })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Create account' })).toBeInTheDocument();
      expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(
        path === '/register' ? 'Create account' : 'Sign in',
      );
    },
  );

  it('shows Login when signed out and Dashboard when signed in', async () => {
    renderRoute('/', signedOut);
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
  });

  it('shows the Dashboard button to a signed-in user', async () => {
    renderRoute('/', as(users.patient));
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('frames the admin portal with its title, subtitle, the 18 items of the spec in order and the audit trail last', async () => {
    const { container } = renderRoute('/admin/appointment-settings', as(users.admin));
    const nav = await screen.findByRole('navigation', { name: 'Admin navigation' });
    // The title shows in the sidebar, and again beside the menu button that small screens get.
    expect(screen.getAllByText('Admin Portal').length).toBeGreaterThan(0);
    expect(screen.getByText('Management')).toBeInTheDocument();
    expect(screen.getAllByText(/©/).length).toBeGreaterThan(0);
    const labels = Array.from(nav.querySelectorAll('a')).map((link) => link.textContent);
    expect(labels).toEqual([
      'Dashboard',
      'Assessments',
      'Patients',
      'Practitioners',
      'Content Writers',
      'Appointments',
      'Create Appointment',
      'Appointment Settings',
      'Prescriptions',
      'Medications',
      'Promotions',
      'Contact Submissions',
      'Messages',
      'Testing',
      'Reports',
      'Admin Profile',
      'Legal Documents',
      'Settings',
      'Audit Trail',
    ]);
    const current = Array.from(nav.querySelectorAll('[aria-current="page"]')).map((link) => link.textContent);
    expect(current).toEqual(['Appointment Settings']);
    await expectNoAxeViolations(container);
  });
});
