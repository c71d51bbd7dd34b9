import { and, asc, eq, inArray } from 'drizzle-orm';
import { calendarDayIn } from '../../../application/service/invoicing/business-day';
import { addDays, type CalendarDay } from '../../../domain/dates/calendar-day';
import type { ClickCollectItemMark, ClickCollectStatus } from '../../../domain/orders/click-collect';
import type { Database } from '../database';
import { orderLines, orders, prices, products, shipToAddresses, stockOrderConfirmations } from '../commerce/schema';
import { SORG_TIME_ZONES } from '../invoicing/invoicing-settings.postgres';
import * as inv from '../invoicing/schema';
import * as t from '../schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** Invoice and order numbers the tests and end-to-end scenarios rely on; each is described where it is made. */
export const DEMO_INVOICING_FIXTURES = {
  dealer: '0000100001',
  multico: '0000100002',
  /** The dealer's oldest open invoice, 45 days overdue: under `oldest` it must be paid first. */
  oldestInvoice: '9000100001',
  /** Overdue 20 days: allowed alone under `overdue`, refused alone under `oldest`. */
  secondOverdueInvoice: '9000100002',
  /** Overdue 10 days. */
  thirdOverdueInvoice: '9000100003',
  /** Due today (Due Now). */
  dueTodayInvoice: '9000100004',
  /** Due in 10 days: not overdue. */
  notOverdueInvoice: '9000100005',
  /** Three installments (due in 15, 45 and 75 days) with an early-payment discount and a freight allowance. */
  installmentInvoice: '9000100008',
  /** A credit note of the dealer, selected by its invoice number. */
  creditNote: '9100100001',
  /** Covered by a pending virtual-account payment request (Waiting For Payment). */
  waitingInvoice: '9000100009',
  /** Covered by a card payment on processing (Pending Payment). */
  pendingInvoice: '9000100010',
  /** The pending virtual-account request of the dealer and the card request on processing. */
  pendingRequest: '7000000001',
  processingRequest: '7000000002',
} as const;

interface ItemSpec {
  code: string;
  name: string;
  brand: string;
  uom: string;
  price: number;
}

const ARTICLES: ItemSpec[] = [
  { code: 'VB-AESL-27-M', name: 'Velocita Aero SL 2027 M', brand: 'Velocita', uom: 'EA', price: 4_250_000 },
  { code: 'VB-KTCF-26-L', name: 'Velocita Kota Comfort 2026 L', brand: 'Velocita', uom: 'EA', price: 2_150_000 },
  { code: 'VP-TUBE-700', name: 'Velocita Inner Tube 700x25', brand: 'Velocita', uom: 'EA', price: 45_000 },
  { code: 'VP-HLM-URB-M', name: 'Velocita Urban Helmet M', brand: 'Velocita', uom: 'EA', price: 385_000 },
  { code: 'VP-CHN-11S', name: 'Velocita 11-speed Chain', brand: 'Velocita', uom: 'EA', price: 275_000 },
  { code: 'VB-VTCE-27-M', name: 'Velocita Volt City E 2027 M', brand: 'Velocita', uom: 'EA', price: 9_800_000 },
  { code: 'VP-PDL-FLT', name: 'Velocita Flat Pedals', brand: 'Velocita', uom: 'PR', price: 165_000 },
];

const US_ARTICLES: ItemSpec[] = [
  { code: 'TM-RIDGE-27-M', name: 'Trailmark Ridge 2027 M', brand: 'Trailmark', uom: 'EA', price: 2_899.0 },
  { code: 'TM-GRIP-LOCK', name: 'Trailmark Lock-on Grips', brand: 'Trailmark', uom: 'PR', price: 29.5 },
  { code: 'TM-TIRE-29-24', name: 'Trailmark Trail Tire 29x2.4', brand: 'Trailmark', uom: 'EA', price: 64.75 },
];

/** An amount in whole units or cents as a two-decimal string. */
const amount = (value: number) => value.toFixed(2);

interface InvoiceSpec {
  invoiceNo: string;
  companyCode: string;
  companyName: string;
  payerCode: string;
  payerName: string;
  sorg: string;
  currency: string;
  invoiceDays: number;
  /** Due dates of the lines in days from today, one per installment (a single line for most invoices). */
  dueDays: number[];
  /** Articles as [index into the catalogue, quantity]. */
  items: [number, number][];
  catalogue?: ItemSpec[];
  creditNote?: boolean;
  earlyPaymentDiscount?: number;
  freightAllowance?: number;
  /** Status of every line (Open when absent). */
  status?: string;
  /** Days after the invoice date it was paid; paid invoices are cleared. */
  paidAfterDays?: number;
  terms?: string;
}

interface ReceivableRows {
  invoice: typeof inv.invoices.$inferInsert;
  lines: Omit<typeof inv.invoiceLines.$inferInsert, 'invoiceId'>[];
  items: Omit<typeof inv.invoiceItems.$inferInsert, 'invoiceId'>[];
}

/**
 * The rows of one invoice: articles, net + 11 % tax + freight = grand total, split into equal installments (the
 * last takes the rounding), or one negative line for a credit note.
 */
function receivable(spec: InvoiceSpec, customerId: string, today: CalendarDay): ReceivableRows {
  const catalogue = spec.catalogue ?? ARTICLES;
  const cents = spec.currency !== 'IDR';
  const items = spec.items.map(([index, qty], position) => {
    const article = catalogue[index % catalogue.length]!;
    return { lineNo: position + 1, articleCode: article.code, articleCodeDisplay: article.code, name: article.name, brand: article.brand, uom: article.uom, qty, price: amount(article.price), subTotal: amount(article.price * qty) };
  });
  const net = spec.items.reduce((sum, [index, qty]) => sum + catalogue[index % catalogue.length]!.price * qty, 0);
  const round = (value: number) => (cents ? Math.round(value * 100) / 100 : Math.round(value));
  const tax = round(net * 0.11);
  const shipping = spec.creditNote ? 0 : cents ? 45 : 150_000;
  const sign = spec.creditNote ? -1 : 1;
  const grand = sign * (net + tax + shipping);
  const invoiceDate = addDays(today, spec.invoiceDays);
  const clearingDate = spec.paidAfterDays === undefined ? null : addDays(invoiceDate, spec.paidAfterDays);
  const parts = spec.dueDays.length;
  const share = round(grand / parts);
  const lines = spec.dueDays.map((due, index) => {
    const lineAmount = index === parts - 1 ? round(grand - share * (parts - 1)) : share;
    const installment = parts > 1 ? index + 1 : null;
    return {
      customerId,
      payerCode: spec.payerCode,
      companyCode: spec.companyCode,
      accountingNo: `${spec.invoiceNo}${installment === null ? '' : `-${installment}`}`.replace(/^9/, '1'),
      assignment: installment === null ? spec.invoiceNo : `${spec.invoiceNo}-${installment}`,
      installment,
      dueDate: addDays(today, due),
      accountingAmount: amount(lineAmount),
      status: clearingDate ? 'Paid' : (spec.status ?? 'Open'),
      clearingDate,
      detailNotes: installment === null ? null : `Installment ${installment} of ${parts}`,
    };
  });
  return {
    invoice: {
      customerId,
      sorg: spec.sorg,
      companyCode: spec.companyCode,
      companyName: spec.companyName,
      payerCode: spec.payerCode,
      payerName: spec.payerName,
      invoiceNo: spec.invoiceNo,
      doNo: spec.creditNote ? null : `80${spec.invoiceNo.slice(2)}`,
      invoiceDate,
      fiscalYear: Number(invoiceDate.slice(0, 4)),
      currency: spec.currency,
      grandTotal: amount(grand),
      tax: amount(sign * tax),
      shippingCost: amount(sign * shipping),
      discount: '0.00',
      recycleFee: '0.00',
      surcharges: '0.00',
      earlyPaymentDiscount: amount(spec.earlyPaymentDiscount ?? 0),
      freightAllowance: amount(spec.freightAllowance ?? 0),
      terms: spec.terms ?? (spec.creditNote ? 'Credit note' : parts > 1 ? `${parts} installments` : 'Net 30'),
      notes: spec.creditNote ? 'Return of damaged goods' : null,
      expeditionName: spec.creditNote ? null : 'JNE Trucking',
      expeditionTracking: spec.creditNote ? null : `JT${spec.invoiceNo.slice(-6)}`,
    },
    lines,
    items,
  };
}

const ID01 = { sorg: 'ID01', currency: 'IDR' };
const DEALER = { ...ID01, companyCode: 'ID01-1000', companyName: 'PT Velocita Indonesia', payerCode: '0000100001', payerName: 'Sepeda Jaya Jakarta' };

/** The dealer's open and paid invoices: every due state, a credit note, installments, and invoices being paid. */
function dealerInvoices(): InvoiceSpec[] {
  const open: InvoiceSpec[] = [
    { ...DEALER, invoiceNo: '9000100001', invoiceDays: -75, dueDays: [-45], items: [[0, 2], [3, 4]] },
    { ...DEALER, invoiceNo: '9000100002', invoiceDays: -50, dueDays: [-20], items: [[1, 3]] },
    { ...DEALER, invoiceNo: '9000100003', invoiceDays: -40, dueDays: [-10], items: [[2, 40], [4, 6]] },
    { ...DEALER, invoiceNo: '9000100004', invoiceDays: -30, dueDays: [0], items: [[1, 2], [6, 10]] },
    { ...DEALER, invoiceNo: '9000100005', invoiceDays: -20, dueDays: [10], items: [[0, 3]] },
    { ...DEALER, invoiceNo: '9000100006', invoiceDays: -10, dueDays: [20], items: [[3, 12], [2, 25]] },
    { ...DEALER, invoiceNo: '9000100007', invoiceDays: -5, dueDays: [45], items: [[5, 1]] },
    { ...DEALER, invoiceNo: '9000100008', invoiceDays: -15, dueDays: [15, 45, 75], items: [[5, 3]], earlyPaymentDiscount: 600_000, freightAllowance: 250_000 },
    { ...DEALER, invoiceNo: '9100100001', invoiceDays: -25, dueDays: [-25], items: [[3, 2], [6, 3]], creditNote: true },
    { ...DEALER, invoiceNo: '9000100009', invoiceDays: -35, dueDays: [-5], items: [[4, 8]], status: 'Waiting For Payment' },
    { ...DEALER, invoiceNo: '9000100010', invoiceDays: -25, dueDays: [5], items: [[6, 12]], status: 'Pending Payment' },
  ];
  const paid: InvoiceSpec[] = Array.from({ length: 14 }, (_, index) => ({
    ...DEALER,
    invoiceNo: `90001002${String(index + 1).padStart(2, '0')}`,
    invoiceDays: -12 - index * 26,
    dueDays: [18 - index * 26],
    items: [[index % 7, 1 + (index % 4)]] as [number, number][],
    paidAfterDays: 12 + ((index * 7) % 30),
  }));
  return [...open, ...paid];
}

/** The dealer with several companies: two payers in one company, a blocked company with old debt, SGD with cents. */
function multicoInvoices(): InvoiceSpec[] {
  const main = { ...ID01, companyCode: 'ID01-1000', companyName: 'PT Velocita Indonesia', payerCode: '0000100002', payerName: 'Gowes Group Surabaya' };
  const branch = { ...main, payerCode: '0000100102', payerName: 'Gowes Group Malang' };
  const parts = { ...ID01, companyCode: 'ID01-2000', companyName: 'PT Velocita Parts Distribution', payerCode: '0000100002', payerName: 'Gowes Group Surabaya' };
  const singapore = { sorg: 'SG01', currency: 'SGD', companyCode: 'SG01-1000', companyName: 'Velocita Singapore Pte. Ltd.', payerCode: '0000100002', payerName: 'Gowes Group Surabaya', catalogue: US_ARTICLES };
  return [
    { ...main, invoiceNo: '9000200001', invoiceDays: -60, dueDays: [-30], items: [[0, 4]] },
    { ...main, invoiceNo: '9000200002', invoiceDays: -25, dueDays: [5], items: [[1, 6], [3, 10]] },
    { ...main, invoiceNo: '9000200003', invoiceDays: -10, dueDays: [20, 50], items: [[5, 2]], earlyPaymentDiscount: 400_000, freightAllowance: 150_000 },
    { ...main, invoiceNo: '9100200001', invoiceDays: -12, dueDays: [-12], items: [[2, 30]], creditNote: true },
    { ...branch, invoiceNo: '9000200011', invoiceDays: -45, dueDays: [-15], items: [[4, 10]], status: 'Waiting For Payment' },
    { ...branch, invoiceNo: '9000200012', invoiceDays: -5, dueDays: [25], items: [[6, 20]] },
    { ...parts, invoiceNo: '9000200021', invoiceDays: -160, dueDays: [-130], items: [[2, 120], [4, 40]] },
    { ...parts, invoiceNo: '9000200022', invoiceDays: -110, dueDays: [-80], items: [[3, 30]] },
    { ...parts, invoiceNo: '9000200023', invoiceDays: -70, dueDays: [-40], items: [[6, 50]] },
    { ...parts, invoiceNo: '9000200024', invoiceDays: -20, dueDays: [10], items: [[4, 25]] },
    { ...singapore, invoiceNo: '9000200031', invoiceDays: -40, dueDays: [-10], items: [[0, 2], [1, 10]] },
    { ...singapore, invoiceNo: '9000200032', invoiceDays: -8, dueDays: [22], items: [[2, 12]] },
    ...Array.from({ length: 8 }, (_, index) => ({
      ...main,
      invoiceNo: `90002002${String(index + 1).padStart(2, '0')}`,
      invoiceDays: -30 - index * 40,
      dueDays: [-index * 40],
      items: [[index % 7, 2 + (index % 3)]] as [number, number][],
      paidAfterDays: 20 + ((index * 11) % 40),
    })),
  ];
}

function usDealerInvoices(): InvoiceSpec[] {
  const us = { sorg: 'US01', currency: 'USD', companyCode: 'US01-1000', companyName: 'Trailmark USA Inc.', payerCode: 'US20000001', payerName: 'Summit Cycles Denver', catalogue: US_ARTICLES };
  return [
    { ...us, invoiceNo: '9000300001', invoiceDays: -50, dueDays: [-20], items: [[0, 2]] },
    { ...us, invoiceNo: '9000300002', invoiceDays: -35, dueDays: [-5], items: [[1, 20], [2, 8]] },
    { ...us, invoiceNo: '9000300003', invoiceDays: -10, dueDays: [20], items: [[0, 1], [2, 4]] },
    { ...us, invoiceNo: '9100300001', invoiceDays: -15, dueDays: [-15], items: [[1, 4]], creditNote: true },
    { ...us, invoiceNo: '9000300101', invoiceDays: -60, dueDays: [-30], items: [[2, 10]], paidAfterDays: 27 },
  ];
}

/** Payment methods offered in every sales organisation, with the rates that earn a payment-method discount. */
const DEMO_PAYMENT_METHODS = [
  { type: 'ACH', description: 'ACH bank debit', sortOrder: 1, merchant: 'sandbox-ach', rate: '0.01', instruction: 'Your bank account is debited within one business day.' },
  { type: 'Credit Card', description: 'Credit card', sortOrder: 2, merchant: 'sandbox-card', rate: '0', instruction: 'Your card is charged at once.' },
  { type: 'Virtual Account', description: 'Bank transfer to a virtual account', sortOrder: 3, merchant: 'sandbox-va', rate: '0.005', instruction: 'Transfer the exact amount to the virtual account number within 24 hours, then upload the receipt.' },
];

interface OrderSpec {
  so: string;
  companyCode: string;
  companyName: string;
  orderDays: number;
  lines: [number, number][];
  orderType?: string;
}

interface DeliverySpec {
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

function clickCollectSpecs(): { status: ClickCollectStatus; consumer: string; items: { article: number; qty: number; shipped: number; mark: ClickCollectItemMark }[] }[] {
  return [
    { status: 'open', consumer: 'Dimas Saputra', items: [{ article: 3, qty: 1, shipped: 0, mark: 'ready_to_pickup' }, { article: 0, qty: 1, shipped: 0, mark: 'order_to_hq' }] },
    { status: 'open', consumer: 'Ayu Lestari', items: [{ article: 6, qty: 2, shipped: 0, mark: 'ready_to_pickup' }] },
    { status: 'need_confirmation', consumer: 'Bagus Wibowo', items: [{ article: 5, qty: 1, shipped: 0, mark: 'order_to_hq' }, { article: 2, qty: 4, shipped: 0, mark: 'ready_to_pickup' }] },
    { status: 'confirmed', consumer: 'Citra Halim', items: [{ article: 1, qty: 1, shipped: 0, mark: 'order_to_hq' }] },
    { status: 'processing_by_hq', consumer: 'Eko Nugroho', items: [{ article: 0, qty: 2, shipped: 0, mark: 'order_to_hq' }] },
    { status: 'shipment_from_hq', consumer: 'Fitri Kusuma', items: [{ article: 4, qty: 3, shipped: 0, mark: 'order_to_hq' }, { article: 3, qty: 1, shipped: 0, mark: 'ready_to_pickup' }] },
    { status: 'partially_shipped', consumer: 'Gilang Permana', items: [{ article: 2, qty: 10, shipped: 4, mark: 'order_to_hq' }] },
    { status: 'shipped', consumer: 'Hana Setiawan', items: [{ article: 6, qty: 1, shipped: 1, mark: 'order_to_hq' }] },
    { status: 'ready_to_pickup', consumer: 'Irfan Gunawan', items: [{ article: 1, qty: 1, shipped: 1, mark: 'order_to_hq' }, { article: 6, qty: 1, shipped: 0, mark: 'ready_to_pickup' }] },
    { status: 'complete', consumer: 'Joko Hidayat', items: [{ article: 3, qty: 2, shipped: 0, mark: 'ready_to_pickup' }] },
    // Older orders waiting for HQ's confirmation, each with two units from HQ: the click-and-collect end-to-end test
    // walks the oldest of them to Complete on every run (desktop, then mobile), so each run finds one left.
    { status: 'need_confirmation', consumer: 'Kartika Sari', items: [{ article: 2, qty: 2, shipped: 0, mark: 'order_to_hq' }, { article: 6, qty: 1, shipped: 0, mark: 'ready_to_pickup' }] },
    { status: 'need_confirmation', consumer: 'Lukman Hakim', items: [{ article: 4, qty: 2, shipped: 0, mark: 'order_to_hq' }, { article: 3, qty: 1, shipped: 0, mark: 'ready_to_pickup' }] },
  ];
}

/**
 * The after-sale demo data, in the demo seed's transaction: invoices (open and paid) of the demo dealers that
 * exercise every payment rule, payment methods with rates and merchants, payment requests in each state, open
 * orders with deliveries in each state, shipped deliveries, and click-and-collect orders in several statuses.
 * Days are counted from the seed time in the sales organisation's time zone, as the service counts them.
 */
export async function applyDemoInvoicing(tx: Tx, options: { now: Date }): Promise<void> {
  const now = options.now;
  const today = calendarDayIn(now, SORG_TIME_ZONES.ID01!);
  const customerRows = await tx
    .select({ id: t.customers.id, r3: t.customers.r3 })
    .from(t.customers)
    .where(inArray(t.customers.r3, [DEMO_INVOICING_FIXTURES.dealer, DEMO_INVOICING_FIXTURES.multico, 'US20000001']));
  const customerId = new Map(customerRows.map((row) => [row.r3, row.id]));
  const dealerId = customerId.get(DEMO_INVOICING_FIXTURES.dealer)!;
  const multicoId = customerId.get(DEMO_INVOICING_FIXTURES.multico)!;
  const [dealerUser] = await tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.username, 'dealer'));

  // ---- receivables ----
  const receivables = [
    ...dealerInvoices().map((spec) => receivable(spec, dealerId, today)),
    ...multicoInvoices().map((spec) => receivable(spec, multicoId, today)),
    ...(customerId.has('US20000001') ? usDealerInvoices().map((spec) => receivable(spec, customerId.get('US20000001')!, calendarDayIn(now, SORG_TIME_ZONES.US01!))) : []),
  ];
  const invoiceRows = await tx
    .insert(inv.invoices)
    .values(receivables.map((rows) => rows.invoice))
    .returning({ id: inv.invoices.id, invoiceNo: inv.invoices.invoiceNo });
  const invoiceId = new Map(invoiceRows.map((row) => [row.invoiceNo, row.id]));
  const lineRows = await tx
    .insert(inv.invoiceLines)
    .values(receivables.flatMap((rows) => rows.lines.map((line) => ({ ...line, invoiceId: invoiceId.get(rows.invoice.invoiceNo)! }))))
    .returning({ id: inv.invoiceLines.id, assignment: inv.invoiceLines.assignment, accountingNo: inv.invoiceLines.accountingNo, amount: inv.invoiceLines.accountingAmount });
  await tx.insert(inv.invoiceItems).values(receivables.flatMap((rows) => rows.items.map((item) => ({ ...item, invoiceId: invoiceId.get(rows.invoice.invoiceNo)! }))));

  // ---- payment methods ----
  const merchants = new Map<string, string>();
  const methods = new Map<string, string>();
  for (const sorg of ['ID01', 'SG01', 'US01']) {
    for (const module of ['invoice', 'order']) {
      for (const method of DEMO_PAYMENT_METHODS) {
        if (module === 'order' && method.type === 'ACH') continue;
        const [row] = await tx.insert(inv.paymentMethods).values({ sorg, module, type: method.type, description: method.description, sortOrder: method.sortOrder }).returning({ id: inv.paymentMethods.id });
        const [merchant] = await tx
          .insert(inv.paymentMerchants)
          .values({ paymentMethodId: row!.id, merchant: method.merchant, extPaymentGatewayId: `${method.merchant}-${sorg.toLowerCase()}-${module}`, instruction: method.instruction, paymentDiscount: method.rate })
          .returning({ id: inv.paymentMerchants.id });
        merchants.set(`${sorg}/${module}/${method.type}`, merchant!.id);
        methods.set(`${sorg}/${module}/${method.type}`, row!.id);
      }
    }
  }

  // ---- payment requests in each state ----
  const lineOf = (assignment: string) => lineRows.find((line) => line.assignment === assignment)!;
  const request = (spec: {
    number: string;
    customerId: string;
    payerCode: string;
    payerName: string;
    methodType: string;
    invoiceNo: string;
    status: string;
    createdHoursAgo: number;
    virtualAccountNo?: string;
    expiresInHours?: number;
    settlesInHours?: number;
    instrumentDisplay?: string;
    failureReason?: string;
    orderNo?: string;
    amount?: string;
  }) => {
    const line = spec.orderNo ? null : lineOf(spec.invoiceNo);
    const createdAt = new Date(now.getTime() - spec.createdHoursAgo * HOUR_MS);
    const value = spec.amount ?? line!.amount;
    return {
      requestNo: spec.number,
      kind: spec.orderNo ? 'order' : 'invoice',
      orderNo: spec.orderNo ?? null,
      customerId: spec.customerId,
      userId: spec.customerId === dealerId ? (dealerUser?.id ?? null) : null,
      payerCode: spec.payerCode,
      payerName: spec.payerName,
      companyCode: 'ID01-1000',
      sorg: 'ID01',
      currency: 'IDR',
      paymentMerchantId: merchants.get(`ID01/${spec.orderNo ? 'order' : 'invoice'}/${spec.methodType}`)!,
      methodType: spec.methodType,
      instrumentDisplay: spec.instrumentDisplay ?? null,
      amount: value,
      totalBeforeDiscount: value,
      positiveInvoiceNumbers: spec.orderNo ? [] : [spec.invoiceNo],
      accountingNumbers: line ? [line.accountingNo] : [],
      status: spec.status,
      externalId: `sbx_seed_${spec.number}`,
      virtualAccountNo: spec.virtualAccountNo ?? null,
      expiresAt: spec.expiresInHours === undefined ? null : new Date(now.getTime() + spec.expiresInHours * HOUR_MS),
      settlesAt: spec.settlesInHours === undefined ? null : new Date(now.getTime() + spec.settlesInHours * HOUR_MS),
      failureReason: spec.failureReason ?? null,
      idempotencyKey: `demo-seed-${spec.number}`,
      requestHash: `demo-seed-${spec.number}`,
      createdAt,
      updatedAt: createdAt,
    };
  };
  const dealerPayer = { customerId: dealerId, payerCode: '0000100001', payerName: 'Sepeda Jaya Jakarta' };
  const requests = [
    request({ ...dealerPayer, number: DEMO_INVOICING_FIXTURES.pendingRequest, methodType: 'Virtual Account', invoiceNo: '9000100009', status: 'pending', createdHoursAgo: 3, virtualAccountNo: '8808123400010009', expiresInHours: 21 }),
    request({ ...dealerPayer, number: DEMO_INVOICING_FIXTURES.processingRequest, methodType: 'Credit Card', invoiceNo: '9000100010', status: 'on_processing', createdHoursAgo: 2, settlesInHours: 72, instrumentDisplay: 'Visa •••• 4242' }),
    request({ ...dealerPayer, number: '7000000003', methodType: 'ACH', invoiceNo: '9000100201', status: 'complete', createdHoursAgo: 24 * 20, instrumentDisplay: 'Checking •••• 6789' }),
    request({ ...dealerPayer, number: '7000000004', methodType: 'Virtual Account', invoiceNo: '9000100002', status: 'failed', createdHoursAgo: 24 * 6, virtualAccountNo: '8808123400010002', expiresInHours: -24 * 5, failureReason: 'virtual_account_expired' }),
    request({ ...dealerPayer, number: '7000000005', methodType: 'Virtual Account', invoiceNo: '9000100003', status: 'void', createdHoursAgo: 24 * 4, virtualAccountNo: '8808123400010003', expiresInHours: -24 * 3 }),
    request({ customerId: multicoId, payerCode: '0000100102', payerName: 'Gowes Group Malang', number: '7000000006', methodType: 'Virtual Account', invoiceNo: '9000200011', status: 'pending', createdHoursAgo: 5, virtualAccountNo: '8808123400020011', expiresInHours: 19 }),
  ];
  // The dealer's two portal orders paid online; each gets its order payment, oldest first: a virtual account, a card.
  await insertPaidPortalOrders(tx, { customerId: dealerId, userId: dealerUser?.id ?? null, now, paymentIds: [methods.get('ID01/order/Virtual Account')!, methods.get('ID01/order/Credit Card')!] });
  const portalOrders = await tx
    .select({ orderNo: orders.orderNo, customerId: orders.customerId, total: orders.totalOrder, currency: orders.currency, sorg: orders.sorg })
    .from(orders)
    .where(inArray(orders.customerId, [dealerId, multicoId]))
    .orderBy(asc(orders.createdAt))
    .limit(2);
  portalOrders.forEach((order, index) => {
    if (order.sorg !== 'ID01') return;
    requests.push(
      request({
        customerId: order.customerId,
        payerCode: order.customerId === dealerId ? '0000100001' : '0000100002',
        payerName: order.customerId === dealerId ? 'Sepeda Jaya Jakarta' : 'Gowes Group Surabaya',
        number: `700000010${index + 1}`,
        methodType: index === 0 ? 'Virtual Account' : 'Credit Card',
        invoiceNo: '',
        orderNo: order.orderNo,
        amount: order.total,
        status: index === 0 ? 'pending' : 'on_processing',
        createdHoursAgo: 1,
        ...(index === 0 ? { virtualAccountNo: `88081234009${String(index).padStart(5, '0')}`, expiresInHours: 23 } : { settlesInHours: 72, instrumentDisplay: 'MasterCard •••• 4444' }),
      }),
    );
  });
  const requestRows = await tx.insert(inv.paymentRequests).values(requests).returning({ id: inv.paymentRequests.id, requestNo: inv.paymentRequests.requestNo, status: inv.paymentRequests.status, accountingNumbers: inv.paymentRequests.accountingNumbers });
  const requestLines = requestRows.flatMap((row) => row.accountingNumbers.map((accountingNo) => ({ row, line: lineRows.find((line) => line.accountingNo === accountingNo)! })));
  if (requestLines.length > 0) {
    await tx.insert(inv.paymentRequestLines).values(requestLines.map(({ row, line }) => ({ paymentRequestId: row.id, invoiceLineId: line.id, amount: line.amount })));
  }
  for (const { row, line } of requestLines) {
    if (row.status === 'pending' || row.status === 'on_processing') await tx.update(inv.invoiceLines).set({ paymentRequestId: row.id }).where(eq(inv.invoiceLines.id, line.id));
  }

  // ---- open orders and deliveries ----
  const dealerCompany = { companyCode: 'ID01-1000', companyName: 'PT Velocita Indonesia' };
  const orderSpecs: [string, string, string, OrderSpec[]][] = [
    [
      dealerId,
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
      multicoId,
      '0000100002',
      'Gowes Group Surabaya',
      [
        { so: '1000002001', ...dealerCompany, orderDays: -18, lines: [[0, 5]] },
        { so: '1000002002', companyCode: 'ID01-2000', companyName: 'PT Velocita Parts Distribution', orderDays: -11, lines: [[2, 200], [4, 40]] },
        { so: '1000002003', companyCode: 'SG01-1000', companyName: 'Velocita Singapore Pte. Ltd.', orderDays: -4, lines: [[3, 6]] },
      ],
    ],
  ];
  const openLines = orderSpecs.flatMap(([ownerId, custCode, custName, specs]) =>
    specs.flatMap((spec) =>
      spec.lines.map(([article, qty], index) => {
        const item = ARTICLES[article]!;
        const singapore = spec.companyCode.startsWith('SG01');
        const price = singapore ? Math.round(item.price / 11_000) : item.price;
        return {
          customerId: ownerId,
          sorg: spec.companyCode.slice(0, 4),
          companyCode: spec.companyCode,
          companyName: spec.companyName,
          soNumber: spec.so,
          orderNumber: `PO-${spec.so.slice(-4)}`,
          orderType: spec.orderType ?? 'ZOR',
          poNumber: `PO/${custCode.slice(-3)}/${spec.so.slice(-3)}`,
          orderDate: addDays(today, spec.orderDays),
          requestDeliveryDate: addDays(today, spec.orderDays + 14),
          expectedDeliveryDate: spec.so.endsWith('3') ? null : addDays(today, spec.orderDays + 18),
          notes: index === 0 ? 'Deliver before noon' : null,
          internalNotes: null,
          createdBy: custCode === '0000100001' ? 'dealer' : 'multico',
          shipTo: `ST-${custCode.slice(-6)}-01`,
          shipToName: custName,
          shipToAddress: custCode === '0000100001' ? 'Jl. Sepeda Raya No. 2, Jakarta' : 'Jl. Gowes No. 3, Surabaya',
          custCode,
          custName,
          lineNo: (index + 1) * 10,
          articleCode: item.code,
          articleCodeDisplay: item.code,
          articleName: item.name,
          qty,
          price: amount(price),
          subTotal: amount(price * qty),
          currency: singapore ? 'SGD' : 'IDR',
          uom: item.uom,
          productCategory: item.code.startsWith('VB') ? 'bike' : 'paa',
          modelYear: item.code.startsWith('VB') ? Number(`20${item.code.slice(-4, -2)}`) || null : null,
          status: 'Open',
        };
      }),
    ),
  );
  await tx.insert(inv.openOrderLines).values(openLines);

  const deliveries: [string, string, DeliverySpec[]][] = [
    [
      dealerId,
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
      multicoId,
      '0000100002',
      [
        { doNumber: '8000002001', ...dealerCompany, documentDays: -10, deliveryDays: -7, estimatedDays: -7, trackingNo: 'SCP0099887701', lines: [{ so: '1000002001', article: 0, qty: 3 }] },
        { doNumber: '8000002002', companyCode: 'ID01-2000', companyName: 'PT Velocita Parts Distribution', documentDays: -6, deliveryDays: null, estimatedDays: 2, trackingNo: null, lines: [{ so: '1000002002', article: 2, qty: 200 }] },
        { doNumber: '8000002003', companyCode: 'SG01-1000', companyName: 'Velocita Singapore Pte. Ltd.', documentDays: -1, deliveryDays: null, estimatedDays: null, trackingNo: null, lines: [{ so: '1000002003', article: 3, qty: 6 }] },
      ],
    ],
  ];
  for (const [ownerId, custCode, specs] of deliveries) {
    for (const spec of specs) {
      const singapore = spec.companyCode.startsWith('SG01');
      const [row] = await tx
        .insert(inv.deliveryOrders)
        .values({
          customerId: ownerId,
          sorg: spec.companyCode.slice(0, 4),
          companyCode: spec.companyCode,
          companyName: spec.companyName,
          doNumber: spec.doNumber,
          orderType: 'ZOR',
          custPoNo: `PO/${custCode.slice(-3)}/${spec.lines[0]!.so.slice(-3)}`,
          documentDate: addDays(today, spec.documentDays),
          deliveryDate: spec.deliveryDays === null ? null : addDays(today, spec.deliveryDays),
          estimatedDeliveryDate: spec.estimatedDays === null ? null : addDays(today, spec.estimatedDays),
          trackingNo: spec.trackingNo,
          trackingUrl: spec.trackingNo ? `https://tracking.example/track?awb=${spec.trackingNo}` : null,
          expeditionName: spec.trackingNo ? (singapore ? 'SingPost Courier' : 'JNE Trucking') : null,
          notes: null,
          custCode,
          currency: singapore ? 'SGD' : 'IDR',
        })
        .returning({ id: inv.deliveryOrders.id });
      await tx.insert(inv.deliveryOrderLines).values(
        spec.lines.map((line, index) => {
          const item = ARTICLES[line.article]!;
          return { deliveryOrderId: row!.id, lineNo: (index + 1) * 10, orderNo: line.so, articleCode: item.code, name: item.name, orderQty: line.qty, price: amount(singapore ? Math.round(item.price / 11_000) : item.price) };
        }),
      );
    }
  }

  // ---- click and collect ----
  for (const [index, spec] of clickCollectSpecs().entries()) {
    const createdAt = new Date(now.getTime() - (index + 1) * 9 * HOUR_MS);
    const [row] = await tx
      .insert(inv.clickCollectOrders)
      .values({
        orderNo: `CC-${String(100001 + index)}`,
        customerId: dealerId,
        consumerName: spec.consumer,
        consumerEmail: `${spec.consumer.split(' ')[0]!.toLowerCase()}@consumer.example`,
        consumerPhone: `+62 812 5550 ${String(1000 + index)}`,
        status: spec.status,
        createdAt,
        updatedAt: new Date(createdAt.getTime() + (spec.status === 'open' ? 0 : DAY_MS / 4)),
      })
      .returning({ id: inv.clickCollectOrders.id });
    await tx.insert(inv.clickCollectItems).values(
      spec.items.map((item, position) => ({
        orderId: row!.id,
        lineNo: position + 1,
        name: ARTICLES[item.article]!.name,
        sku: ARTICLES[item.article]!.code,
        qty: item.qty,
        qtyShipped: item.shipped,
        mark: item.mark,
      })),
    );
  }
}

/** The dealer's portal orders paid online: articles with their quantities, how long ago and under which PO. */
const PAID_PORTAL_ORDERS = [
  { hoursAgo: 30, custPoNo: 'PO-SJ-2026-118', notes: 'Deliver to the showroom', lines: [['VB-AESL-27-M', 2], ['VP-CHN-11S', 10]] },
  { hoursAgo: 6, custPoNo: 'PO-SJ-2026-121', notes: null, lines: [['VP-HLM-CMT-M', 6]] },
] as const;

/**
 * Writes the dealer's portal orders paid online, as the checkout would have placed them at the dealer's dealer
 * prices from stock, so the administrators' order list shows orders waiting for their payment.
 */
async function insertPaidPortalOrders(tx: Tx, options: { customerId: string; userId: string | null; now: Date; paymentIds: string[] }): Promise<void> {
  const codes = PAID_PORTAL_ORDERS.flatMap((order) => order.lines.map(([code]) => code));
  const articles = await tx
    .select({ id: products.id, code: products.articleCode, name: products.name, uom: products.uom, dealer: prices.dealer, currency: prices.currency })
    .from(products)
    .innerJoin(prices, and(eq(prices.productId, products.id), eq(prices.sorg, 'ID01')))
    .where(inArray(products.articleCode, codes));
  const [shipTo] = await tx.select().from(shipToAddresses).where(and(eq(shipToAddresses.customerId, options.customerId), eq(shipToAddresses.isDefault, true))).limit(1);
  if (!shipTo || articles.length !== new Set(codes).size) return;
  const article = new Map(articles.map((row) => [row.code, row]));
  for (const [index, spec] of PAID_PORTAL_ORDERS.entries()) {
    const lines = spec.lines.map(([code, qty], position) => {
      const row = article.get(code)!;
      const net = (Number(row.dealer) * qty).toFixed(2);
      return { lineNo: (position + 1) * 10, productId: row.id, articleCode: code, name: row.name, uom: row.uom, qty, qtyFromStock: qty, unitDealer: row.dealer, unitNet: row.dealer, gross: net, discount: '0', net };
    });
    const createdAt = new Date(options.now.getTime() - spec.hoursAgo * HOUR_MS);
    const [order] = await tx
      .insert(orders)
      .values({
        customerId: options.customerId,
        userId: options.userId,
        sorg: 'ID01',
        currency: articles[0]!.currency,
        totalOrder: lines.reduce((sum, line) => sum + Number(line.net), 0).toFixed(2),
        totalQty: lines.reduce((sum, line) => sum + line.qty, 0),
        shipToId: shipTo.id,
        shipTo: { id: shipTo.id, code: shipTo.code, name: shipTo.name, address: shipTo.address, city: shipTo.city, postalCode: shipTo.postalCode, country: shipTo.country, phone: shipTo.phone, warehouseArea: shipTo.warehouseArea },
        custPoNo: spec.custPoNo,
        notes: spec.notes,
        paymentId: options.paymentIds[index]!,
        checkoutId: crypto.randomUUID(),
        createdAt,
      })
      .returning({ id: orders.id });
    await tx.insert(orderLines).values(lines.map((line) => ({ orderId: order!.id, ...line })));
    await tx.insert(stockOrderConfirmations).values(
      lines.map((line) => ({ orderId: order!.id, lineNo: line.lineNo, locationCode: 'ID01-JKT', qty: line.qty, confirmedDate: createdAt.toISOString().slice(0, 10), source: 'stock' })),
    );
  }
}
