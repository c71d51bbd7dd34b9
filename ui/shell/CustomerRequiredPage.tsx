import { defineMessages, useIntl } from 'react-intl';
import type { RouteMeta } from '../../domain/navigation/routes';
import { useRouteTitle } from './navigation/route-title';

const messages = defineMessages({
  customerRequired: { id: 'customer_required', defaultMessage: 'Select a customer to open this page.' },
  noCustomer: { id: 'no_customer_available', defaultMessage: 'There is no customer you can act for, so this page cannot be opened.' },
  selectCustomer: { id: 'select_customer', defaultMessage: 'Select customer' },
});

/** The page of a route that needs a customer while none is selected: the picker is open over it. */
export function CustomerRequiredPage({ count, route }: { count: number; route: RouteMeta }) {
  const intl = useIntl();
  const title = useRouteTitle(route) ?? intl.formatMessage(messages.selectCustomer);
  return (
    <section className="page status-page status-page--inline">
      <h1>{title}</h1>
      <p>{intl.formatMessage(count > 0 ? messages.customerRequired : messages.noCustomer)}</p>
    </section>
  );
}
