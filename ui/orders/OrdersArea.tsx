import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { AreaFrame } from '../components/AreaFrame';
import { useLocalePath } from '../i18n/portal-locale';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { ordersMessages } from './orders-messages';
import './orders.css';

export type OrdersTab = 'open-orders' | 'shipments';

const TITLES = {
  order: routeTitleMessages.route_title_order,
  'order-open-order': routeTitleMessages['route_title_order-open-order'],
  'order-delivery': routeTitleMessages['route_title_order-delivery'],
} as const;

/**
 * The order area's frame: the route's title, the two tabs as links (the selected one marked as the current page)
 * and the selected tab's content.
 */
export function OrdersArea({ route, tab, actions, children }: { route: keyof typeof TITLES; tab: OrdersTab; actions?: ReactNode; children: ReactNode }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const tabs: { id: OrdersTab; href: string; label: string }[] = [
    { id: 'open-orders', href: localePath('/order/open-order'), label: intl.formatMessage(ordersMessages.openOrdersTab) },
    { id: 'shipments', href: localePath('/order/delivery'), label: intl.formatMessage(ordersMessages.shipmentsTab) },
  ];
  return (
    <AreaFrame title={intl.formatMessage(TITLES[route])} actions={actions}>
      <nav className="orders-tabs" aria-label={intl.formatMessage(ordersMessages.areaTabs)}>
        <ul>
          {tabs.map((candidate) => (
            <li key={candidate.id}>
              <Link className="orders-tabs__tab" href={candidate.href} aria-current={candidate.id === tab ? 'page' : undefined}>
                {candidate.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </AreaFrame>
  );
}
