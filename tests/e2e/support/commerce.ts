import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { priceCart } from '../../../domain/pricing/cart-totals';
import { money, toDecimalString } from '../../../domain/money/money';
import { formatAmount } from '../../../domain/formatting/format-amount';
import type { SessionTokens } from '../../../domain/session/session-user';
import { DEMO_PASSWORD, isMobile, tokensFromAnswer } from './shell';

/** The price of an article as the commerce API answers it. */
export interface ApiPrice {
  sorg: string;
  currency: string;
  symbol: string;
  thousandSeparator: string;
  decimalSeparator: string;
  decimalPrecision: number;
  dealer: string;
  net: string;
  discount: { salesDealNo: string; type: string; value: string } | null;
  discountDetails: { salesDealNo: string; discount: string; qty: number; type: string; term: string }[];
}

export interface ApiArticle {
  article_code: string;
  name: string;
  slug: string;
  category: 'bike' | 'paa';
  sorg: string;
  exactQty: number | null;
  orderQuota: number | null;
  blocks: { allowOrder: boolean; orderBlocked: boolean };
  price: ApiPrice | null;
  stock: { available: number | null };
}

const ARTICLE_FIELDS = `article_code name slug category sorg exactQty orderQuota blocks { allowOrder orderBlocked }
  price { sorg currency symbol thousandSeparator decimalSeparator decimalPrecision dealer net
    discount { salesDealNo type value } discountDetails { salesDealNo discount qty type term } }
  stock { available }`;

/** Sends a GraphQL operation with variables under the tokens' bearer token and answers its data. */
export async function gql<T>(request: APIRequestContext, tokens: Pick<SessionTokens, 'requestToken'>, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables }, headers: { authorization: `Bearer ${tokens.requestToken}` } });
  const answer = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(answer.errors ?? []).toEqual([]);
  return answer.data!;
}

/** Empties the cart of the session's customer, so a test starts from nothing whatever ran before it. */
export async function emptyCart(request: APIRequestContext, tokens: SessionTokens) {
  const { cart } = await gql<{ cart: { items: { qty: number; product: { article_code: string; sorg: string } }[] } }>(
    request,
    tokens,
    '{ cart { items { qty product { article_code sorg } } } }',
  );
  if (cart.items.length === 0) return;
  await gql(request, tokens, 'mutation ($products: [CartProductInput!]!) { updateProductsInCart(products: $products) { message { status } } }', {
    products: cart.items.map((item) => ({ articleCode: item.product.article_code, sorg: item.product.sorg, qty: 0 })),
  });
}

/** Puts quantities in the cart through the API, for tests about what follows. */
export async function fillCart(request: APIRequestContext, tokens: SessionTokens, lines: { articleCode: string; sorg: string; qty: number }[]) {
  const { updateProductsInCart } = await gql<{ updateProductsInCart: { message: { status: boolean } } }>(
    request,
    tokens,
    'mutation ($products: [CartProductInput!]!) { updateProductsInCart(products: $products) { message { status } } }',
    { products: lines },
  );
  expect(updateProductsInCart.message.status).toBe(true);
}

/** Every article of a catalogue in the item view, as the session's customer sees it. */
export async function catalogueArticles(request: APIRequestContext, tokens: SessionTokens, category: 'bike' | 'paa'): Promise<ApiArticle[]> {
  const articles: ApiArticle[] = [];
  for (let page = 1; ; page += 1) {
    const { products } = await gql<{ products: { info: { pages: number }; data: ApiArticle[] } }>(
      request,
      tokens,
      `query ($page: Int, $category: ProductCategory) { products(page: $page, limit: 100, filter: { category: $category, view: item }) { info { pages } data { ${ARTICLE_FIELDS} } } }`,
      { page, category },
    );
    articles.push(...products.data);
    if (page >= products.info.pages) return articles;
  }
}

/** An article the customer may order: allowed, priced, and in stock. */
export function orderable(article: ApiArticle): boolean {
  return article.blocks.allowOrder && !article.blocks.orderBlocked && article.price !== null;
}

/** The cart's lines through the API: what each article costs the customer and how many the cart holds. */
export async function apiCart(request: APIRequestContext, tokens: SessionTokens): Promise<{ qty: number; product: ApiArticle }[]> {
  const { cart } = await gql<{ cart: { items: { qty: number; product: ApiArticle }[] } }>(request, tokens, `{ cart { items { qty product { ${ARTICLE_FIELDS} } } } }`);
  return cart.items;
}

/**
 * The totals per sales organisation a cart must show, worked out with the domain's pricing (domain/pricing) from the
 * prices the API answers, each written with its currency block.
 */
export function expectedTotals(lines: { qty: number; product: ApiArticle }[]): Record<string, string> {
  const priced = lines.filter((line) => line.product.price !== null);
  const precisions = Object.fromEntries(priced.map((line) => [line.product.price!.currency, line.product.price!.decimalPrecision]));
  const { totals } = priceCart(
    priced.map((line) => {
      const price = line.product.price!;
      return {
        sorg: line.product.sorg,
        quantity: line.qty,
        terms: {
          dealer: money(price.dealer, price.currency),
          discount: price.discount && { salesDealNo: price.discount.salesDealNo, type: price.discount.type as 'percentage' | 'amount', value: price.discount.value },
          tiers: price.discountDetails.map((tier) => ({
            salesDealNo: tier.salesDealNo,
            type: tier.type as 'percentage' | 'amount',
            value: tier.discount,
            term: tier.term as '>=' | '<=',
            qty: tier.qty,
          })),
        },
      };
    }),
    precisions,
  );
  return Object.fromEntries(
    totals.bySorg.map((total) => {
      const price = priced.find((line) => line.product.sorg === total.sorg)!.product.price!;
      return [total.sorg, formatAmount(toDecimalString(total.total), price)];
    }),
  );
}

/** The order list as an administrator acting for the customer sees it: the orders carrying a PO number. */
export async function ordersWithPoNumber(request: APIRequestContext, custCode: string, poNumber: string): Promise<{ order_no: string; custPoNo: string }[]> {
  const admin = await tokensFromAnswer(await request.post('/login', { data: { username: 'admin', password: DEMO_PASSWORD } }));
  const { changeCustomerV2 } = await gql<{ changeCustomerV2: { requestToken: string } }>(
    request,
    admin,
    'mutation ($custCode: CustomerCodeInput!) { changeCustomerV2(custCode: $custCode) { requestToken } }',
    { custCode: { r3: custCode } },
  );
  const { orders } = await gql<{ orders: { items: { order_no: string; custPoNo: string }[] } }>(
    request,
    changeCustomerV2,
    'query ($search: String) { orders(filter: { search: $search }, withPayment: false, limit: 50) { items { order_no custPoNo } } }',
    { search: poNumber },
  );
  return orders.items.filter((order) => order.custPoNo === poNumber);
}

/** Opens the catalogue's search box: on small screens through the header's search button. */
export async function openCatalogueSearch(page: Page) {
  if (isMobile(page)) await page.getByRole('button', { name: 'Search', exact: true }).click();
  const box = page.getByRole('combobox', { name: 'Search the catalog' });
  await expect(box).toBeVisible();
  return box;
}

/** A purchase-order number no other test run has used. */
export function uniquePoNumber(label: string): string {
  return `PO-${label}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`.slice(0, 35);
}
