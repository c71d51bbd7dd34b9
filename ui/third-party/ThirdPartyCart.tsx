import { useState } from 'react';
import { Form, Link } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import type { ThirdPartyOrder, ThirdPartyProductError, ThirdPartyVendor } from '../../application/portal/third-party/ports';
import { priceVendorCart, type ThirdPartyCheckoutRefusal } from '../../application/portal/third-party/third-party-use-cases';
import { isCheckoutQuantity } from '../../domain/checkout/checkout-validation';
import type { VendorCart } from './third-party-cart-slice';
import { Button } from '../components/Button';
import { TextField } from '../components/TextField';
import { messageDescriptors } from '../i18n/message-descriptors';
import { useFormatMoney } from '../i18n/use-formatters';
import { refusalMessage, sharedMessages } from './third-party-messages';

const messages = messageDescriptors(
  defineMessages({
    title: { id: 'third_party_cart_title', defaultMessage: 'Cart: {vendor}' },
    empty: { id: 'third_party_cart_empty', defaultMessage: 'The cart of this vendor is empty. Add articles from the list.' },
    quantityOf: { id: 'third_party_cart_quantity_of', defaultMessage: 'Quantity of {article}' },
    remove: { id: 'third_party_cart_remove', defaultMessage: 'Remove {article}' },
    deliverTo: { id: 'third_party_cart_deliver_to', defaultMessage: 'Delivered to' },
    noAddress: { id: 'third_party_cart_no_address', defaultMessage: 'The vendor has no delivery address for this customer.' },
    date: { id: 'third_party_cart_date', defaultMessage: 'Requested delivery date' },
    notes: { id: 'third_party_cart_notes', defaultMessage: 'Notes' },
    total: { id: 'third_party_cart_total', defaultMessage: 'Total' },
    checkout: { id: 'third_party_cart_checkout', defaultMessage: 'Check out' },
    placed: { id: 'third_party_cart_placed', defaultMessage: 'Order {orderNo} has been placed with {vendor}.' },
    toOrders: { id: 'third_party_cart_to_orders', defaultMessage: 'See the third-party orders' },
    changed: { id: 'third_party_cart_changed', defaultMessage: 'Some articles changed at the vendor meanwhile. Nothing was ordered; see the messages at the lines.' },
  }),
);

/**
 * A line's quantity as typed: the cart takes it once it is a whole number of at least 1 (the × button removes a
 * line), so clearing the field to type anew keeps the line.
 */
function QuantityField({ label, qty, onQuantity, problem }: { label: string; qty: number; onQuantity: (qty: number) => void; problem: string | null }) {
  const intl = useIntl();
  const [typed, setTyped] = useState(String(qty));
  const valid = isCheckoutQuantity(Number(typed)) && typed.trim() !== '';
  return (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      value={typed}
      onChange={(text) => {
        setTyped(text);
        if (isCheckoutQuantity(Number(text)) && text.trim() !== '') onQuantity(Number(text));
      }}
      errorMessage={valid ? problem : intl.formatMessage(refusalMessage('quantity_min', 'failed_checkout'))}
    />
  );
}

export interface ThirdPartyCartProps {
  vendor: ThirdPartyVendor;
  cart: VendorCart;
  productErrors: readonly ThirdPartyProductError[];
  address: string | null | undefined;
  ordersHref: string;
  onQuantity: (articleCode: string, qty: number) => void;
  onCheckout: (form: { reqDeliveryDate: string; notes: string }) => Promise<{ ok: true; value: ThirdPartyOrder } | { ok: false; error: ThirdPartyCheckoutRefusal }>;
}

/** The cart of one vendor: its lines with their product errors, the delivery address, the requested date and the checkout. */
export function ThirdPartyCart({ vendor, cart, productErrors, address, ordersHref, onQuantity, onCheckout }: ThirdPartyCartProps) {
  const intl = useIntl();
  const money = useFormatMoney();
  const [reqDeliveryDate, setDate] = useState('');
  const [notes, setNotes] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<ThirdPartyCheckoutRefusal | null>(null);
  const [placed, setPlaced] = useState<ThirdPartyOrder | null>(null);
  const priced = priceVendorCart(cart.lines);
  const fieldError = (field: string) => {
    const found = refusal?.userErrors.find((error) => error.field.join('.') === field);
    return found ? intl.formatMessage(refusalMessage(found.message, 'failed_checkout'), found.values) : null;
  };
  const general = refusal?.userErrors.filter((error) => !['reqDeliveryDate', 'notes'].includes(error.field.join('.')) && !error.field[0]?.startsWith('products.')) ?? [];

  const submit = async () => {
    setSubmitting(true);
    const outcome = await onCheckout({ reqDeliveryDate, notes });
    setSubmitting(false);
    setRefusal(outcome.ok ? null : outcome.error);
    setPlaced(outcome.ok ? outcome.value : null);
  };

  return (
    <section className="third-party__cart" aria-labelledby={`third-party-cart-${vendor.id}`}>
      <h2 id={`third-party-cart-${vendor.id}`}>{intl.formatMessage(messages.title, { vendor: vendor.name })}</h2>
      {placed && (
        <p role="status" className="third-party__notice">
          {intl.formatMessage(messages.placed, { orderNo: placed.orderNo, vendor: vendor.name })} <Link href={ordersHref}>{intl.formatMessage(messages.toOrders)}</Link>
        </p>
      )}
      {cart.lines.length === 0 ? (
        <p>{intl.formatMessage(messages.empty)}</p>
      ) : (
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <ul className="third-party__cart-lines">
            {cart.lines.map((line, index) => {
              const problem = productErrors.find((each) => each.articleCode === line.articleCode);
              const values = problem ? { ...problem.values, ...(problem.values.price ? { price: money(problem.values.price) } : {}) } : {};
              return (
                <li key={line.articleCode} className="third-party__cart-line">
                  <span className="third-party__cart-article">
                    <strong>{line.name}</strong> <span>{line.articleCode}</span>
                  </span>
                  <QuantityField
                    label={intl.formatMessage(messages.quantityOf, { article: line.articleCode })}
                    qty={line.qty}
                    onQuantity={(qty) => onQuantity(line.articleCode, qty)}
                    problem={problem ? intl.formatMessage(refusalMessage(problem.message, 'failed_checkout'), values) : null}
                  />
                  <span>
                    {money(line.price)} / {line.salesUnit}
                  </span>
                  <span>
                    {intl.formatMessage(sharedMessages.subtotal)}: {money(priced.subtotals[index])}
                  </span>
                  <Button variant="secondary" onPress={() => onQuantity(line.articleCode, 0)} aria-label={intl.formatMessage(messages.remove, { article: line.articleCode })}>
                    ×
                  </Button>
                </li>
              );
            })}
          </ul>
          <dl className="third-party__facts">
            <dt>{intl.formatMessage(messages.deliverTo)}</dt>
            <dd>{address ?? intl.formatMessage(messages.noAddress)}</dd>
            <dt>{intl.formatMessage(messages.total)}</dt>
            <dd>{money(priced.total)}</dd>
          </dl>
          <TextField label={intl.formatMessage(messages.date)} type="date" value={reqDeliveryDate} onChange={setDate} errorMessage={fieldError('reqDeliveryDate')} />
          <TextField label={intl.formatMessage(messages.notes)} value={notes} onChange={setNotes} errorMessage={fieldError('notes')} />
          {general.length > 0 && (
            <div role="alert" className="third-party__error">
              {general.map((error) => (
                <p key={error.message}>{intl.formatMessage(refusalMessage(error.message, 'failed_checkout'), error.values)}</p>
              ))}
            </div>
          )}
          {productErrors.length > 0 && (
            <p role="alert" className="third-party__error">
              {intl.formatMessage(messages.changed)}
            </p>
          )}
          <Button type="submit" isDisabled={submitting || !address}>
            {intl.formatMessage(messages.checkout)}
          </Button>
        </Form>
      )}
    </section>
  );
}
