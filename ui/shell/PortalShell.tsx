import { useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useParams } from 'react-router';
import { guardRoute, type RouteVerdict } from '../../domain/navigation/route-guard';
import type { RouteMatch, RouteMeta } from '../../domain/navigation/routes';
import { useShownWhenReady } from '../components/use-shown-when-ready';
import { useLocalePath } from '../i18n/portal-locale';
import type { LoginRedirectState } from '../session/LoginPage';
import { selectEndedOnRefusedPage, selectSessionStatus, selectUser } from '../session/session-slice';
import { sessionChecked, signOutOnRefusedPage } from '../session/session-thunks';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectHostConfig } from './config-slice';
import { CurrentRouteContext } from './current-route';
import { selectCustomerCount } from './customers/customer-slice';
import { PortalLayout } from './layouts/PortalLayout';
import { PageLoading } from './PageLoading';
import { CustomerRequiredPage } from './shell-pages';
import { shellStarted } from './shell-thunks';

/** What every generated route carries: its entry of the route table. */
export interface PortalRouteHandle {
  route: RouteMeta;
}

/** Signs out a user who opened a page their scopes do not allow; the guard then sends them to a fresh sign-in. */
function RefusedPage() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(signOutOnRefusedPage());
  }, [dispatch]);
  return <PageLoading />;
}

/** Loads the frame's data for the signed-in user and checks the session on each page change and on return to the tab. */
function useSignedInShell() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const { pathname } = useLocation();

  useEffect(() => {
    if (user) void dispatch(shellStarted(user));
    // The frame's data belongs to the user and the customer they act for; other changes to the user keep it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, user?.id, user?.salesActiveCustCode]);

  useEffect(() => {
    if (user) void dispatch(sessionChecked(user));
  }, [dispatch, user, pathname]);

  useEffect(() => {
    if (!user) return;
    const check = () => {
      if (document.visibilityState === 'visible') void dispatch(sessionChecked(user));
    };
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [dispatch, user]);
}

/**
 * The element of every route of the table: runs the guard of domain/navigation/route-guard.ts and frames the page
 * in its layout. Visitors go to the sign-in page and come back after; a user without the route's scopes is
 * signed out; the PAA claim page without claimAllowPAA goes to /claim; a page that needs a customer waits behind
 * the customer picker.
 */
export function PortalShell() {
  const handle = useMatches().at(-1)?.handle as PortalRouteHandle | undefined;
  const routeParams = useParams();
  // One match while the page and its parameters stay: the frame's memoised parts and the route's context readers
  // then skip the renders that the session's and the frame's answers cause.
  const match = useMemo<RouteMatch | null>(() => {
    if (!handle) return null;
    const { locale: _locale, ...params } = routeParams;
    return { route: handle.route, params: params as Record<string, string> };
  }, [handle, routeParams]);
  const status = useAppSelector(selectSessionStatus);
  const sessionKnown = useShownWhenReady(status !== 'unknown' && status !== 'reload-needed');
  const user = useAppSelector(selectUser);
  const config = useAppSelector(selectHostConfig);
  useSignedInShell();

  if (!match) return <Outlet />;
  if (match.route.scopes !== 'public' && !sessionKnown) return <PageLoading />;

  const verdict = guardRoute(match.route, {
    signedIn: status === 'signed-in',
    scopes: user?.scopes ?? [],
    limitation: user?.limitation ?? null,
    hasSelectedCustomer: Boolean(user?.salesActiveCustCode),
    claimAllowPAA: config?.claimAllowPAA ?? false,
  });

  return (
    <CurrentRouteContext value={match}>
      <GuardedPage verdict={verdict} match={match} />
    </CurrentRouteContext>
  );
}

/**
 * Sends a visitor to sign-in, to come back to this page after unless the session ended on a refused page. The state
 * keeps its identity while the page stays: <Navigate> navigates again whenever its state changes, and every step of
 * a navigation renders the frame again, so a fresh object each render would restart the navigation to sign-in
 * before its messages load, without end.
 */
function SignInRedirect() {
  const { pathname, search } = useLocation();
  const localePath = useLocalePath();
  const endedOnRefusedPage = useAppSelector(selectEndedOnRefusedPage);
  const state = useMemo<LoginRedirectState | undefined>(
    () => (endedOnRefusedPage ? undefined : { from: pathname + search }),
    [endedOnRefusedPage, pathname, search],
  );
  return <Navigate to={localePath('/login')} replace state={state} />;
}

function GuardedPage({ verdict, match }: { verdict: RouteVerdict; match: RouteMatch }) {
  const localePath = useLocalePath();
  const customerCount = useAppSelector(selectCustomerCount);
  switch (verdict.kind) {
    case 'sign-in':
      return <SignInRedirect />;
    case 'logout':
      return <RefusedPage />;
    case 'redirect':
      return <Navigate to={localePath(verdict.to)} replace />;
    case 'pick-customer':
      return (
        <PortalLayout match={match} pickerForced={(customerCount ?? 0) > 0}>
          {customerCount === null ? <PageLoading /> : <CustomerRequiredPage count={customerCount} route={match.route} />}
        </PortalLayout>
      );
    case 'open':
      return (
        <PortalLayout match={match}>
          <Outlet />
        </PortalLayout>
      );
  }
}
