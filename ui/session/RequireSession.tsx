import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../components/Spinner';
import { commonMessages } from '../i18n/common-messages';
import { useLocalePath } from '../i18n/portal-locale';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import type { LoginRedirectState } from './LoginPage';
import { selectSessionStatus, selectUser } from './session-slice';
import { sessionChecked } from './session-thunks';

/** Shows its pages to signed-in people only; everyone else goes to the login page and comes back after. */
export function RequireSession({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const localePath = useLocalePath();
  const location = useLocation();
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectUser);

  useEffect(() => {
    if (user) void dispatch(sessionChecked(user));
  }, [dispatch, user, location.pathname]);

  if (status === 'anonymous') {
    const state: LoginRedirectState = { from: location.pathname + location.search };
    return <Navigate to={localePath('/login')} replace state={state} />;
  }
  if (status === 'signed-in') return children;
  return (
    <main className="page-loading">
      <Spinner label={intl.formatMessage(commonMessages.loading)} />
    </main>
  );
}
