import { useUser } from '@telehealth/api';
import { type AccessGroup, canAccess } from '@telehealth/contract';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageStatus } from '../frames/FullPageStatus';
import { SessionError } from '../frames/SessionError';
import { signInPath } from './safeRedirect';

export interface RequireAccessProps {
  group: AccessGroup;
}

/**
 * Route guard (docs/product/access.md): shows 'Authenticating...' while the session loads, sends anonymous
 * visitors to sign in with the wanted page as `redirect`, and sends users who fail the check to /.
 * The server enforces the same rule on every endpoint; this only spares a useless page.
 */
export function RequireAccess({ group }: RequireAccessProps) {
  const { user, isLoading, error, refresh } = useUser();
  const location = useLocation();
  if (error) return <SessionError message={error.message} onRetry={refresh} />;
  if (isLoading || user === undefined) return <FullPageStatus label="Authenticating..." />;
  if (!user) return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />;
  if (!canAccess(user, group)) return <Navigate to="/" replace />;
  return <Outlet />;
}
