import { add, money, type Money } from '../money/money';

/** A chosen shipment's charge, in the currency the carrier quoted it in. */
export interface ShipmentCharge {
  amount: string;
  currency: string;
}

/**
 * What the dealer pays for one order: its goods and the charge of the shipment chosen for it. The carrier quotes
 * in the order's currency; a charge in another currency cannot be added and is settled apart, so it is left out.
 */
export function amountDue(goods: Money, shipment: ShipmentCharge | null): Money {
  if (!shipment || shipment.currency !== goods.currency) return goods;
  return add(goods, money(shipment.amount, shipment.currency));
}
