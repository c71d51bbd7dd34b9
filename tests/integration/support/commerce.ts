import { DEMO_PASSWORD } from '../../../infrastructure/db/seed/demo-data';
import type { TestServer } from './test-server';

/**
 * Calls through the host name `localhost`, the Velocita brand (ID01, stock checked), whose host configuration the
 * commerce rules read. fetch() ignores a Host header, so the address itself carries the host name.
 */
export function brandUrl(server: TestServer, host: 'localhost' | '127.0.0.1' = 'localhost'): string {
  return `http://${host}:${server.port}`;
}

export interface GraphQLAnswer<T> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export async function signInAt(server: TestServer, username: string): Promise<string> {
  const response = await fetch(`${brandUrl(server)}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${username} answered ${response.status}`);
  return ((await response.json()) as { requestToken: string }).requestToken;
}

export async function shopQuery<T = Record<string, unknown>>(
  server: TestServer,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
  host: 'localhost' | '127.0.0.1' = 'localhost',
): Promise<GraphQLAnswer<T>> {
  const response = await fetch(`${brandUrl(server, host)}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, ...((await response.json()) as { data?: T; errors?: never[] }) };
}

export const CHECKOUT = `mutation Checkout($shipto: String, $paymentId: String, $products: [CheckoutProductInput!], $custPoNo: String, $notes: String,
  $request_delivery_date: String, $shipments: [ShipmentChoiceInput!], $idempotencyKey: String) {
  checkout(shipto: $shipto, paymentId: $paymentId, products: $products, custPoNo: $custPoNo, notes: $notes,
    request_delivery_date: $request_delivery_date, shipments: $shipments, idempotencyKey: $idempotencyKey) {
    message { status description }
    userErrors { field message values { name value } }
    replayed
    orders { id order_no order_status sorg currency total_order totalQty custPoNo notes shipTo { code } shipment { code amount }
      details { lineNo article_code qty qtyFromStock unitDealer unitNet gross discount net salesDealNo } }
  }
}`;

export type CheckoutAnswer = {
  checkout: {
    message: { status: boolean; description: string | null };
    userErrors: { field: string[]; message: string; values: { name: string; value: string }[] }[];
    replayed: boolean;
    orders: {
      id: string;
      order_no: string;
      sorg: string;
      currency: string;
      total_order: string;
      totalQty: number;
      custPoNo: string | null;
      details: { article_code: string; qty: number; qtyFromStock: number; unitNet: string; net: string; salesDealNo: string | null }[];
    }[];
  };
};

export const UPDATE_CART = `mutation UpdateCart($products: [CartProductInput!]!) {
  updateProductsInCart(products: $products) {
    message { status description }
    userErrors { field message values { name value } }
    cart { totalQuantity itemCount
      totalsBySorg { sorg currency quantity total exact }
      items { id qty readyToShip preOrder linePrice { unitNet gross discount net salesDealNo } } }
  }
}`;

export type CartAnswer = {
  totalQuantity: number;
  itemCount: number;
  totalsBySorg: { sorg: string; currency: string; quantity: number; total: string; exact: string }[];
  items: { id: string; qty: number; readyToShip: number; preOrder: number; linePrice: { unitNet: string; gross: string; discount: string; net: string; salesDealNo: string | null } | null }[];
};

/** The id of the method the checkout offers in a sales organisation for a transfer to a virtual account (demo data). */
export async function transferMethodId(server: TestServer, token: string, sorg = 'ID01'): Promise<string> {
  const answer = await shopQuery<{ payments: { id: string; type: string }[] }>(server, token, 'query Methods($sorg: String) { payments(module: "order", sorg: $sorg) { id type } }', { sorg });
  const method = answer.data?.payments.find((candidate) => candidate.type === 'Virtual Account');
  if (!method) throw new Error(`no transfer method offered in ${sorg}`);
  return method.id;
}
