import { mockFailure } from '@telehealth/api';
import { demoSignInNotice, mfaMessages, type User } from '@telehealth/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../tooling/test/axe.ts';
import { users } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';

const qr = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E';

async function signInWithPassword() {
  await userEvent.type(await screen.findByLabelText(/^Email/i), 'admin@example.com');
  await userEvent.type(screen.getByLabelText(/^Password/i), 'Telehealth#2026');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('staff two-step sign-in', () => {
  it('asks for the code after the password, shows a refusal, and signs in with a right code', async () => {
    let signedIn: User | null = null;
    const { router } = renderRoute('/login', {
      '/api/user': () => signedIn ?? mockFailure(401, 'Not authenticated'),
      'POST /api/auth/login': { mfaRequired: true, challenge: 'c1' },
      'POST /api/auth/mfa/verify': ({ options }) => {
        if ((options.body as { code: string }).code !== '123456')
          return mockFailure(400, mfaMessages.codeRejected, { field: 'code' });
        signedIn = users.admin;
        return signedIn;
      },
    });
    await signInWithPassword();
    const code = await screen.findByLabelText(/^Code/);
    expect(router.state.location.pathname).toBe('/login');
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(mfaMessages.codeRejected)).toBeInTheDocument();
    // Start again goes back to the password; a new challenge follows it.
    await userEvent.click(screen.getByRole('button', { name: 'Start again' }));
    await signInWithPassword();
    await userEvent.clear(screen.getByLabelText(/^Code/));
    await userEvent.type(screen.getByLabelText(/^Code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('makes a staff member enrol at sign-in, shows the recovery codes, then moves on', async () => {
    let signedIn: User | null = null;
    const { router } = renderRoute('/login', {
      '/api/user': () => signedIn ?? mockFailure(401, 'Not authenticated'),
      'POST /api/auth/login': { mfaEnrolmentRequired: true, challenge: 'e1' },
      'POST /api/auth/mfa/enrolment': {
        otpauthUri: 'otpauth://totp/x',
        qrCodeDataUrl: qr,
        secret: 'JBSWY3DPEHPK3PXP',
      },
      'POST /api/auth/mfa/enrolment/confirm': () => {
        signedIn = users.admin;
        return { recoveryCodes: ['abcde-23456', 'fghij-34567'], user: signedIn };
      },
    });
    await signInWithPassword();
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await screen.findByText('abcde-23456')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });
});

describe('the Security tab of an admin', () => {
  it('sets up two-step sign-in and keeps the recovery codes on screen until saved', async () => {
    let enrolled = false;
    renderRoute('/admin/settings/security', {
      '/api/user': users.admin,
      '/api/auth/email-verification-status': { verified: true, codeActive: false, resendInSeconds: 0 },
      '/api/auth/mfa': () => ({ enrolled, recoveryCodesLeft: enrolled ? 10 : 0 }),
      'POST /api/auth/mfa/enrolment': {
        otpauthUri: 'otpauth://totp/x',
        qrCodeDataUrl: qr,
        secret: 'JBSWY3DPEHPK3PXP',
      },
      'POST /api/auth/mfa/enrolment/confirm': () => {
        enrolled = true;
        return { recoveryCodes: ['abcde-23456'], user: users.admin };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));
    await userEvent.type(await screen.findByLabelText(/^Code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await screen.findByText('abcde-23456')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('10 recovery codes left')).toBeInTheDocument();
  });
});

describe('the sign-in page', () => {
  it('says so when staff may sign in with a password alone (the demo), and says nothing otherwise', async () => {
    const view = renderRoute('/auth', {
      '/api/user': mockFailure(401, 'Not authenticated'),
      '/api/auth/sign-in-policy': { staffTwoStepRequired: false },
    });
    expect(await screen.findByText(demoSignInNotice.body)).toBeInTheDocument();
    expect(screen.getByText(demoSignInNotice.title)).toBeInTheDocument();
    await expectNoAxeViolations(view.container);
    view.unmount();

    renderRoute('/auth', {
      '/api/user': mockFailure(401, 'Not authenticated'),
      '/api/auth/sign-in-policy': { staffTwoStepRequired: true },
    });
    await screen.findByRole('form', { name: 'Sign in' });
    await waitFor(() => expect(screen.queryByText(demoSignInNotice.title)).not.toBeInTheDocument());
  });

  it("moves focus to the new page's heading after signing in", async () => {
    let signedIn: User | null = null;
    const { router } = renderRoute('/login', {
      '/api/user': () => signedIn ?? mockFailure(401, 'Not authenticated'),
      'POST /api/auth/login': () => {
        signedIn = users.admin;
        return signedIn;
      },
    });
    await signInWithPassword();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});

describe('two-step sign-in for everyone', () => {
  const enrolmentMocks = (user: User) => {
    let enrolled = false;
    return {
      '/api/auth/mfa': () => ({ enrolled, recoveryCodesLeft: enrolled ? 10 : 0 }),
      'POST /api/auth/mfa/enrolment': {
        otpauthUri: 'otpauth://totp/x',
        qrCodeDataUrl: qr,
        secret: 'JBSWY3DPEHPK3PXP',
      },
      'POST /api/auth/mfa/enrolment/confirm': () => {
        enrolled = true;
        return { recoveryCodes: ['abcde-23456'], user };
      },
    };
  };

  it('lets a patient turn it on from their profile, as an option', async () => {
    const { container } = renderRoute('/dashboard/profile', {
      '/api/user': users.patient,
      '/api/profile': {
        firstName: 'Sam',
        lastName: 'Taylor',
        email: 'patient@example.com',
        dateOfBirth: '1984-03-14',
        phone: '+61412345678',
        timezone: 'Australia/Sydney',
        address: null,
        addressLine2: null,
        suburb: null,
        state: null,
        postcode: null,
        country: 'Australia',
        dpid: null,
        lat: null,
        lng: null,
        medicareNumber: null,
      },
      ...enrolmentMocks(users.patient),
    });
    const card = await screen.findByRole('region', { name: 'Two-step sign-in' });
    expect(card).toHaveTextContent('Optional');
    await userEvent.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));
    await userEvent.type(await screen.findByLabelText(/^Code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await screen.findByText('abcde-23456')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('10 recovery codes left')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('gives a content writer a Security page in their menu', async () => {
    renderRoute('/content-writer/security', {
      '/api/user': users.writer,
      ...enrolmentMocks(users.writer),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Security' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Content navigation' });
    expect(within(menu).getByRole('link', { name: 'Security' })).toHaveAttribute(
      'href',
      '/content-writer/security',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
  });
});
