import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { OpenDeliveryCompany } from '../../application/portal/orders/ports';
import { EmptyState } from '../components/EmptyState';
import { Spinner } from '../components/Spinner';
import { commonMessages } from '../i18n/common-messages';
import { messageDescriptors } from '../i18n/message-descriptors';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { DateRangeFields, FilterForm } from './DateRangeFields';
import { DeliveriesTable } from './DeliveryParts';
import { useCalendarDay } from './order-formatting';
import { useShipmentHistoryQuery } from './orders-api';
import { ordersMessages } from './orders-messages';
import { OrdersArea } from './OrdersArea';
import { selectShipments } from './orders-slice';
import { shipmentHistoryOpened, shipmentHistoryRequested, shipmentRangeChanged } from './orders-thunks';

const messages = messageDescriptors(defineMessages({
  rangeForm: { id: 'orders_shipment_range', defaultMessage: 'Shipment dates' },
  show: { id: 'orders_show_shipments', defaultMessage: 'Show shipments' },
  shownRange: { id: 'orders_shown_range', defaultMessage: 'Shipments from {from} to {to}' },
  shippedHeading: { id: 'orders_shipped_heading', defaultMessage: 'Shipped' },
  shippedTable: { id: 'orders_shipped_table', defaultMessage: 'Shipped delivery orders' },
  noShipped: { id: 'orders_no_shipped', defaultMessage: 'Nothing was shipped in these dates.' },
  shippedFailed: { id: 'orders_shipped_failed', defaultMessage: 'The shipped delivery orders could not be loaded. Please try again in a moment.' },
  openHeading: { id: 'orders_open_deliveries_heading', defaultMessage: 'Not yet shipped' },
  openTable: { id: 'orders_open_deliveries_of', defaultMessage: 'Delivery orders of {company} not yet shipped' },
  noOpen: { id: 'orders_no_open_deliveries', defaultMessage: 'No delivery order created in these dates is waiting to be shipped.' },
  openFailed: { id: 'orders_open_deliveries_failed', defaultMessage: 'The delivery orders not yet shipped could not be loaded. Please try again in a moment.' },
}));

function OpenDeliveriesOfCompany({ company }: { company: OpenDeliveryCompany }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className="orders-company" aria-labelledby={headingId}>
      <h3 id={headingId}>{intl.formatMessage(ordersMessages.companyHeading, { name: company.companyName, code: company.companyCode })}</h3>
      <DeliveriesTable label={intl.formatMessage(messages.openTable, { company: company.companyName })} deliveries={company.deliveries} shipped={false} />
    </section>
  );
}

/**
 * The shipment history (/order/delivery): a date range (the last 30 days by default, each date-filter rule's
 * message when it breaks one), the delivery orders shipped in it with their tracking links, and those created in it
 * and not yet shipped, by company.
 */
export function ShipmentHistoryPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const day = useCalendarDay();
  const { draft, errors, shown } = useAppSelector(selectShipments);
  const { currentData: history, isFetching } = useShipmentHistoryQuery(shown ?? skipToken);
  const shippedId = useId();
  const openId = useId();

  useEffect(() => {
    if (!shown && !draft) void dispatch(shipmentHistoryOpened());
  }, [shown, draft, dispatch]);

  const range = draft ?? { from: '', to: '' };
  const deliveriesOpen = history?.open?.filter((company) => company.deliveries.length > 0) ?? [];

  return (
    <OrdersArea route="order-delivery" tab="shipments">
      <FilterForm label={intl.formatMessage(messages.rangeForm)} submitLabel={intl.formatMessage(messages.show)} onSubmit={() => void dispatch(shipmentHistoryRequested(range))}>
        <DateRangeFields range={range} errors={errors} onChange={(next) => void dispatch(shipmentRangeChanged(next))} />
      </FilterForm>
      {isFetching || (!shown && !errors.length) ? (
        <Spinner label={intl.formatMessage(commonMessages.loading)} />
      ) : (
        history && (
          <>
            {shown && <p className="orders-note">{intl.formatMessage(messages.shownRange, { from: day(shown.from), to: day(shown.to) })}</p>}
            <section className="orders-company" aria-labelledby={shippedId}>
              <h2 id={shippedId}>{intl.formatMessage(messages.shippedHeading)}</h2>
              {history.shipped === null ? (
                <EmptyState type="custom" title={intl.formatMessage(messages.shippedFailed)} />
              ) : history.shipped.length === 0 ? (
                <EmptyState type="custom" title={intl.formatMessage(messages.noShipped)} />
              ) : (
                <DeliveriesTable label={intl.formatMessage(messages.shippedTable)} deliveries={history.shipped} shipped />
              )}
            </section>
            <section className="orders-company" aria-labelledby={openId}>
              <h2 id={openId}>{intl.formatMessage(messages.openHeading)}</h2>
              {history.open === null ? (
                <EmptyState type="custom" title={intl.formatMessage(messages.openFailed)} />
              ) : deliveriesOpen.length === 0 ? (
                <EmptyState type="custom" title={intl.formatMessage(messages.noOpen)} />
              ) : (
                deliveriesOpen.map((company) => <OpenDeliveriesOfCompany key={company.companyCode} company={company} />)
              )}
            </section>
          </>
        )
      )}
    </OrdersArea>
  );
}
