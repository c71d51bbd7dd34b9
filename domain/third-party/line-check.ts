import { equals, money, type Money } from '../money/money';

/** The host's switches (config checkStock3rdParty, checkPrice3rdParty) for ordering from a vendor. */
export interface ThirdPartyCheckRules {
  checkStock: boolean;
  checkPrice: boolean;
}

/** A line of a third-party cart as the dealer sends it: the article, the quantity in sales units, and the price the dealer saw. */
export interface ThirdPartyCartLine {
  articleCode: string;
  qty: number;
  price: Money;
}

/** What the vendor offers an article for right now. */
export interface ThirdPartyOffer {
  price: Money;
  stock: number;
}

/**
 * Dictionary keys of a product error (checkoutThirdParty's productErrors):
 * - `quantity_min`: not a whole number of at least 1;
 * - `third_party_article_unavailable`: the vendor no longer sells the article;
 * - `third_party_stock_insufficient`: with the stock check on, the vendor holds fewer units than ordered ({stock});
 * - `third_party_price_changed`: with the price check on, the vendor's price is not the one the dealer saw ({price}).
 */
export type ThirdPartyProductErrorKey = 'quantity_min' | 'third_party_article_unavailable' | 'third_party_stock_insufficient' | 'third_party_price_changed';

export interface ThirdPartyProductProblem {
  message: ThirdPartyProductErrorKey;
  values: Record<string, string>;
}

/**
 * Why a line cannot be ordered as the dealer saw it, or null when it can. The stock check compares the quantity with
 * the vendor's stock; the price check compares the price the dealer saw with the vendor's price now. With a check
 * off, that side is not compared: the order then takes the vendor's current price and leaves stock to the vendor.
 */
export function thirdPartyLineProblem(line: ThirdPartyCartLine, offer: ThirdPartyOffer | undefined, rules: ThirdPartyCheckRules): ThirdPartyProductProblem | null {
  if (!Number.isSafeInteger(line.qty) || line.qty < 1) return { message: 'quantity_min', values: {} };
  if (!offer) return { message: 'third_party_article_unavailable', values: {} };
  if (rules.checkStock && line.qty > offer.stock) return { message: 'third_party_stock_insufficient', values: { stock: String(Math.max(offer.stock, 0)) } };
  if (rules.checkPrice && !equals(line.price, offer.price)) return { message: 'third_party_price_changed', values: { price: offer.price.amount.toFixed() } };
  return null;
}

/**
 * The price of one base unit: the sales unit's price divided by the unit converter (how many base units a sales
 * unit holds), the extra price display a sales organisation may ask for (priceComponents). Exact; the caller rounds
 * for display. Null when the converter is not a whole number of at least 1.
 */
export function baseUnitPrice(price: Money, uomConverter: number): Money | null {
  if (!Number.isSafeInteger(uomConverter) || uomConverter < 1) return null;
  return money(price.amount.dividedBy(uomConverter).toFixed(), price.currency);
}

