import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type {
  FreightBenefitRecord,
  OrderLimitRecord,
  OrderLimitRepository,
  OrderLimitWrite,
  ShipmentRateRecord,
  ShippingRepository,
  ShipToRecord,
} from '../../../application/service/cart/ports';
import type { Database } from '../database';
import { customers } from '../schema';
import { productSorgs, products } from '../catalogue/schema';
import { freightBenefits, orderLimits, shipmentRates, shipToAddresses } from '../cart/schema';

export const shipToColumns = {
  id: shipToAddresses.id,
  code: shipToAddresses.code,
  name: shipToAddresses.name,
  address: shipToAddresses.address,
  city: shipToAddresses.city,
  postalCode: shipToAddresses.postalCode,
  country: shipToAddresses.country,
  phone: shipToAddresses.phone,
  warehouseArea: shipToAddresses.warehouseArea,
  isDefault: shipToAddresses.isDefault,
};

export const shipmentRateColumns = {
  sorg: shipmentRates.sorg,
  code: shipmentRates.code,
  name: shipmentRates.name,
  currency: shipmentRates.currency,
  baseAmount: shipmentRates.baseAmount,
  perUnitAmount: shipmentRates.perUnitAmount,
  freeFromQty: shipmentRates.freeFromQty,
  leadDays: shipmentRates.leadDays,
};

export class ShippingRepositoryPostgres implements ShippingRepository {
  constructor(private readonly db: Database) {}

  shipTos(customerId: string): Promise<ShipToRecord[]> {
    return this.db
      .select(shipToColumns)
      .from(shipToAddresses)
      .where(and(eq(shipToAddresses.customerId, customerId), eq(shipToAddresses.active, true)))
      .orderBy(desc(shipToAddresses.isDefault), asc(shipToAddresses.code));
  }

  async shipmentRates(sorgs: readonly string[]): Promise<ShipmentRateRecord[]> {
    if (sorgs.length === 0) return [];
    return this.db
      .select(shipmentRateColumns)
      .from(shipmentRates)
      .where(inArray(shipmentRates.sorg, [...sorgs]))
      .orderBy(asc(shipmentRates.sorg), asc(shipmentRates.sortOrder), asc(shipmentRates.code));
  }

  async freightBenefits(sorgs: readonly string[]): Promise<FreightBenefitRecord[]> {
    if (sorgs.length === 0) return [];
    return this.db
      .select({
        sorg: freightBenefits.sorg,
        warehouseArea: freightBenefits.warehouseArea,
        minQty: freightBenefits.minQty,
        description: freightBenefits.description,
        freightDiscountPercent: freightBenefits.freightDiscountPercent,
      })
      .from(freightBenefits)
      .where(inArray(freightBenefits.sorg, [...sorgs]))
      .orderBy(asc(freightBenefits.warehouseArea), asc(freightBenefits.minQty));
  }
}

export class OrderLimitRepositoryPostgres implements OrderLimitRepository {
  constructor(private readonly db: Database) {}

  ofCustomer(customerId: string): Promise<OrderLimitRecord[]> {
    return this.db
      .select({ productId: orderLimits.productId, articleCode: products.articleCode, sorg: orderLimits.sorg, limitQty: orderLimits.limitQty, orderedQty: orderLimits.orderedQty })
      .from(orderLimits)
      .innerJoin(products, eq(products.id, orderLimits.productId))
      .where(eq(orderLimits.customerId, customerId))
      .orderBy(asc(orderLimits.sorg), asc(products.articleCode));
  }

  async setLimit(limit: { custCode: string; articleCode: string; sorg: string; limit: number }, at: Date): Promise<OrderLimitWrite> {
    const [customer] = await this.db.select({ id: customers.id }).from(customers).where(eq(customers.r3, limit.custCode)).limit(1);
    if (!customer) return 'customer_not_found';
    const [article] = await this.db
      .select({ productId: productSorgs.productId })
      .from(productSorgs)
      .innerJoin(products, eq(products.id, productSorgs.productId))
      .where(and(eq(products.articleCode, limit.articleCode), eq(productSorgs.sorg, limit.sorg)))
      .limit(1);
    if (!article) return 'article_not_found';
    await this.db
      .insert(orderLimits)
      .values({ customerId: customer.id, productId: article.productId, sorg: limit.sorg, limitQty: limit.limit, updatedAt: at })
      .onConflictDoUpdate({ target: [orderLimits.customerId, orderLimits.productId, orderLimits.sorg], set: { limitQty: limit.limit, updatedAt: at } });
    return 'updated';
  }
}
