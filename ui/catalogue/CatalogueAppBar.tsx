import { useEffect } from 'react';
import { Button, DialogTrigger, Link, Menu, MenuItem, MenuTrigger, Popover, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { messageDescriptors } from '../i18n/message-descriptors';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { BikeCategory, ProductCategory } from '../../application/portal/catalogue/ports';
import type { CartView } from '../../application/portal/cart/cart-view';
import { hasFeature } from '../../domain/config/host-config';
import { cartButtonShown } from '../../domain/shell/cart-badge';
import { LinkButton } from '../components/LinkButton';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../components/use-media-query';
import { useLocalePath } from '../i18n/portal-locale';
import { selectUser } from '../session/session-slice';
import { selectCart } from '../cart/cart-slice';
import { shoppingCartRequested } from '../cart/cart-thunks';
import { selectHostConfig } from '../shell/config-slice';
import { useCurrentRoute } from '../shell/current-route';
import { CartIcon } from '../shell/icons';
import { PanelPopover, useClosePanel } from '../shell/panel-popover';
import { mobileSearchToggled, selectMobileSearchOpen } from '../shell/shell-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useBikeCategoriesQuery } from './catalogue-api';
import { catalogueCategoryChosen, selectCatalogueCategory } from './catalogue-slice';
import { useAmount } from './catalogue-parts';
import { ProductSearchBox } from './ProductSearchBox';
import { isProductCategory } from '../../application/portal/catalogue/browse-catalogue';
import { SKIP_TARGETS } from '../shell/skip-targets';
import './catalogue.css';
import './catalogue-product.css';

export const appBarMessages = messageDescriptors(defineMessages({
  bar: { id: 'catalogue_bar', defaultMessage: 'Catalog' },
  toggle: { id: 'catalogue_toggle', defaultMessage: 'Catalog' },
  bike: { id: 'catalogue_bike', defaultMessage: 'Bike' },
  paa: { id: 'catalogue_paa', defaultMessage: 'PAA' },
  categories: { id: 'bike_categories', defaultMessage: 'Bike categories' },
  allCategories: { id: 'all_categories', defaultMessage: 'All categories' },
  cart: { id: 'cart_menu', defaultMessage: 'Cart: {quantity, plural, one {# unit} other {# units}}' },
  cartTitle: { id: 'cart_menu_title', defaultMessage: 'Your cart' },
  cartEmpty: { id: 'cart_menu_empty', defaultMessage: 'Your cart is empty.' },
  totalQuantity: { id: 'cart_total_quantity', defaultMessage: 'Total quantity' },
  totalPrice: { id: 'cart_total_price', defaultMessage: 'Total price' },
  viewCart: { id: 'view_cart', defaultMessage: 'View cart' },
  fastOrder: { id: 'fast_order_link', defaultMessage: 'Fast order' },
}));

/** The bike/PAA toggle: switching goes to the catalogue home unless already there (spec 001 §2). */
export function CategoryToggle({ category, onChange }: { category: ProductCategory; onChange: (category: ProductCategory) => void }) {
  const intl = useIntl();
  return (
    <ToggleButtonGroup
      className="segmented"
      aria-label={intl.formatMessage(appBarMessages.toggle)}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[category]}
      onSelectionChange={(keys) => {
        const [chosen] = [...keys];
        if (isProductCategory(String(chosen))) onChange(String(chosen) as ProductCategory);
      }}
    >
      <ToggleButton id="bike" className="segmented__option">
        {intl.formatMessage(appBarMessages.bike)}
      </ToggleButton>
      <ToggleButton id="paa" className="segmented__option">
        {intl.formatMessage(appBarMessages.paa)}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

/** The bike category menu, each category linking to the catalogue with mc; under HIDE_BIKE_CATEGORY_MENU a plain link. */
export function BikeCategoryMenu({ categories, hidden }: { categories: readonly BikeCategory[]; hidden: boolean }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  if (hidden || categories.length === 0) {
    return (
      <Link className="button button--secondary catalogue-bar__link" href={localePath('/catalog/bike')}>
        {intl.formatMessage(appBarMessages.allCategories)}
      </Link>
    );
  }
  return (
    <MenuTrigger>
      <Button className="button button--secondary">{intl.formatMessage(appBarMessages.categories)}</Button>
      <Popover className="popover" placement="bottom start">
        <Menu className="listbox" items={categories}>
          {(category: BikeCategory) => (
            <MenuItem id={category.id} className="listbox__item" href={localePath(`/catalog?mc=${encodeURIComponent(category.mcid)}`)}>
              {category.wording}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

function CartMenuPanel({ cart }: { cart: CartView | null }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const amount = useAmount();
  const close = useClosePanel();
  return (
    <>
      {!cart || cart.lines.length === 0 ? (
        <p>{intl.formatMessage(appBarMessages.cartEmpty)}</p>
      ) : (
        <dl className="cart-menu__figures">
          <div>
            <dt>{intl.formatMessage(appBarMessages.totalQuantity)}</dt>
            <dd>{cart.totalQuantity}</dd>
          </div>
          {cart.totalsByCurrency.map((total) => (
            <div key={total.currency}>
              <dt>{intl.formatMessage(appBarMessages.totalPrice)}</dt>
              <dd>{amount(total.total, total.format)}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="cart-menu__actions">
        <LinkButton href={localePath('/cart')} onPress={close}>
          {intl.formatMessage(appBarMessages.viewCart)}
        </LinkButton>
        <LinkButton variant="secondary" href={localePath('/catalog/fast-order')} onPress={close}>
          {intl.formatMessage(appBarMessages.fastOrder)}
        </LinkButton>
      </div>
    </>
  );
}

/** The cart menu: a badge of the total quantity; its panel shows the total price, a view-cart and a fast-order link. */
export function CartMenu({ cart, defaultOpen }: { cart: CartView | null; defaultOpen?: boolean }) {
  const intl = useIntl();
  const quantity = cart?.totalQuantity ?? 0;
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button id={SKIP_TARGETS.cart} className="chip cart-menu" aria-label={intl.formatMessage(appBarMessages.cart, { quantity })}>
        <CartIcon />
        <span className="badge" aria-hidden="true">
          {quantity}
        </span>
      </Button>
      <PanelPopover title={intl.formatMessage(appBarMessages.cartTitle)} className="cart-menu__panel">
        <CartMenuPanel cart={cart} />
      </PanelPopover>
    </DialogTrigger>
  );
}

/** The catalogue the toggle shows: the address's category (/catalog/bike, /catalog/paa), else the one chosen last. */
export function useCurrentCategory(): ProductCategory {
  const chosen = useAppSelector(selectCatalogueCategory);
  const param = useCurrentRoute()?.params.category;
  return isProductCategory(param) ? param : chosen;
}

/**
 * The catalogue app bar (spec 000 §2.5, 001 §2): the bike/PAA toggle, the bike category menu, the search box and the
 * cart menu. On small screens the search box shows while the frame's search button has it open.
 */
export function CatalogueAppBar() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const route = useCurrentRoute()?.route;
  const category = useCurrentCategory();
  const config = useAppSelector(selectHostConfig);
  const user = useAppSelector(selectUser);
  const cart = useAppSelector(selectCart);
  const searchOpen = useAppSelector(selectMobileSearchOpen);
  const mobile = useMediaQuery(SMALL_SCREEN_QUERY);
  const showCart = Boolean(user && user.salesActiveCustCode && cartButtonShown(user));
  const categoryMenuHidden = config ? hasFeature(config, 'HIDE_BIKE_CATEGORY_MENU') : false;

  const bikeCategories = useBikeCategoriesQuery(undefined, { skip: categoryMenuHidden }).data ?? [];
  useEffect(() => {
    if (showCart && cart.status === 'idle') void dispatch(shoppingCartRequested());
  }, [dispatch, showCart, cart.status]);

  const chooseCategory = (next: ProductCategory) => {
    dispatch(catalogueCategoryChosen(next));
    if (route?.name !== 'catalog') void navigate(localePath('/catalog'));
  };
  const closeMobileSearch = () => {
    if (searchOpen) dispatch(mobileSearchToggled());
  };

  return (
    <nav className="catalogue-bar" aria-label={intl.formatMessage(appBarMessages.bar)}>
      <CategoryToggle category={category} onChange={chooseCategory} />
      <BikeCategoryMenu categories={bikeCategories} hidden={categoryMenuHidden} />
      {(!mobile || searchOpen) && <ProductSearchBox category={category} autoFocus={mobile} onDone={mobile ? closeMobileSearch : undefined} />}
      {showCart && <CartMenu cart={cart.view} />}
    </nav>
  );
}
