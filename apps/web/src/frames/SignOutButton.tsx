import { useLogout } from '@telehealth/api';
import { authMessages } from '@telehealth/contract';
import { Button, toast } from '@telehealth/ui';
import { useNavigate } from 'react-router';

/** Ends the session on the server, clears cached data, confirms with a toast and goes home. */
export function SignOutButton() {
  const navigate = useNavigate();
  const logout = useLogout();

  async function signOut() {
    try {
      await logout.trigger();
      toast({ title: authMessages.logoutSuccess, variant: 'success' });
      navigate('/');
    } catch (error) {
      toast({
        title: authMessages.logoutFailed,
        description: error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      });
    }
  }

  return (
    <Button variant="outline" size="sm" fullWidth busy={logout.isMutating} onClick={signOut}>
      {logout.isMutating ? 'Logging out...' : 'Log out'}
    </Button>
  );
}
