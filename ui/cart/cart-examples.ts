import { exampleArticle, exampleCatalogue, examplePrice } from '../../application/portal/catalogue/testing/catalogue-gateway.in-memory';
import type { CatalogueArticle } from '../../application/portal/catalogue/ports';
import { cartView, type CartView } from '../../application/portal/cart/cart-view';
import type { CartLine, PlacedOrder } from '../../application/portal/cart/ports';

const catalogue = exampleCatalogue();

/** An article of the example catalogue by its code. */
export function exampleArticleOf(code: string): CatalogueArticle {
  return catalogue.find((article) => article.articleCode === code)!;
}

function line(article: CatalogueArticle, qty: number, preOrder = 0): CartLine {
  return { id: article.id, sorg: article.sorg, articleCode: article.articleCode, qty, uom: article.uom, readyToShip: qty - preOrder, preOrder, article };
}

/** A cart of the example dealer: tubes at the 25-unit tier and two discounted bikes. */
export function exampleCart(): CartView {
  return cartView({ lines: [line(exampleArticleOf('VP-TUBE-700'), 25), line(exampleArticleOf('VB-AESL-27-M'), 2)] });
}

/** A cart on a host with pre-orders: part of the city bikes waits for stock. */
export function examplePreOrderCart(): CartView {
  return cartView({ lines: [line(exampleArticleOf('VP-TUBE-700'), 10), line(exampleArticleOf('VB-KTCF-26-L'), 5, 3)] });
}

/** A cart of a dealer buying in two sales organisations, with totals in rupiah and Singapore dollars. */
export function exampleTwoOrganisationCart(): CartView {
  const sgBike = exampleArticle('VB-AESL-27-M', {
    sorg: 'SG01',
    name: 'Velocita Aero SL 2027 M',
    price: examplePrice('4533.33', {
      sorg: 'SG01',
      currency: 'SGD',
      symbol: 'S$',
      thousandSeparator: ',',
      decimalSeparator: '.',
      decimalPrecision: 2,
      discount: { salesDealNo: 'SD-2002-AERO', description: 'Launch partner', type: 'amount', value: '25.50' },
    }),
  });
  return cartView({ lines: [line(exampleArticleOf('VP-TUBE-700'), 25), line(sgBike, 3)] });
}

/** The order the example cart places in ID01. */
export function examplePlacedOrder(overrides: Partial<PlacedOrder> = {}): PlacedOrder {
  return {
    id: 'order-1',
    orderNo: '4500000042',
    status: 'open',
    sorg: 'ID01',
    currency: 'IDR',
    total: '80087500',
    totalQty: 27,
    custPoNo: 'PO-2026-0042',
    notes: 'Deliver to the back entrance.',
    requestDeliveryDate: '2026-12-01',
    shipTo: { name: 'Sepeda Jaya Jakarta — showroom', address: 'Jl. Sepeda Raya No. 2', city: 'Jakarta' },
    shipment: { name: 'Regular delivery', amount: '0', currency: 'IDR' },
    createdAt: '2026-11-22T08:30:00.000Z',
    lines: [
      { lineNo: 1, articleCode: 'VP-TUBE-700', name: 'Velocita Inner Tube 700', uom: 'EA', qty: 25, unitNet: '58500', net: '1462500', salesDealNo: 'SD-VOL-25' },
      { lineNo: 2, articleCode: 'VB-AESL-27-M', name: 'Velocita Aero SL 2027 M', uom: 'EA', qty: 2, unitNet: '39312500', net: '78625000', salesDealNo: 'SD-1001-AERO' },
    ],
    ...overrides,
  };
}
