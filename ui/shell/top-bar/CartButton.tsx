import { memo } from 'react';
import { Link } from 'react-aria-components';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useLocalePath } from '../../i18n/portal-locale';
import { CartIcon } from '../icons';

const messages = defineMessages<{ goToCart: NoMessageValues; inCart: { count: number } }>({
  goToCart: { id: 'go_to_cart', defaultMessage: 'Go To Cart' },
  inCart: { id: 'cart_badge', defaultMessage: '{count} in cart' },
});

/** The header's cart link with the badge the frame worked out (spec 000 §2.11). */
export const CartButton = memo(function CartButton({ count }: { count: number }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const label = intl.formatMessage(messages.goToCart);
  return (
    <Link className="icon-button cart-button" href={localePath('/cart')} aria-label={`${label}, ${intl.formatMessage(messages.inCart, { count })}`}>
      <CartIcon />
      <span className="badge" aria-hidden="true">
        {count}
      </span>
      <span className="tooltip" aria-hidden="true">
        {label}
      </span>
    </Link>
  );
});
