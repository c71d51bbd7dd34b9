import { ContainerModule } from 'inversify';
import type { CartRepository, CheckoutStore, OrderLimitRepository, ShippingRepository } from '../../../application/service/cart/ports';
import { CART_TOKENS } from '../../../application/service/cart/tokens';
import type { Database } from '../database';
import { DB_TOKENS } from '../tokens';
import { CartRepositoryPostgres } from './cart-repository.postgres';
import { CheckoutStorePostgres } from './checkout-store.postgres';
import { OrderLimitRepositoryPostgres, ShippingRepositoryPostgres } from './shipping-repository.postgres';

export const cartModule = new ContainerModule(({ bind }) => {
  bind<CartRepository>(CART_TOKENS.CartRepository).toResolvedValue((db: Database) => new CartRepositoryPostgres(db), [DB_TOKENS.Database]);
  bind<ShippingRepository>(CART_TOKENS.ShippingRepository).toResolvedValue((db: Database) => new ShippingRepositoryPostgres(db), [DB_TOKENS.Database]);
  bind<OrderLimitRepository>(CART_TOKENS.OrderLimitRepository).toResolvedValue((db: Database) => new OrderLimitRepositoryPostgres(db), [DB_TOKENS.Database]);
  bind<CheckoutStore>(CART_TOKENS.CheckoutStore).toResolvedValue((db: Database) => new CheckoutStorePostgres(db), [DB_TOKENS.Database]);
});
