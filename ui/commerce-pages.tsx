import type { ReactNode } from 'react';
import { CartPage } from './cart/CartPage';
import { CartShipmentPage } from './cart/CartShipmentPage';
import { CheckoutPage } from './cart/CheckoutPage';
import { FastOrderPage } from './cart/FastOrderPage';
import { OrderConfirmationPage } from './cart/OrderConfirmationPage';
import { RepeatOrderPage } from './cart/RepeatOrderPage';
import { CatalogueHomePage } from './catalogue/CatalogueHomePage';
import { CatalogueListPage } from './catalogue/CatalogueListPage';
import { GroupsetPage } from './catalogue/GroupsetPage';
import { ProductPage } from './catalogue/ProductPage';

/** The pages of the catalogue, cart and checkout, by route name (domain/navigation/routes.ts). */
export const COMMERCE_PAGES: Partial<Record<string, () => ReactNode>> = {
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
