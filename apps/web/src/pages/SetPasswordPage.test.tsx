import { type MockRequest, mockFailure } from '@telehealth/api';
import { adminPeopleMessages } from '@telehealth/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { renderRoute } from '../test/renderRoute';

const visitor = { '/api/user': mockFailure(401, 'Not authenticated') };
const token = 'a'.repeat(43);
const strong = 'Tr1cky-Passw0rd!';

describe('/set-password', () => {
  it('greets the account, sets the password with the meter, then offers sign in', async () => {
    const sent: unknown[] = [];
    const { container, router } = renderRoute(`/set-password?token=${token}`, {
      ...visitor,
      [`/api/auth/password-link/${token}`]: { firstName: 'Sarah', email: 'sarah@example.com' },
      'POST /api/auth/set-password': ({ options }: MockRequest) => {
        sent.push(options.body);
        return { message: adminPeopleMessages.passwordSet };
      },
    });
    expect(
      await screen.findByText('Hi Sarah, choose the password you will sign in with.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('sarah@example.com');
    expect(document.title).toContain('Set your password');
    await userEvent.type(screen.getByLabelText('New Password'), strong);
    await userEvent.type(screen.getByLabelText('Confirm New Password'), strong);
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText(adminPeopleMessages.passwordSet)).toBeInTheDocument();
    expect(sent).toEqual([{ token, password: strong }]);
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('says clearly when the link has expired or was used', async () => {
    renderRoute(`/set-password?token=${token}`, {
      ...visitor,
      [`/api/auth/password-link/${token}`]: mockFailure(404, adminPeopleMessages.linkInvalid),
    });
    expect(await screen.findByText(adminPeopleMessages.linkInvalid)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('says the same without a token', async () => {
    renderRoute('/set-password', visitor);
    expect(await screen.findByText(adminPeopleMessages.linkInvalid)).toBeInTheDocument();
  });
});
