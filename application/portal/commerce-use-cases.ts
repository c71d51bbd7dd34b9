import type { SchedulerLike } from 'rxjs';
import { createCatalogueUseCases, type CatalogueUseCases } from './catalogue/browse-catalogue';
import type { CatalogueGateway } from './catalogue/ports';
import { createStartProductSearch, type StartProductSearch } from './catalogue/product-search';
import { createAddToCart, createLoadCart, createSetCartQuantities, type AddToCart, type LoadCart, type SetCartQuantities } from './ordering/cart-changes';
import {
  createLoadCheckoutOptions,
  createLoadShipmentRates,
  createStartCheckout,
  type LoadCheckoutOptions,
  type LoadShipmentRates,
  type StartCheckout,
} from './ordering/checkout';
import { createResolveFastOrder, type ResolveFastOrder } from './ordering/fast-order';
import type { IdGenerator, OrderingGateway } from './ordering/ports';
import { createLoadPurchases, type LoadPurchases } from './ordering/purchases';

/** The use-cases of the catalogue, cart, checkout, fast order and repeat order. */
export interface CommerceUseCases extends CatalogueUseCases {
  startProductSearch: StartProductSearch;
  loadCart: LoadCart;
  setCartQuantities: SetCartQuantities;
  addToCart: AddToCart;
  resolveFastOrder: ResolveFastOrder;
  loadCheckoutOptions: LoadCheckoutOptions;
  loadShipmentRates: LoadShipmentRates;
  startCheckout: StartCheckout;
  loadPurchases: LoadPurchases;
}

/** The ports of the commerce use-cases. */
export interface CommercePorts {
  catalogue: CatalogueGateway;
  ordering: OrderingGateway;
  ids: IdGenerator;
  /** The search box's debounce clock; rxjs' own when absent. */
  scheduler?: SchedulerLike;
}

export function createCommerceUseCases(ports: CommercePorts): CommerceUseCases {
  return {
    ...createCatalogueUseCases(ports),
    startProductSearch: createStartProductSearch(ports),
    loadCart: createLoadCart(ports),
    setCartQuantities: createSetCartQuantities(ports),
    addToCart: createAddToCart(ports),
    resolveFastOrder: createResolveFastOrder(ports),
    loadCheckoutOptions: createLoadCheckoutOptions(ports),
    loadShipmentRates: createLoadShipmentRates(ports),
    startCheckout: createStartCheckout(ports),
    loadPurchases: createLoadPurchases(ports),
  };
}
