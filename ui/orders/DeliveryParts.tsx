import { useIntl } from 'react-intl';
import type { Delivery } from '../../application/portal/orders/ports';
import type { DeliveryState } from '../../domain/orders/deliveries';
import { COLUMN_WIDTHS } from '../components/column-widths';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { MISSING_VALUE } from '../i18n/use-formatters';
import { useCalendarDay, useOrderMoney } from './order-formatting';
import { deliveryStateMessages, ordersMessages } from './orders-messages';

/** A delivery state as a coloured chip with its spec name. */
export function DeliveryStateChip({ state }: { state: DeliveryState }) {
  const intl = useIntl();
  return <span className={`delivery-chip delivery-chip--${state}`}>{intl.formatMessage(deliveryStateMessages[state])}</span>;
}

/** The tracking number as a link to the carrier's page, opened in a new tab; the number alone without a page. */
export function TrackingLink({ delivery }: { delivery: Delivery }) {
  const intl = useIntl();
  if (!delivery.trackingNo) return <>{MISSING_VALUE}</>;
  if (!delivery.trackingUrl) return <>{delivery.trackingNo}</>;
  return (
    <a href={delivery.trackingUrl} target="_blank" rel="noopener noreferrer" className="orders-link">
      {delivery.trackingNo}
      <span className="visually-hidden"> {intl.formatMessage(ordersMessages.opensInNewTab)}</span>
    </a>
  );
}

/** The lines of a delivery order: which article of which sales order, how many, at what price. */
export function DeliveryLinesTable({ delivery }: { delivery: Delivery }) {
  const intl = useIntl();
  const money = useOrderMoney();
  return (
    <table className="orders-lines" aria-label={intl.formatMessage(ordersMessages.deliveryLines, { doNumber: delivery.doNumber })}>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(ordersMessages.soNumber)}</th>
          <th scope="col">{intl.formatMessage(ordersMessages.article)}</th>
          <th scope="col" className="orders-lines__number">
            {intl.formatMessage(ordersMessages.qty)}
          </th>
          <th scope="col" className="orders-lines__number">
            {intl.formatMessage(ordersMessages.price)}
          </th>
        </tr>
      </thead>
      <tbody>
        {delivery.lines.map((line) => (
          <tr key={line.lineNo}>
            <td>{line.orderNo}</td>
            <th scope="row">
              {line.name} <span className="orders-code">{line.articleCode}</span>
            </th>
            <td className="orders-lines__number">{line.orderQty}</td>
            <td className="orders-lines__number">{money(line.price, delivery.currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Delivery orders in a data table, each with its lines on expansion. */
export function DeliveriesTable({ label, deliveries, shipped }: { label: string; deliveries: readonly Delivery[]; shipped: boolean }) {
  const intl = useIntl();
  const day = useCalendarDay();
  const columns: DataTableColumn<Delivery>[] = [
    {
      id: 'doNumber',
      header: intl.formatMessage(ordersMessages.doNumber),
      cell: (delivery) => delivery.doNumber,
      sortValue: (delivery) => delivery.doNumber,
      isRowHeader: true,
      priority: 'essential',
      minWidth: COLUMN_WIDTHS.documentNumber,
    },
    { id: 'poNumber', header: intl.formatMessage(ordersMessages.poNumber), cell: (delivery) => delivery.custPoNo ?? MISSING_VALUE, priority: 'low', minWidth: COLUMN_WIDTHS.reference },
    {
      id: 'documentDate',
      header: intl.formatMessage(ordersMessages.createdOn),
      cell: (delivery) => day(delivery.documentDate),
      sortValue: (delivery) => delivery.documentDate,
      priority: 'essential',
      minWidth: COLUMN_WIDTHS.date,
    },
    shipped
      ? {
          id: 'deliveryDate',
          header: intl.formatMessage(ordersMessages.deliveryDate),
          cell: (delivery) => day(delivery.deliveryDate),
          sortValue: (delivery) => delivery.deliveryDate ?? '',
          priority: 'high',
          minWidth: COLUMN_WIDTHS.date,
        }
      : {
          id: 'estimated',
          header: intl.formatMessage(ordersMessages.estimatedDelivery),
          cell: (delivery) => day(delivery.estimatedDeliveryDate),
          sortValue: (delivery) => delivery.estimatedDeliveryDate ?? '',
          priority: 'high',
          minWidth: COLUMN_WIDTHS.date,
        },
    { id: 'state', header: intl.formatMessage(ordersMessages.deliveryState), cell: (delivery) => <DeliveryStateChip state={delivery.state} />, priority: 'essential', minWidth: COLUMN_WIDTHS.longStatusChip },
    { id: 'expedition', header: intl.formatMessage(ordersMessages.expedition), cell: (delivery) => delivery.expeditionName ?? MISSING_VALUE, priority: 'medium', minWidth: COLUMN_WIDTHS.name },
    { id: 'tracking', header: intl.formatMessage(ordersMessages.trackingNumber), cell: (delivery) => <TrackingLink delivery={delivery} />, priority: 'high', minWidth: COLUMN_WIDTHS.trackingNumber },
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={deliveries}
      rowKey={(delivery) => delivery.id}
      rowLabel={(delivery) => delivery.doNumber}
      renderExpanded={(delivery) => <DeliveryLinesTable delivery={delivery} />}
    />
  );
}
