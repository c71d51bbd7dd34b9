import { useEffect } from 'react';
import { messageDescriptors } from '../i18n/message-descriptors';
import { defineMessages, useIntl } from 'react-intl';
import { EmptyState } from '../components/EmptyState';
import { LinkButton } from '../components/LinkButton';
import { Spinner } from '../components/Spinner';
import { commonMessages } from '../i18n/common-messages';
import { useLocalePath } from '../i18n/portal-locale';
import { CatalogueFrame } from '../catalogue/CatalogueFrame';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { cartMessages } from './CartPage';
import { ShipmentChoice } from './CheckoutPage';
import { selectCart, selectShipments, shipmentChosen } from './cart-slice';
import { shipmentRatesRequested, shoppingCartRequested } from './cart-thunks';

const messages = messageDescriptors(defineMessages({
  intro: { id: 'shipment_intro', defaultMessage: 'Choose how each order is shipped. The checkout keeps your choice.' },
  failed: { id: 'shipment_failed', defaultMessage: 'The shipments could not be loaded. Please try again.' },
  toCheckout: { id: 'shipment_to_checkout', defaultMessage: 'Continue to checkout' },
}));

/** The shipment choice of the cart on small screens (/cart/shipment, route cart-shipmentMobile). */
export function CartShipmentPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const localePath = useLocalePath();
  const cart = useAppSelector(selectCart);
  const shipments = useAppSelector(selectShipments);
  const quantities = (cart.view?.lines ?? []).map((line) => ({ articleCode: line.articleCode, sorg: line.sorg, qty: line.qty }));
  const quantitiesKey = JSON.stringify(quantities);

  useEffect(() => {
    if (cart.status === 'idle') void dispatch(shoppingCartRequested());
  }, [dispatch, cart.status]);
  useEffect(() => {
    if (quantities.length > 0) void dispatch(shipmentRatesRequested(quantities));
    // The rates follow the cart's quantities, compared by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, quantitiesKey]);

  const sorgs = [...new Set(shipments.rates.map((rate) => rate.sorg))];
  let content;
  if (cart.view && cart.view.lines.length === 0) {
    content = <EmptyState type="custom" title={intl.formatMessage(cartMessages.empty)} action={<LinkButton href={localePath('/catalog')}>{intl.formatMessage(cartMessages.toCatalogue)}</LinkButton>} />;
  } else if (shipments.status === 'failed') {
    content = <EmptyState type="custom" title={intl.formatMessage(messages.failed)} />;
  } else if (shipments.status !== 'loaded') {
    content = <Spinner label={intl.formatMessage(commonMessages.loading)} />;
  } else {
    content = (
      <div className="shipment-choice">
        <p>{intl.formatMessage(messages.intro)}</p>
        {sorgs.map((sorg) => (
          <ShipmentChoice
            key={sorg}
            sorg={sorg}
            rates={shipments.rates.filter((rate) => rate.sorg === sorg)}
            chosen={shipments.chosen[sorg]}
            onChoose={(code) => dispatch(shipmentChosen({ sorg, code }))}
          />
        ))}
        <div className="cart__actions">
          <LinkButton variant="secondary" href={localePath('/cart')}>
            {intl.formatMessage(cartMessages.continueShopping)}
          </LinkButton>
          <LinkButton href={localePath('/cart/checkout')}>{intl.formatMessage(messages.toCheckout)}</LinkButton>
        </div>
      </div>
    );
  }
  return <CatalogueFrame title={intl.formatMessage(routeTitleMessages['route_title_cart-shipmentMobile'])}>{content}</CatalogueFrame>;
}
