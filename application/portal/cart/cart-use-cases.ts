import { createAddToCart, createLoadCart, createSetCartQuantities, type AddToCart, type LoadCart, type SetCartQuantities } from './cart-changes';
import {
  createLoadCheckoutOptions,
  createLoadShipmentRates,
  createStartCheckout,
  type LoadCheckoutOptions,
  type LoadShipmentRates,
  type StartCheckout,
} from './checkout';
import { createResolveFastOrder, type ResolveFastOrder } from './fast-order';
import { createLoadCartCount, type LoadCartCount } from './load-cart-count';
import type { CartGateway, IdGenerator } from './ports';
import { createLoadPurchases, type LoadPurchases } from './purchases';

/** The use-cases of the cart, checkout, fast order and repeat order. */
export interface CartUseCases {
  loadCart: LoadCart;
  loadCartCount: LoadCartCount;
  setCartQuantities: SetCartQuantities;
  addToCart: AddToCart;
  resolveFastOrder: ResolveFastOrder;
  loadCheckoutOptions: LoadCheckoutOptions;
  loadShipmentRates: LoadShipmentRates;
  startCheckout: StartCheckout;
  loadPurchases: LoadPurchases;
}

/** The ports of the cart's use-cases. */
export interface CartPorts {
  cart: CartGateway;
  ids: IdGenerator;
}

export function createCartUseCases(ports: CartPorts): CartUseCases {
  return {
    loadCart: createLoadCart(ports),
    loadCartCount: createLoadCartCount(ports),
    setCartQuantities: createSetCartQuantities(ports),
    addToCart: createAddToCart(ports),
    resolveFastOrder: createResolveFastOrder(ports),
    loadCheckoutOptions: createLoadCheckoutOptions(ports),
    loadShipmentRates: createLoadShipmentRates(ports),
    startCheckout: createStartCheckout(ports),
    loadPurchases: createLoadPurchases(ports),
  };
}
