import { useEffect } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Button } from '../components/Button';
import { selectHostConfig } from '../shell/config-slice';
import { lazyPage } from '../shell/lazy-page';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectActiveCustomer, selectUser } from './session-slice';
import { activeCustomerRequested, signOutRequested } from './session-thunks';

const messages = defineMessages<{
  title: NoMessageValues;
  welcome: { name: string };
  activeCustomerCode: { code: string };
  activeCustomerNamed: { name: string; code: string };
  logout: NoMessageValues;
}>({
  title: { id: 'home_title', defaultMessage: 'Home' },
  welcome: { id: 'welcome_user', defaultMessage: 'Welcome, {name}' },
  activeCustomerCode: { id: 'active_customer_code', defaultMessage: 'Acting for customer {code}' },
  activeCustomerNamed: { id: 'active_customer_named', defaultMessage: 'Acting for {name} ({code})' },
  logout: { id: 'logout', defaultMessage: 'Logout' },
});

// The sections read the areas' figures, so they load with the areas, after sign-in.
const HomeSections = lazyPage(() => import('../home/HomeSections').then((module) => module.HomeSections));

/**
 * The signed-in start page (/ and /home-page): who is signed in, for which customer, the way out, and below it what
 * the user's work starts from (HomeSections).
 */
export function LandingPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const activeCustomer = useAppSelector(selectActiveCustomer);
  const config = useAppSelector(selectHostConfig);
  const activeCode = user?.salesActiveCustCode ?? null;

  useEffect(() => {
    if (activeCode) void dispatch(activeCustomerRequested());
  }, [dispatch, activeCode]);

  if (!user) return null;
  return (
    <section className="landing">
      <title>{config ? `${intl.formatMessage(messages.title)} | ${config.webTitle}` : intl.formatMessage(messages.title)}</title>
      <h1>{intl.formatMessage(messages.welcome, { name: user.name })}</h1>
      {activeCode && (
        <p className="landing__customer">
          {activeCustomer
            ? intl.formatMessage(messages.activeCustomerNamed, { name: activeCustomer.name, code: activeCode })
            : intl.formatMessage(messages.activeCustomerCode, { code: activeCode })}
        </p>
      )}
      <Button variant="secondary" onPress={() => void dispatch(signOutRequested())}>
        {intl.formatMessage(messages.logout)}
      </Button>
      <HomeSections user={user} />
    </section>
  );
}
