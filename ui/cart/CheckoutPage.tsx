import { useEffect, useMemo, useState } from 'react';
import { Form, Label, Radio, RadioGroup } from 'react-aria-components';
import { messageDescriptors } from '../i18n/message-descriptors';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { CheckoutAttempt, CheckoutMessage } from '../../application/portal/cart/checkout';
import type { CartView } from '../../application/portal/cart/cart-view';
import type { CheckoutOptions, ShipmentRate } from '../../application/portal/cart/ports';
import { NOTES_MAX_LENGTH, PO_NUMBER_MAX_LENGTH } from '../../domain/checkout/checkout-validation';
import { HOST_CONFIG_DEFAULTS } from '../../domain/config/host-config';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { LinkButton } from '../components/LinkButton';
import { SelectField } from '../components/SelectField';
import { Spinner } from '../components/Spinner';
import { TextAreaField } from '../components/TextAreaField';
import { TextField } from '../components/TextField';
import { Toast } from '../components/Toast';
import { commonMessages } from '../i18n/common-messages';
import { useLocalePath } from '../i18n/portal-locale';
import { useFormatDate } from '../i18n/use-formatters';
import { CatalogueFrame } from '../catalogue/CatalogueFrame';
import { useAmount } from '../catalogue/catalogue-parts';
import { useCatalogueMessage } from '../catalogue/catalogue-messages';
import { selectHostConfig } from '../shell/config-slice';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { CartTotals, cartMessages } from './CartPage';
import { AmountsDue } from './AmountsDue';
import { useCheckoutOptionsQuery } from './cart-api';
import { selectCart, selectShipments, shipmentChosen } from './cart-slice';
import { checkoutStarted, checkoutSubmitted, shipmentRatesRequested, shoppingCartRequested } from './cart-thunks';

export const checkoutMessages = messageDescriptors(defineMessages({
  shipTo: { id: 'checkout_ship_to', defaultMessage: 'Ship to' },
  deliveryDate: { id: 'checkout_delivery_date', defaultMessage: 'Requested delivery date' },
  deliveryDateHint: { id: 'checkout_delivery_date_hint', defaultMessage: 'Optional. Leave empty for the first possible date.' },
  poNumber: { id: 'checkout_po_number', defaultMessage: 'PO number' },
  poNumberHint: { id: 'checkout_po_number_hint', defaultMessage: 'Optional, at most {max} characters.' },
  notes: { id: 'checkout_notes', defaultMessage: 'Notes' },
  notesHint: { id: 'checkout_notes_hint', defaultMessage: 'Optional, at most {max} characters.' },
  payment: { id: 'checkout_payment', defaultMessage: 'Payment' },
  required: { id: 'checkout_required', defaultMessage: 'Required.' },
  choosePayment: { id: 'checkout_choose_payment', defaultMessage: 'Choose how to pay' },
  shipment: { id: 'checkout_shipment', defaultMessage: 'Shipment for {sorg}' },
  shipmentOption: { id: 'checkout_shipment_option', defaultMessage: '{name}: {amount}, expected {date}' },
  free: { id: 'checkout_shipment_free', defaultMessage: 'free' },
  summary: { id: 'checkout_summary', defaultMessage: 'Order summary' },
  line: { id: 'checkout_line', defaultMessage: '{qty} × {name}' },
  placeOrder: { id: 'checkout_place_order', defaultMessage: 'Place order' },
  placing: { id: 'checkout_placing', defaultMessage: 'Placing your order…' },
  backToCart: { id: 'checkout_back_to_cart', defaultMessage: 'Back to cart' },
  optionsFailed: { id: 'checkout_options_failed', defaultMessage: 'The ship-to addresses and payments could not be loaded. Please try again.' },
  refused: { id: 'checkout_refused', defaultMessage: 'The order was not placed.' },
}));

/** The shipments one sales organisation offers, as a radio group. */
export function ShipmentChoice({ sorg, rates, chosen, onChoose }: { sorg: string; rates: readonly ShipmentRate[]; chosen: string | undefined; onChoose: (code: string) => void }) {
  const intl = useIntl();
  const amount = useAmount();
  // Calendar days, written in UTC so that no time zone moves them to another day.
  const days = useFormatDate('UTC');
  const host = useAppSelector(selectHostConfig)?.currency ?? HOST_CONFIG_DEFAULTS.currency;
  return (
    <RadioGroup className="field radio-group" value={chosen ?? null} onChange={onChoose}>
      <Label className="field__label">{intl.formatMessage(checkoutMessages.shipment, { sorg })}</Label>
      {rates.map((rate) => (
        <Radio key={rate.code} value={rate.code} className="radio">
          {intl.formatMessage(checkoutMessages.shipmentOption, {
            name: rate.name,
            amount: rate.free || rate.amount === '0' ? intl.formatMessage(checkoutMessages.free) : rate.currency === host.display ? amount(rate.amount, host) : `${rate.currency} ${rate.amount}`,
            date: days.date(`${rate.estimatedDelivery}T00:00:00Z`),
          })}
        </Radio>
      ))}
    </RadioGroup>
  );
}

interface CheckoutFormProps {
  cart: CartView;
  options: CheckoutOptions;
  rates: readonly ShipmentRate[];
  chosenShipments: Record<string, string>;
  onChooseShipment: (sorg: string, code: string) => void;
  onSubmit: (form: Parameters<CheckoutAttempt['submit']>[0]) => Promise<CheckoutMessage[] | null>;
  /** Refusals already on show (stories). */
  initialMessages?: CheckoutMessage[];
}

/** The checkout form: ship-to, requested delivery date, PO number, notes, payment and shipments, with the summary. */
export function CheckoutForm({ cart, options, rates, chosenShipments, onChooseShipment, onSubmit, initialMessages = [] }: CheckoutFormProps) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const amount = useAmount();
  const messageText = useCatalogueMessage();
  const [shipto, setShipto] = useState<string | null>(options.shipTos.find((shipTo) => shipTo.isDefault)?.code ?? options.shipTos[0]?.code ?? null);
  const [paymentId, setPaymentId] = useState<string | null>(options.payments.length === 1 ? options.payments[0]!.id : null);
  const [date, setDate] = useState('');
  const [poNumber, setPoNumber] = useState('');
  const [notes, setNotes] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [messages, setMessages] = useState<CheckoutMessage[]>(initialMessages);

  const sorgs = [...new Set(rates.map((rate) => rate.sorg))];
  const messageOf = (field: string) => {
    const found = messages.find((message) => message.field === field);
    return found ? messageText(found.key, found.values, 'failed_checkout') : null;
  };
  const fieldNames = ['shipto', 'paymentId', 'custPoNo', 'notes', 'request_delivery_date'];
  /** A field's setter that also drops the refusal of the field, now that it changed. */
  const edit =
    <T,>(field: string, set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setMessages((current) => current.filter((message) => message.field !== field));
    };
  const general = messages.filter((message) => !fieldNames.includes(message.field));

  const submit = async () => {
    if (submitting) return;
    setSubmitting(true);
    const refused = await onSubmit({
      shipto,
      paymentId,
      products: cart.lines.map((line) => ({ articleCode: line.articleCode, sorg: line.sorg, qty: line.qty })),
      custPoNo: poNumber,
      notes,
      request_delivery_date: date,
      shipments: sorgs.flatMap((sorg) => (chosenShipments[sorg] ? [{ sorg, code: chosenShipments[sorg] }] : [])),
    });
    setMessages(refused ?? []);
    setSubmitting(false);
  };

  return (
    <Form
      className="checkout"
      // The domain validates on submit; a field the service or the domain refused must not block the next try.
      validationBehavior="aria"
      aria-busy={submitting || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="checkout__fields">
        {general.length > 0 && (
          <Toast tone="error">
            <p>{intl.formatMessage(checkoutMessages.refused)}</p>
            {general.map((message, index) => (
              <p key={index}>{messageText(message.key, message.values, 'failed_checkout')}</p>
            ))}
          </Toast>
        )}
        <SelectField
          label={intl.formatMessage(checkoutMessages.shipTo)}
          options={options.shipTos.map((shipTo) => ({ id: shipTo.code, label: `${shipTo.name}, ${shipTo.address}, ${shipTo.city}` }))}
          value={shipto}
          onChange={edit('shipto', setShipto)}
          description={intl.formatMessage(checkoutMessages.required)}
          errorMessage={messageOf('shipto')}
        />
        <TextField
          label={intl.formatMessage(checkoutMessages.deliveryDate)}
          type="date"
          value={date}
          onChange={edit('request_delivery_date', setDate)}
          description={intl.formatMessage(checkoutMessages.deliveryDateHint)}
          errorMessage={messageOf('request_delivery_date')}
        />
        <TextField
          label={intl.formatMessage(checkoutMessages.poNumber)}
          value={poNumber}
          onChange={edit('custPoNo', setPoNumber)}
          description={intl.formatMessage(checkoutMessages.poNumberHint, { max: PO_NUMBER_MAX_LENGTH })}
          errorMessage={messageOf('custPoNo')}
        />
        <TextAreaField
          label={intl.formatMessage(checkoutMessages.notes)}
          value={notes}
          onChange={edit('notes', setNotes)}
          rows={3}
          description={intl.formatMessage(checkoutMessages.notesHint, { max: NOTES_MAX_LENGTH })}
          errorMessage={messageOf('notes')}
        />
        <SelectField
          label={intl.formatMessage(checkoutMessages.payment)}
          options={options.payments.map((payment) => ({ id: payment.id, label: payment.description }))}
          value={paymentId}
          onChange={edit('paymentId', setPaymentId)}
          placeholder={intl.formatMessage(checkoutMessages.choosePayment)}
          description={intl.formatMessage(checkoutMessages.required)}
          errorMessage={messageOf('paymentId')}
        />
        {sorgs.map((sorg) => (
          <ShipmentChoice key={sorg} sorg={sorg} rates={rates.filter((rate) => rate.sorg === sorg)} chosen={chosenShipments[sorg]} onChoose={(code) => onChooseShipment(sorg, code)} />
        ))}
      </div>
      <aside className="checkout__summary" aria-label={intl.formatMessage(checkoutMessages.summary)}>
        <h2>{intl.formatMessage(checkoutMessages.summary)}</h2>
        <ul className="checkout__lines">
          {cart.lines.map((line) => (
            <li key={line.id}>
              <span>{intl.formatMessage(checkoutMessages.line, { qty: line.qty, name: line.article.name })}</span>
              <span>{line.pricing ? amount(line.pricing.net, line.pricing.format) : '-'}</span>
            </li>
          ))}
        </ul>
        <CartTotals cart={cart} />
        <AmountsDue cart={cart} rates={rates} chosenShipments={chosenShipments} />
        <div className="cart__actions">
          <LinkButton variant="secondary" href={localePath('/cart')}>
            {intl.formatMessage(checkoutMessages.backToCart)}
          </LinkButton>
          {/* Not a pending button: its announcement would name a button that is gone once the order is placed. */}
          <Button type="submit">{intl.formatMessage(checkoutMessages.placeOrder)}</Button>
        </div>
        <p role="status" className="checkout__status">
          {submitting ? intl.formatMessage(checkoutMessages.placing) : ''}
        </p>
      </aside>
    </Form>
  );
}

/**
 * The checkout (/cart/checkout). One checkout attempt lives as long as the page: its idempotency key is made when
 * the page opens, so however often the order is submitted, one order is placed.
 */
export function CheckoutPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const cart = useAppSelector(selectCart);
  const options = useCheckoutOptionsQuery(undefined, { refetchOnMountOrArgChange: true });
  const shipments = useAppSelector(selectShipments);
  const config = useAppSelector(selectHostConfig) ?? HOST_CONFIG_DEFAULTS;
  const [attempt] = useState(() => dispatch(checkoutStarted()));
  const quantities = useMemo(() => (cart.view?.lines ?? []).map((line) => ({ articleCode: line.articleCode, sorg: line.sorg, qty: line.qty })), [cart.view]);
  const quantitiesKey = JSON.stringify(quantities);

  useEffect(() => {
    void dispatch(shoppingCartRequested());
  }, [dispatch]);
  useEffect(() => {
    if (quantities.length > 0) void dispatch(shipmentRatesRequested(quantities));
    // The rates follow the cart's quantities, compared by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, quantitiesKey]);

  const title = intl.formatMessage(routeTitleMessages['route_title_cart-checkout']);
  let content;
  if (!cart.view || options.isFetching) content = <Spinner label={intl.formatMessage(commonMessages.loading)} />;
  else if (cart.view.lines.length === 0)
    content = (
      <EmptyState
        type="custom"
        title={intl.formatMessage(cartMessages.empty)}
        action={<LinkButton href={localePath('/catalog')}>{intl.formatMessage(cartMessages.toCatalogue)}</LinkButton>}
      />
    );
  else if (!options.currentData) content = <EmptyState type="custom" title={intl.formatMessage(checkoutMessages.optionsFailed)} />;
  else
    content = (
      <CheckoutForm
        cart={cart.view}
        options={options.currentData}
        rates={shipments.rates}
        chosenShipments={shipments.chosen}
        onChooseShipment={(sorg, code) => dispatch(shipmentChosen({ sorg, code }))}
        onSubmit={async (form) => {
          const result = await dispatch(checkoutSubmitted(attempt, form, { canCheckout: config.canCheckout }));
          if (!result.ok) return result.messages;
          void navigate(localePath(`/cart/order-confirmation/${result.orders[0]?.orderNo ?? ''}`));
          return null;
        }}
      />
    );
  return <CatalogueFrame title={title}>{content}</CatalogueFrame>;
}
