import { memo } from 'react';
import { Button, Link, ToggleButton } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { truncateMobileTitle, type RouteMatch } from '../../../domain/navigation/routes';
import { mobileTitle } from './mobile-title';
import { useLocalePath } from '../../i18n/portal-locale';
import { CreditChip } from '../credit/CreditChip';
import type { FrameActions, FrameFacts } from '../frame-facts';
import { BackIcon, MenuIcon, SearchIcon } from '../icons';
import { routeTitleMessages } from '../navigation/route-title-messages';
import { CartButton } from '../top-bar/CartButton';
import { CustomerChip } from '../top-bar/CustomerChip';
import { PreviewPagesLink } from '../top-bar/PreviewPagesLink';

const messages = defineMessages({
  openMenu: { id: 'open_menu', defaultMessage: 'Open menu' },
  back: { id: 'back', defaultMessage: 'Back' },
  search: { id: 'search', defaultMessage: 'Search' },
});

/** The page's title in the mobile header: its route title, a visit form's id, or nothing for the brand. */
export function useMobileTitle(match: RouteMatch): string | null {
  const intl = useIntl();
  const title = mobileTitle(match);
  switch (title.kind) {
    case 'message': {
      const descriptor = routeTitleMessages[title.key as keyof typeof routeTitleMessages];
      return descriptor ? truncateMobileTitle(intl.formatMessage(descriptor)) : null;
    }
    case 'text':
      return title.text;
    case 'brand':
      return null;
  }
}

/** Whether the header's extra rows hold the customer chip, and the preview button and credit chip. */
export function mobileRows(facts: FrameFacts): { customerRow: boolean; thirdRow: boolean } {
  return { customerRow: facts.mobileHeaderHeight >= 100, thirdRow: facts.mobileHeaderHeight >= 140 };
}

/**
 * The mobile header (spec 000 §2.6): the menu button, or a back arrow on detail pages; the page title cut to 36
 * characters; a search button on list pages; the cart; and under CART_COUNT_TOTAL_QTY rows for the customer chip
 * and the preview and credit chips, making it 50, 100 or 140 pixels high.
 */
export const MobileHeader = memo(function MobileHeader({
  facts,
  actions,
  match,
  searchOpen,
  onToggleSearch,
  onOpenDrawer,
}: {
  facts: FrameFacts;
  actions: FrameActions;
  match: RouteMatch;
  searchOpen: boolean;
  onToggleSearch: () => void;
  onOpenDrawer: () => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const title = useMobileTitle(match);
  const rows = mobileRows(facts);

  return (
    <header className="mobile-header" style={{ minHeight: facts.mobileHeaderHeight }}>
      <div className="mobile-header__row">
        {match.route.backArrow ? (
          <Button className="icon-button" aria-label={intl.formatMessage(messages.back)} onPress={() => void navigate(-1)}>
            <BackIcon />
          </Button>
        ) : (
          <Button className="icon-button" aria-label={intl.formatMessage(messages.openMenu)} onPress={onOpenDrawer}>
            <MenuIcon />
          </Button>
        )}
        {title ? (
          <p className="mobile-header__title">{title}</p>
        ) : (
          <Link className="mobile-header__brand" href={localePath()}>
            {facts.logo ? <img className="top-bar__logo" src={facts.logo} alt={facts.brandName} height={28} /> : facts.brandName}
          </Link>
        )}
        {match.route.mobileSearch && (
          <ToggleButton className="icon-button" aria-label={intl.formatMessage(messages.search)} isSelected={searchOpen} onChange={onToggleSearch}>
            <SearchIcon />
          </ToggleButton>
        )}
        {facts.cartBadge !== null && <CartButton count={facts.cartBadge} />}
      </div>
      {rows.customerRow && facts.customerChip && (
        <div className="mobile-header__row mobile-header__row--chips">
          <CustomerChip chip={facts.customerChip} onOpenPicker={actions.openCustomerPicker} />
        </div>
      )}
      {rows.thirdRow && (
        <div className="mobile-header__row mobile-header__row--chips">
          {facts.previewUrl && <PreviewPagesLink href={facts.previewUrl} />}
          {facts.credit && <CreditChip credit={facts.credit} onChooseCompany={actions.chooseCreditCompany} />}
        </div>
      )}
    </header>
  );
});
