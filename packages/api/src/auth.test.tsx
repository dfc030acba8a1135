import type { User } from '@telehealth/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLogin, useLogout, useMfaVerify, useUser } from './auth';
import { ApiProvider, createApiClient, hasSessionHint } from './client';
import { MockApiProvider, type MockResponses, mockFailure } from './mock';

const patient: User = {
  id: 4,
  email: 'patient@example.com',
  firstName: 'Pat',
  lastName: 'Lee',
  phone: null,
  role: 'patient',
  isAdmin: false,
  isPractitioner: false,
  isContentWriter: false,
  timezone: 'Australia/Sydney',
  emailVerified: true,
  contactEmail: null,
  contactMobile: null,
  address: null,
  addressLine2: null,
  suburb: null,
  state: null,
  postcode: null,
  country: 'Australia',
  dpid: null,
};

function wrapperFor(responses: MockResponses) {
  return ({ children }: { children: ReactNode }) => (
    <MockApiProvider responses={responses}>{children}</MockApiProvider>
  );
}

describe('useUser', () => {
  it('gives null for a 401 instead of an error', async () => {
    const { result } = renderHook(() => useUser(), {
      wrapper: wrapperFor({ '/api/user': mockFailure(401, 'Not authenticated') }),
    });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.user).toBeNull());
    expect(result.current.error).toBeUndefined();
  });

  it('gives the signed-in user', async () => {
    const { result } = renderHook(() => useUser(), { wrapper: wrapperFor({ '/api/user': patient }) });
    await waitFor(() => expect(result.current.user?.email).toBe('patient@example.com'));
  });
});

describe('the session hint', () => {
  function clientWith(fetchImpl: typeof fetch) {
    const client = createApiClient(fetchImpl, { mayHaveSession: hasSessionHint });
    return ({ children }: { children: ReactNode }) => <ApiProvider client={client}>{children}</ApiProvider>;
  }

  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server setting and clearing the cookie.
    document.cookie = 'th_session=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('answers signed out without a request when the browser has no session hint', async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    const { result } = renderHook(() => useUser(), { wrapper: clientWith(fetchImpl) });
    await waitFor(() => expect(result.current.user).toBeNull());
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('is signed out in the first render, not loading, when the browser has no session hint', () => {
    const renders: { user: unknown; isLoading: boolean }[] = [];
    renderHook(
      () => {
        const { user, isLoading } = useUser();
        renders.push({ user, isLoading });
      },
      { wrapper: clientWith(vi.fn<typeof fetch>()) },
    );
    expect(renders[0]).toEqual({ user: null, isLoading: false });
  });

  it('asks the server when the hint is there', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server setting and clearing the cookie.
    document.cookie = 'th_session=1; path=/';
    expect(hasSessionHint()).toBe(true);
    const fetchImpl = vi.fn<typeof fetch>(async () => Response.json(patient));
    const { result } = renderHook(() => useUser(), { wrapper: clientWith(fetchImpl) });
    await waitFor(() => expect(result.current.user?.email).toBe('patient@example.com'));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});

describe('useLogin and useLogout', () => {
  it('stores the user on login and clears it on logout', async () => {
    let signedIn = false;
    const responses: MockResponses = {
      '/api/user': () => (signedIn ? patient : mockFailure(401, 'Not authenticated')),
      'POST /api/auth/login': () => {
        signedIn = true;
        return patient;
      },
      'POST /api/auth/logout': () => {
        signedIn = false;
        return { message: 'Logged out successfully' };
      },
    };
    const { result } = renderHook(() => ({ session: useUser(), login: useLogin(), logout: useLogout() }), {
      wrapper: wrapperFor(responses),
    });
    await waitFor(() => expect(result.current.session.user).toBeNull());
    await act(() =>
      result.current.login.trigger({ email: 'patient@example.com', password: 'Telehealth#2026' }),
    );
    await waitFor(() => expect(result.current.session.user?.id).toBe(4));
    await act(() => result.current.logout.trigger());
    await waitFor(() => expect(result.current.session.user).toBeNull());
  });

  it('rejects with the server message and field on a failed login', async () => {
    const { result } = renderHook(() => useLogin(), {
      wrapper: wrapperFor({ 'POST /api/auth/login': mockFailure(401, 'Invalid email or password') }),
    });
    await expect(
      act(() => result.current.trigger({ email: 'patient@example.com', password: 'wrong' })),
    ).rejects.toMatchObject({ status: 401, message: 'Invalid email or password' });
  });

  it('keeps a second-factor challenge out of the session, and stores the user once the code passes', async () => {
    const staff = { ...patient, id: 9, role: 'admin' as const, isAdmin: true };
    const { result } = renderHook(() => ({ session: useUser(), login: useLogin(), verify: useMfaVerify() }), {
      wrapper: wrapperFor({
        '/api/user': mockFailure(401, 'Not authenticated'),
        'POST /api/auth/login': { mfaRequired: true, challenge: 'c1' },
        'POST /api/auth/mfa/verify': staff,
      }),
    });
    await waitFor(() => expect(result.current.session.user).toBeNull());
    let answer: unknown;
    await act(async () => {
      answer = await result.current.login.trigger({
        email: 'admin@example.com',
        password: 'Telehealth#2026',
      });
    });
    expect(answer).toEqual({ mfaRequired: true, challenge: 'c1' });
    expect(result.current.session.user).toBeNull();
    await act(() => result.current.verify.trigger({ challenge: 'c1', code: '123456' }));
    await waitFor(() => expect(result.current.session.user?.id).toBe(9));
  });
});
