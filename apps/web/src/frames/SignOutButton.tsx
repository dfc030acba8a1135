import { useLogout, useUser } from '@telehealth/api';
import { authMessages } from '@telehealth/contract';
import { Button } from '@telehealth/ui';
import { useNavigate } from 'react-router';
import { forgetNewAccount } from '../features/session/newAccount';
import { useAction } from '../features/shared/useAction';

/** Ends the session on the server, clears cached data, confirms with a toast and goes home. */
export function SignOutButton() {
  const navigate = useNavigate();
  const logout = useLogout();
  const { user } = useUser();

  const signOut = useAction(
    async () => {
      await logout.trigger();
      // The next visit of this account is a return.
      if (user) forgetNewAccount(user.email);
    },
    {
      success: { title: authMessages.logoutSuccess, tone: 'positive' },
      failure: (error) => ({
        title: authMessages.logoutFailed,
        description: error instanceof Error ? error.message : undefined,
        tone: 'critical',
      }),
      onSuccess: () => navigate('/'),
    },
  );

  return (
    <Button variant="outline" size="sm" fullWidth busy={logout.isMutating} onClick={signOut}>
      {logout.isMutating ? 'Logging out...' : 'Log out'}
    </Button>
  );
}
