import type { ReactElement } from 'react';
import { lazyPage } from './shell/lazy-page';

const CatalogueHomePage = lazyPage(() => import('./catalogue/CatalogueHomePage').then((module) => module.CatalogueHomePage));
const CatalogueListPage = lazyPage(() => import('./catalogue/CatalogueListPage').then((module) => module.CatalogueListPage));
const GroupsetPage = lazyPage(() => import('./catalogue/GroupsetPage').then((module) => module.GroupsetPage));
const ProductPage = lazyPage(() => import('./catalogue/ProductPage').then((module) => module.ProductPage));
const CartPage = lazyPage(() => import('./cart/CartPage').then((module) => module.CartPage));
const CartShipmentPage = lazyPage(() => import('./cart/CartShipmentPage').then((module) => module.CartShipmentPage));
const CheckoutPage = lazyPage(() => import('./cart/CheckoutPage').then((module) => module.CheckoutPage));
const FastOrderPage = lazyPage(() => import('./cart/FastOrderPage').then((module) => module.FastOrderPage));
const OrderConfirmationPage = lazyPage(() => import('./cart/OrderConfirmationPage').then((module) => module.OrderConfirmationPage));
const RepeatOrderPage = lazyPage(() => import('./cart/RepeatOrderPage').then((module) => module.RepeatOrderPage));

/** The pages of the catalogue, cart and checkout, by route name (domain/navigation/routes.ts); each loads on first use. */
export const COMMERCE_PAGES: Partial<Record<string, () => ReactElement>> = {
  catalog: () => <CatalogueHomePage />,
  'catalog-category': () => <CatalogueListPage />,
  'catalog-category-slug': () => <ProductPage />,
  'catalog-groupset': () => <GroupsetPage />,
  'catalog-fast-order': () => <FastOrderPage />,
  'catalog-repeat-order': () => <RepeatOrderPage />,
  cart: () => <CartPage />,
  'cart-shipmentMobile': () => <CartShipmentPage />,
  'cart-checkout': () => <CheckoutPage />,
  'cart-order-confirmation': () => <OrderConfirmationPage />,
};
