import { Fragment } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { ShipmentRate } from '../../application/portal/cart/ports';
import type { CartView } from '../../application/portal/cart/cart-view';
import { money, toDecimalString } from '../../domain/money/money';
import { amountDue } from '../../domain/pricing/amount-due';
import { useAmount } from '../catalogue/catalogue-parts';
import { messageDescriptors } from '../i18n/message-descriptors';

const messages = messageDescriptors(defineMessages({
  title: { id: 'checkout_amounts_due', defaultMessage: 'To pay' },
  shipment: { id: 'checkout_amount_shipment', defaultMessage: 'Shipment {sorg}' },
  due: { id: 'checkout_amount_due', defaultMessage: 'Total to pay {sorg}' },
}));

/**
 * What the dealer will pay per sales organisation once the shipment is added to the goods, as the order and its
 * payment will charge it (domain amountDue), before the order is placed.
 */
export function AmountsDue({ cart, rates, chosenShipments }: { cart: CartView; rates: readonly ShipmentRate[]; chosenShipments: Record<string, string> }) {
  const intl = useIntl();
  const amount = useAmount();
  const rows = cart.totalsBySorg.map((total) => {
    const rate = rates.find((candidate) => candidate.sorg === total.sorg && candidate.code === chosenShipments[total.sorg]) ?? null;
    const due = amountDue(money(total.total, total.currency), rate);
    return { total, rate, due: toDecimalString(due) };
  });
  if (!rows.some((row) => row.rate)) return null;
  return (
    <section className="cart-totals" aria-label={intl.formatMessage(messages.title)}>
      <h2>{intl.formatMessage(messages.title)}</h2>
      <dl>
        {rows.map(({ total, rate, due }) => (
          <Fragment key={`${total.sorg}-${total.currency}`}>
            {rate && (
              <div className="cart-totals__row">
                <dt>{intl.formatMessage(messages.shipment, { sorg: total.sorg })}</dt>
                <dd className="cart-totals__amount">{amount(rate.currency === total.currency ? rate.amount : null, total.format)}</dd>
              </div>
            )}
            <div className="cart-totals__row">
              <dt>{intl.formatMessage(messages.due, { sorg: total.sorg })}</dt>
              <dd className="cart-totals__amount">
                <strong>{amount(due, total.format)}</strong>
              </dd>
            </div>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
