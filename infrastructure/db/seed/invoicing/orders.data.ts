export interface OrderSpec {
  so: string;
  companyCode: string;
  companyName: string;
  orderDays: number;
  lines: [number, number][];
  orderType?: string;
}

export interface DeliverySpec {
  doNumber: string;
  companyCode: string;
  companyName: string;
  documentDays: number;
  deliveryDays: number | null;
  estimatedDays: number | null;
  trackingNo: string | null;
  /** Sales orders and the line quantities delivered. */
  lines: { so: string; article: number; qty: number }[];
}

const dealerCompany = { companyCode: 'ID01-1000', companyName: 'PT Velocita Indonesia' };
/** The open orders of the demo dealers: owner, customer code and name, and the orders with their lines. */
export const DEMO_OPEN_ORDERS: [owner: 'dealer' | 'multico', custCode: string, custName: string, orders: OrderSpec[]][] = [
  [
    'dealer',
    '0000100001',
    'Sepeda Jaya Jakarta',
    [
      { so: '1000001001', ...dealerCompany, orderDays: -21, lines: [[0, 2], [3, 10]] },
      { so: '1000001002', ...dealerCompany, orderDays: -14, lines: [[1, 4]] },
      { so: '1000001003', ...dealerCompany, orderDays: -9, lines: [[5, 1], [2, 50]] },
      { so: '1000001004', ...dealerCompany, orderDays: -6, lines: [[4, 12]], orderType: 'ZPRE' },
      { so: '1000001005', ...dealerCompany, orderDays: -2, lines: [[6, 20]] },
    ],
  ],
  [
    'multico',
    '0000100002',
    'Gowes Group Surabaya',
    [
      { so: '1000002001', ...dealerCompany, orderDays: -18, lines: [[0, 5]] },
      { so: '1000002002', companyCode: 'ID01-2000', companyName: 'PT Velocita Parts Distribution', orderDays: -11, lines: [[2, 200], [4, 40]] },
      { so: '1000002003', companyCode: 'SG01-1000', companyName: 'Velocita Singapore Pte. Ltd.', orderDays: -4, lines: [[3, 6]] },
    ],
  ],
];

/** The delivery orders of the demo dealers, shipped and on their way, with the sales-order lines they deliver. */
export const DEMO_DELIVERIES: [owner: 'dealer' | 'multico', custCode: string, deliveries: DeliverySpec[]][] = [
  [
    'dealer',
    '0000100001',
    [
      { doNumber: '8000001001', ...dealerCompany, documentDays: -15, deliveryDays: -12, estimatedDays: -12, trackingNo: 'JNE0012345601', lines: [{ so: '1000001001', article: 0, qty: 2 }, { so: '1000001001', article: 3, qty: 10 }] },
      { doNumber: '8000001002', ...dealerCompany, documentDays: -5, deliveryDays: null, estimatedDays: 3, trackingNo: null, lines: [{ so: '1000001002', article: 1, qty: 4 }] },
      { doNumber: '8000001003', ...dealerCompany, documentDays: -3, deliveryDays: null, estimatedDays: null, trackingNo: null, lines: [{ so: '1000001003', article: 5, qty: 1 }, { so: '1000001003', article: 2, qty: 50 }] },
      { doNumber: '8000001004', ...dealerCompany, documentDays: -4, deliveryDays: -1, estimatedDays: -1, trackingNo: 'JNE0012345604', lines: [{ so: '1000001004', article: 4, qty: 6 }] },
      { doNumber: '8000001005', ...dealerCompany, documentDays: -2, deliveryDays: null, estimatedDays: 6, trackingNo: null, lines: [{ so: '1000001004', article: 4, qty: 6 }] },
      ...Array.from({ length: 8 }, (_, index): DeliverySpec => ({
        doNumber: `80000011${String(index + 1).padStart(2, '0')}`,
        ...dealerCompany,
        documentDays: -8 - index * 7,
        deliveryDays: -6 - index * 7,
        estimatedDays: -6 - index * 7,
        trackingNo: `JNE00123457${String(index + 1).padStart(2, '0')}`,
        lines: [{ so: `10000010${String(60 + index)}`, article: index % 7, qty: 1 + index }],
      })),
    ],
  ],
  [
    'multico',
    '0000100002',
    [
      { doNumber: '8000002001', ...dealerCompany, documentDays: -10, deliveryDays: -7, estimatedDays: -7, trackingNo: 'SCP0099887701', lines: [{ so: '1000002001', article: 0, qty: 3 }] },
      { doNumber: '8000002002', companyCode: 'ID01-2000', companyName: 'PT Velocita Parts Distribution', documentDays: -6, deliveryDays: null, estimatedDays: 2, trackingNo: null, lines: [{ so: '1000002002', article: 2, qty: 200 }] },
      { doNumber: '8000002003', companyCode: 'SG01-1000', companyName: 'Velocita Singapore Pte. Ltd.', documentDays: -1, deliveryDays: null, estimatedDays: null, trackingNo: null, lines: [{ so: '1000002003', article: 3, qty: 6 }] },
    ],
  ],
];

/** The dealer's portal orders paid online: articles with their quantities, how long ago and under which PO. */
export const PAID_PORTAL_ORDERS = [
  { hoursAgo: 30, custPoNo: 'PO-SJ-2026-118', notes: 'Deliver to the showroom', lines: [['VB-AESL-27-M', 2], ['VP-CHN-11S', 10]] },
  { hoursAgo: 6, custPoNo: 'PO-SJ-2026-121', notes: null, lines: [['VP-HLM-CMT-M', 6]] },
] as const;
