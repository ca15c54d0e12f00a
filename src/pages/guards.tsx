import { useEffect, useRef, type ReactNode } from 'react';
import { Loading, Navigate, useNotify, usePermissions } from 'react-admin';
import { defaultView, hasPermission } from '../providers/session';

/** Route guard of spec 2.1: a signed-in user without 'edit' is sent to 'games'. */
export function RequireEdit({ children }: { children: ReactNode }) {
  const { permissions, isPending } = usePermissions();
  if (isPending) return <Loading />;
  if (!hasPermission(permissions, 'edit')) return <ForbiddenToGames />;
  return <>{children}</>;
}

/** Route guard of the schema studio: a signed-in user without 'schemas' is sent to 'games'. */
export function RequireSchemas({ children }: { children: ReactNode }) {
  const { permissions, isPending } = usePermissions();
  if (isPending) return <Loading />;
  if (!hasPermission(permissions, 'schemas')) return <ForbiddenToGames />;
  return <>{children}</>;
}

/**
 * A link to a screen the user may not open (issue 22): a Slovak notification says so, then 'games'
 * (instead of landing there without a word).
 */
export function ForbiddenToGames() {
  const notify = useNotify();
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    notify('app.forbidden', { type: 'warning' });
  }, [notify]);
  return <Navigate to="/games" replace />;
}

/** '#/' and the logo: the default view (dashboard with 'edit', else games). */
export function DefaultViewRedirect() {
  const { permissions, isPending } = usePermissions();
  if (isPending) return <Loading />;
  return <Navigate to={defaultView(permissions)} replace />;
}

/** Paths that match nothing go to 'signin' (which forwards a signed-in user to the default view). */
export function CatchAllToSignin() {
  return <Navigate to="/signin" replace />;
}

/** react-admin's access-denied route (canAccess refused): the user lacks 'edit', so 'games'. */
export function AccessDeniedToGames() {
  return <ForbiddenToGames />;
}
