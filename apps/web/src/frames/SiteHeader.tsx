import { useUser } from '@telehealth/api';
import { AppHeader, Button, Logo } from '@telehealth/ui';
import { useLocation } from 'react-router';
import { isMenuItemActive, publicLinks } from '../navigation/menus';
import { homeFor } from '../pages/homeFor';
import { RouterLink } from './RouterLink';

/**
 * The public header of Part 1 §2: its links, and Login when signed out or Dashboard when signed in. Dashboard goes
 * to the user's own home (the admin, practitioner or content portal), not always to the patient's.
 */
export function SiteHeader() {
  const { user } = useUser();
  const { pathname } = useLocation();

  const actions =
    user === undefined ? null : (
      <Button asChild variant="solid" size="sm">
        {user ? (
          <RouterLink href={homeFor(user)}>Dashboard</RouterLink>
        ) : (
          <RouterLink href="/auth">Login</RouterLink>
        )}
      </Button>
    );

  return (
    <AppHeader
      brand={
        <RouterLink href="/" aria-label="Telehealth home">
          <Logo />
        </RouterLink>
      }
      links={publicLinks.map(({ href, label }) => ({ href, label }))}
      isActive={(href) => {
        const link = publicLinks.find((candidate) => candidate.href === href);
        return link ? isMenuItemActive(link, pathname) : false;
      }}
      actions={actions}
      linkComponent={RouterLink}
    />
  );
}
