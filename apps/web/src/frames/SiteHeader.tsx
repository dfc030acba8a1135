import { useLogout, useUser } from '@telehealth/api';
import { authMessages } from '@telehealth/contract';
import { AppHeader, Button, Logo, toast } from '@telehealth/ui';
import { useLocation, useNavigate } from 'react-router';
import { isMenuItemActive, publicLinks } from '../navigation/menus';
import { RouterLink } from './RouterLink';

/** The public header of Part 1 §2, with Login or Dashboard, and Log out for a signed-in user. */
export function SiteHeader() {
  const { user } = useUser();
  const { pathname } = useLocation();
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

  const actions =
    user === undefined ? null : user ? (
      <>
        <Button asChild variant="primary" size="sm">
          <RouterLink href="/dashboard">Dashboard</RouterLink>
        </Button>
        <Button variant="ghost" size="sm" busy={logout.isMutating} onClick={signOut}>
          {logout.isMutating ? 'Logging out...' : 'Log out'}
        </Button>
      </>
    ) : (
      <Button asChild variant="primary" size="sm">
        <RouterLink href="/auth">Login</RouterLink>
      </Button>
    );

  return (
    <AppHeader
      brand={
        <RouterLink href="/" aria-label="Home">
          <Logo />
        </RouterLink>
      }
      links={publicLinks.map(({ href, label }) => ({ href, label }))}
      isActive={(href) =>
        isMenuItemActive(publicLinks.find((link) => link.href === href) ?? { href, label: '' }, pathname)
      }
      actions={actions}
      linkComponent={RouterLink}
    />
  );
}
