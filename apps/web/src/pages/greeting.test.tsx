import { type MockRequest, mockFailure } from '@telehealth/api';
import type { User } from '@telehealth/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { users } from '../test/fixtures';
import { renderRoute } from '../test/renderRoute';

afterEach(() => sessionStorage.clear());

describe('the dashboard greeting', () => {
  it.each([
    ['/admin', users.admin],
    ['/practitioner', users.practitioner],
    ['/content-writer', users.writer],
    ['/dashboard', users.patient],
  ] as [string, User][])("greets a returning user on %s with 'Welcome back'", async (path, user) => {
    renderRoute(path, { '/api/user': user });
    expect(await screen.findByText('Welcome back, Sam.')).toBeInTheDocument();
  });

  it("greets a new account 'Welcome', not 'Welcome back'", async () => {
    let signedIn: User | null = null;
    const { router } = renderRoute('/register', {
      '/api/user': () => signedIn ?? mockFailure(401, 'Not authenticated'),
      'POST /api/auth/register': ({ options }: MockRequest) => {
        const body = options.body as { email: string; firstName: string };
        signedIn = { ...users.patient, id: 40, email: body.email, firstName: body.firstName };
        return signedIn;
      },
    });
    await userEvent.type(await screen.findByLabelText(/^First name/i), 'Noor');
    await userEvent.type(screen.getByLabelText(/^Last name/i), 'Haddad');
    await userEvent.type(screen.getByLabelText(/^Email/i), 'noor@example.com');
    await userEvent.type(screen.getByLabelText(/^Mobile/i), '0412 345 678');
    for (const field of screen.getAllByLabelText(/password/i)) await userEvent.type(field, 'Telehealth#2026');
    await userEvent.click(screen.getByRole('button', { name: /Create account/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Welcome, Noor.')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });
});
