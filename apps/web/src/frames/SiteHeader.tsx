import { useMayHaveSession } from '@telehealth/api';
import { AppHeader, Button, Logo } from '@telehealth/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { isMenuItemActive, publicLinks } from '../navigation/menus';
import { RouterLink } from './RouterLink';

const LazySessionAction = lazy(() =>
  import('./SessionAction').then((module) => ({ default: module.SessionAction })),
);

/** The header's one button-styled link (Login or Dashboard). */
export function HeaderButtonLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button asChild variant="solid" size="sm">
      <RouterLink href={href}>{children}</RouterLink>
    </Button>
  );
}

/**
 * The public header (docs/product/site.md): its links, and Login when signed out or Dashboard when signed in. Dashboard goes
 * to the user's own home (the admin, practitioner or content portal), not always to the patient's.
 */
export function SiteHeader() {
  // Read on every render (each navigation): signing in sets the hint, signing out clears it.
  const mayHaveSession = useMayHaveSession();
  const { pathname } = useLocation();

  // A visitor who never signed in gets Login at once: no session request, no API code.
  const actions = mayHaveSession ? (
    <Suspense fallback={null}>
      <LazySessionAction />
    </Suspense>
  ) : (
    <HeaderButtonLink href="/auth">Login</HeaderButtonLink>
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
