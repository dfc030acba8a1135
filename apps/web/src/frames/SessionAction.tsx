import { ApiBoundary, useUser } from '@telehealth/api';
import { homeFor } from '../navigation/homeFor';
import { HeaderButtonLink } from './SiteHeader';

function SessionActionInner() {
  const { user } = useUser();
  if (user === undefined) return null;
  return user ? (
    <HeaderButtonLink href={homeFor(user)}>Dashboard</HeaderButtonLink>
  ) : (
    <HeaderButtonLink href="/auth">Login</HeaderButtonLink>
  );
}

/**
 * Login when signed out, Dashboard when signed in: loaded only when the browser may have a session, since it needs
 * the session (and so the API code) to tell.
 */
export function SessionAction() {
  return (
    <ApiBoundary>
      <SessionActionInner />
    </ApiBoundary>
  );
}
