import { addLineQuantity, setLineQuantity, type CartLine as DomainCartLine } from '../../../domain/cart/cart-lines';
import { checkLineQuantity, type QuantityRules } from '../../../domain/cart/quantity-rules';
import type { CatalogueArticle } from '../catalogue/ports';
import { cartView, type CartView } from './cart-view';
import { fieldPath, type UserError } from '../../../domain/shared/user-error';
import type { CartGateway, CartQuantity, ServerCart } from './ports';

/** Why a cart change was refused: a dictionary key with its values, and the article it concerns, if one. */
export interface CartMessage {
  key: string;
  values: Record<string, string>;
  articleCode: string | null;
}

export type CartChangeResult = { ok: true; cart: CartView; changed: CartQuantity[] } | { ok: false; messages: CartMessage[]; cart: CartView | null };

/** A change the person asks for: units of an article (with what the rules need to know of it). */
export interface ArticleQuantity {
  article: CatalogueArticle;
  qty: number;
}

/** What the failure of a call to the service shows. */
export const FAILED_UPDATE_CART = 'failed_update_cart';

function stringValues(values: Record<string, number> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(values ?? {}).map(([name, value]) => [name, String(value)]));
}

/** Stock the rules may count on: where the host masks stock figures the service alone can check it. */
function availableOf(article: CatalogueArticle): number {
  return article.stock.available ?? Number.MAX_SAFE_INTEGER;
}

/** The service's refusals, each tied to the article of the input it names (products.{index}.…). */
export function messagesOf(errors: readonly UserError[], sent: readonly CartQuantity[]): CartMessage[] {
  return errors.map((error) => {
    const index = /^products\.(\d+)/.exec(fieldPath(error))?.[1];
    const articleCode = index === undefined ? null : (sent[Number(index)]?.articleCode ?? null);
    return { key: error.message, values: error.values, articleCode };
  });
}

/**
 * Checks the quantities the cart would hold after a change with the domain's quantity rules (whole quantity,
 * order quota, exact quantity under exactQtyCheck, available stock under availableStockCheck), then sends them.
 * The service checks again; its refusals come back as messages too. A failed call shows failed_update_cart.
 */
async function sendQuantities(gateway: CartGateway, targets: readonly ArticleQuantity[], rules: QuantityRules, current: ServerCart): Promise<CartChangeResult> {
  const refused: CartMessage[] = [];
  for (const { article, qty } of targets) {
    const outcome = checkLineQuantity(qty, { orderQuota: article.orderQuota, exactQty: article.exactQty, available: availableOf(article) }, rules, 'cart');
    if (!outcome.ok) refused.push({ key: outcome.message.key, values: stringValues(outcome.message.values), articleCode: article.articleCode });
  }
  if (refused.length > 0) return { ok: false, messages: refused, cart: cartView(current) };

  const changed = targets.map(({ article, qty }) => ({ articleCode: article.articleCode, sorg: article.sorg, qty }));
  try {
    const outcome = await gateway.updateCart(changed);
    if (!outcome.ok) return { ok: false, messages: messagesOf(outcome.error.errors, changed), cart: cartView(outcome.error.cart) };
    return { ok: true, cart: cartView(outcome.value), changed };
  } catch {
    return { ok: false, messages: [{ key: FAILED_UPDATE_CART, values: {}, articleCode: null }], cart: null };
  }
}

function asDomainLines(cart: ServerCart): DomainCartLine[] {
  return cart.lines.map((line) => ({ sorg: line.sorg, articleCode: line.articleCode, qty: line.qty }));
}

function heldAfter(lines: readonly DomainCartLine[], article: CatalogueArticle): number {
  return lines.find((line) => line.sorg === article.sorg && line.articleCode === article.articleCode)?.qty ?? 0;
}

/**
 * Sets how many units of articles the cart holds (the cart page): a quantity replaces what the line held and 0
 * removes it (domain/cart/cart-lines).
 */
export type SetCartQuantities = (current: ServerCart, changes: readonly ArticleQuantity[], rules: QuantityRules) => Promise<CartChangeResult>;

/** Adds units to what the cart holds (product page, fast order, repeat order). */
export type AddToCart = SetCartQuantities;

function invalid(current: ServerCart, changes: readonly ArticleQuantity[], index: number): CartChangeResult {
  return { ok: false, messages: [{ key: 'invalid_quantity', values: {}, articleCode: changes[index]?.article.articleCode ?? null }], cart: cartView(current) };
}

export function createSetCartQuantities(deps: { cart: CartGateway }): SetCartQuantities {
  return async (current, changes, rules) => {
    let lines = asDomainLines(current);
    for (const [index, change] of changes.entries()) {
      const next = setLineQuantity(lines, { sorg: change.article.sorg, articleCode: change.article.articleCode, qty: change.qty });
      if (!next.ok) return invalid(current, changes, index);
      lines = next.value;
    }
    return sendQuantities(deps.cart, changes.map(({ article }) => ({ article, qty: heldAfter(lines, article) })), rules, current);
  };
}

export function createAddToCart(deps: { cart: CartGateway }): AddToCart {
  return async (current, additions, rules) => {
    let lines = asDomainLines(current);
    for (const [index, addition] of additions.entries()) {
      const next = addLineQuantity(lines, { sorg: addition.article.sorg, articleCode: addition.article.articleCode, qty: addition.qty });
      if (!next.ok || addition.qty === 0) return invalid(current, additions, index);
      lines = next.value;
    }
    const seen = new Set<string>();
    const targets = additions.filter(({ article }) => !seen.has(article.id) && seen.add(article.id));
    return sendQuantities(deps.cart, targets.map(({ article }) => ({ article, qty: heldAfter(lines, article) })), rules, current);
  };
}

/** Loads the cart priced by the domain; null when it cannot be loaded. A cart view is also the ServerCart it prices. */
export type LoadCart = () => Promise<CartView | null>;

export function createLoadCart(deps: { cart: CartGateway }): LoadCart {
  return async () => {
    try {
      return cartView(await deps.cart.cart());
    } catch {
      return null;
    }
  };
}
