import { addDays, type CalendarDay } from '../../../../domain/dates/calendar-day';
import { DELIVERY_STATES, type DeliveryState } from '../../../../domain/orders/deliveries';
import { PAYMENT_STATUS_DESCRIPTIONS, paymentFlags, type PaymentStatus } from '../../../../domain/payments/payment-status';
import type { Delivery, OpenOrderCompany, OpenOrderLine, OrderListItem } from '../ports';

/** The day the example data is dated from. */
export const EXAMPLE_TODAY: CalendarDay = '2026-03-20';

const VELOCITA = { companyCode: 'ID01-1000', companyName: 'PT Velocita Indonesia' };
const PARTS = { companyCode: 'ID01-2000', companyName: 'PT Velocita Parts Distribution' };

export function exampleDelivery(overrides: Partial<Delivery> = {}): Delivery {
  return {
    id: 'do-8000001001',
    doNumber: '8000001001',
    orderType: 'ZOR',
    custPoNo: 'PO/001/001',
    documentDate: addDays(EXAMPLE_TODAY, -15),
    deliveryDate: addDays(EXAMPLE_TODAY, -12),
    estimatedDeliveryDate: addDays(EXAMPLE_TODAY, -12),
    trackingNo: 'JNE0012345601',
    trackingUrl: 'https://tracking.example/track?awb=JNE0012345601',
    expeditionName: 'JNE Trucking',
    ...VELOCITA,
    currency: 'IDR',
    state: 'shipped',
    lines: [
      { lineNo: 10, orderNo: '1000001001', articleCode: 'VB-AESL-27-M', name: 'Velocita Aero SL 2027 M', orderQty: 2, price: '4250000.00' },
      { lineNo: 20, orderNo: '1000001001', articleCode: 'VP-HLM-URB-M', name: 'Velocita Urban Helmet M', orderQty: 10, price: '385000.00' },
    ],
    ...overrides,
  };
}

export function exampleOpenOrderLine(overrides: Partial<OpenOrderLine> = {}): OpenOrderLine {
  return {
    id: 'so-1000001001-10',
    soNumber: '1000001001',
    orderNumber: 'PO-1001',
    poNumber: 'PO/001/001',
    orderDate: addDays(EXAMPLE_TODAY, -21),
    requestDeliveryDate: addDays(EXAMPLE_TODAY, -7),
    expectedDeliveryDate: addDays(EXAMPLE_TODAY, -3),
    shipTo: { code: 'ST-100001-01', name: 'Sepeda Jaya Jakarta', address: 'Jl. Sepeda Raya No. 2, Jakarta' },
    lineNo: 10,
    articleCode: 'VB-AESL-27-M',
    articleName: 'Velocita Aero SL 2027 M',
    qty: 2,
    uom: 'EA',
    price: '4250000.00',
    subTotal: '8500000.00',
    currency: 'IDR',
    status: 'Open',
    doNumbers: ['8000001001'],
    deliveryState: 'shipped',
    ...overrides,
  };
}

function counted(deliveries: readonly Delivery[]): Record<DeliveryState, number> {
  const counts = Object.fromEntries(DELIVERY_STATES.map((state) => [state, 0])) as Record<DeliveryState, number>;
  for (const delivery of deliveries) counts[delivery.state] += 1;
  return counts;
}

/** Two companies: the dealer's main company with deliveries in every state, and a parts company awaiting confirmation. */
export function exampleOpenOrderCompanies(): OpenOrderCompany[] {
  const velocitaDeliveries = [
    exampleDelivery(),
    exampleDelivery({
      id: 'do-8000001002',
      doNumber: '8000001002',
      custPoNo: 'PO/001/002',
      documentDate: addDays(EXAMPLE_TODAY, -5),
      deliveryDate: null,
      estimatedDeliveryDate: addDays(EXAMPLE_TODAY, 3),
      trackingNo: null,
      trackingUrl: null,
      expeditionName: null,
      state: 'in_progress',
      lines: [{ lineNo: 10, orderNo: '1000001002', articleCode: 'VB-KTCF-26-L', name: 'Velocita Kota Comfort 2026 L', orderQty: 4, price: '2150000.00' }],
    }),
    exampleDelivery({
      id: 'do-8000001003',
      doNumber: '8000001003',
      custPoNo: 'PO/001/003',
      documentDate: addDays(EXAMPLE_TODAY, -3),
      deliveryDate: null,
      estimatedDeliveryDate: null,
      trackingNo: null,
      trackingUrl: null,
      expeditionName: null,
      state: 'awaiting_confirmation',
      lines: [{ lineNo: 10, orderNo: '1000001003', articleCode: 'VP-TUBE-700', name: 'Velocita Inner Tube 700x25', orderQty: 50, price: '45000.00' }],
    }),
  ];
  const partsDeliveries = [
    exampleDelivery({
      id: 'do-8000002002',
      doNumber: '8000002002',
      custPoNo: 'PO/002/002',
      documentDate: addDays(EXAMPLE_TODAY, -6),
      deliveryDate: null,
      estimatedDeliveryDate: null,
      trackingNo: null,
      trackingUrl: null,
      expeditionName: null,
      ...PARTS,
      state: 'awaiting_confirmation',
      lines: [{ lineNo: 10, orderNo: '1000002002', articleCode: 'VP-TUBE-700', name: 'Velocita Inner Tube 700x25', orderQty: 200, price: '45000.00' }],
    }),
  ];
  return [
    {
      ...VELOCITA,
      orders: [
        exampleOpenOrderLine(),
        exampleOpenOrderLine({ id: 'so-1000001001-20', lineNo: 20, articleCode: 'VP-HLM-URB-M', articleName: 'Velocita Urban Helmet M', qty: 10, price: '385000.00', subTotal: '3850000.00' }),
        exampleOpenOrderLine({
          id: 'so-1000001002-10',
          soNumber: '1000001002',
          orderNumber: 'PO-1002',
          poNumber: 'PO/001/002',
          orderDate: addDays(EXAMPLE_TODAY, -14),
          articleCode: 'VB-KTCF-26-L',
          articleName: 'Velocita Kota Comfort 2026 L',
          qty: 4,
          price: '2150000.00',
          subTotal: '8600000.00',
          doNumbers: ['8000001002'],
          deliveryState: 'in_progress',
        }),
        exampleOpenOrderLine({
          id: 'so-1000001003-10',
          soNumber: '1000001003',
          orderNumber: 'PO-1003',
          poNumber: 'PO/001/003',
          orderDate: addDays(EXAMPLE_TODAY, -9),
          expectedDeliveryDate: null,
          articleCode: 'VP-TUBE-700',
          articleName: 'Velocita Inner Tube 700x25',
          qty: 50,
          price: '45000.00',
          subTotal: '2250000.00',
          doNumbers: ['8000001003'],
          deliveryState: 'awaiting_confirmation',
        }),
        exampleOpenOrderLine({
          id: 'so-1000001005-10',
          soNumber: '1000001005',
          orderNumber: 'PO-1005',
          poNumber: 'PO/001/005',
          orderDate: addDays(EXAMPLE_TODAY, -2),
          articleCode: 'VP-PDL-FLT',
          articleName: 'Velocita Flat Pedals',
          qty: 20,
          uom: 'PR',
          price: '165000.00',
          subTotal: '3300000.00',
          doNumbers: [],
          deliveryState: null,
        }),
      ],
      deliveries: velocitaDeliveries,
      deliveryStateCounts: counted(velocitaDeliveries),
    },
    {
      ...PARTS,
      orders: [
        exampleOpenOrderLine({
          id: 'so-1000002002-10',
          soNumber: '1000002002',
          orderNumber: 'PO-2002',
          poNumber: 'PO/002/002',
          orderDate: addDays(EXAMPLE_TODAY, -11),
          articleCode: 'VP-TUBE-700',
          articleName: 'Velocita Inner Tube 700x25',
          qty: 200,
          price: '45000.00',
          subTotal: '9000000.00',
          doNumbers: ['8000002002'],
          deliveryState: 'awaiting_confirmation',
        }),
      ],
      deliveries: partsDeliveries,
      deliveryStateCounts: counted(partsDeliveries),
    },
  ];
}

/** An order of the administrators' list, with a payment in the given status (none when null). */
export function exampleOrderListItem(number: number, paymentStatus: PaymentStatus | null = null): OrderListItem {
  const orderNo = `45000000${String(number).padStart(2, '0')}`;
  return {
    id: `order-${orderNo}`,
    orderNo,
    status: 'open',
    statusDescription: 'Open',
    pendingB2B: paymentStatus === 'pending' || paymentStatus === 'on_processing',
    sapOrderNo: number % 2 === 0 ? `10000099${String(number).padStart(2, '0')}` : null,
    sorg: 'ID01',
    currency: 'IDR',
    total: '9850000.00',
    totalQty: 3,
    custPoNo: `PO/ADM/${number}`,
    notes: null,
    requestDeliveryDate: addDays(EXAMPLE_TODAY, 10),
    createdAt: `${addDays(EXAMPLE_TODAY, -number)}T03:15:00.000Z`,
    payment: paymentStatus && {
      requestNumber: `70000001${String(number).padStart(2, '0')}`,
      amount: '9850000.00',
      currency: 'IDR',
      expiresAt: paymentStatus === 'pending' ? `${addDays(EXAMPLE_TODAY, 1)}T03:15:00.000Z` : null,
      status: { id: paymentStatus, description: PAYMENT_STATUS_DESCRIPTIONS[paymentStatus] },
      flags: paymentFlags(paymentStatus),
      merchant: paymentStatus === 'pending' ? 'BCA Virtual Account' : 'Sandbox Card',
      virtualAccountNo: paymentStatus === 'pending' ? '8808123400900000' : null,
      documents: paymentStatus === 'on_processing' ? [{ id: `doc-${number}`, kind: 'receipt', fileName: 'transfer-receipt.pdf', downloadUrl: `/api/payments/documents/doc-${number}/download` }] : [],
      receipt: paymentStatus === 'on_processing' ? { id: `doc-${number}`, fileName: 'transfer-receipt.pdf' } : null,
    },
    lines: [
      { lineNo: 1, articleCode: 'VB-AESL-27-M', name: 'Velocita Aero SL 2027 M', uom: 'EA', qty: 2, qtyFromStock: 1, unitNet: '4250000.00', net: '8500000.00' },
      { lineNo: 2, articleCode: 'VP-HLM-URB-M', name: 'Velocita Urban Helmet M', uom: 'EA', qty: 1, qtyFromStock: 1, unitNet: '1350000.00', net: '1350000.00' },
    ],
    stockConfirmations: [
      { lineNo: 1, qty: 1, confirmedDate: EXAMPLE_TODAY, source: 'stock', location: 'JKT' },
      { lineNo: 1, qty: 1, confirmedDate: null, source: 'open', location: null },
      { lineNo: 2, qty: 1, confirmedDate: EXAMPLE_TODAY, source: 'stock', location: 'JKT' },
    ],
  };
}

/** Orders with a pending, an on-processing, a complete payment and none, then more without payment to fill pages. */
export function exampleOrderList(): OrderListItem[] {
  return [
    exampleOrderListItem(1, 'pending'),
    exampleOrderListItem(2, 'on_processing'),
    exampleOrderListItem(3, 'complete'),
    exampleOrderListItem(4),
    ...Array.from({ length: 10 }, (_, index) => exampleOrderListItem(5 + index)),
  ];
}
