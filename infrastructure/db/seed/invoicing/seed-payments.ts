import { asc, eq, inArray } from 'drizzle-orm';
import { orders } from '../../orders/schema';
import * as inv from '../../invoices/schema';
import * as pay from '../../payments/schema';
import type { Tx } from '../seed-helpers';
import { DEMO_INVOICING_FIXTURES } from './fixtures';
import { DEMO_PAYMENT_METHODS } from './payments.data';
import type { SeededInvoiceLine } from './seed-invoices';
import { insertPaidPortalOrders } from './seed-orders';

const HOUR_MS = 60 * 60_000;

/** Payment methods and merchants by `sorg/module/type`, as the payment requests pick them. */
export interface SeededPaymentMethods {
  merchants: Map<string, string>;
  methods: Map<string, string>;
}

/** Writes the payment methods of every sales organisation, for invoices and orders, each with its merchant and rate. */
export async function insertDemoPaymentMethods(tx: Tx): Promise<SeededPaymentMethods> {
  const merchants = new Map<string, string>();
  const methods = new Map<string, string>();
  for (const sorg of ['ID01', 'SG01', 'US01']) {
    for (const module of ['invoice', 'order']) {
      for (const method of DEMO_PAYMENT_METHODS) {
        if (module === 'order' && method.type === 'ACH') continue;
        const [row] = await tx.insert(pay.paymentMethods).values({ sorg, module, type: method.type, description: method.description, sortOrder: method.sortOrder }).returning({ id: pay.paymentMethods.id });
        const [merchant] = await tx
          .insert(pay.paymentMerchants)
          .values({ paymentMethodId: row!.id, merchant: method.merchant, extPaymentGatewayId: `${method.merchant}-${sorg.toLowerCase()}-${module}`, instruction: method.instruction, paymentDiscount: method.rate })
          .returning({ id: pay.paymentMerchants.id });
        merchants.set(`${sorg}/${module}/${method.type}`, merchant!.id);
        methods.set(`${sorg}/${module}/${method.type}`, row!.id);
      }
    }
  }
  return { merchants, methods };
}

/**
 * Writes payment requests in each state over the dealers' invoice lines, and the order payments of the dealer's
 * portal orders paid online (writing those orders first); pending and processing requests lock their lines.
 */
export async function insertDemoPaymentRequests(
  tx: Tx,
  options: { now: Date; dealerId: string; multicoId: string; dealerUserId: string | null; lineRows: SeededInvoiceLine[]; paymentMethods: SeededPaymentMethods },
): Promise<void> {
  const { now, dealerId, multicoId, lineRows } = options;
  const { merchants, methods } = options.paymentMethods;
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
      userId: spec.customerId === dealerId ? options.dealerUserId : null,
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
  await insertPaidPortalOrders(tx, { customerId: dealerId, userId: options.dealerUserId, now, paymentIds: [methods.get('ID01/order/Virtual Account')!, methods.get('ID01/order/Credit Card')!] });
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
  const requestRows = await tx.insert(pay.paymentRequests).values(requests).returning({ id: pay.paymentRequests.id, requestNo: pay.paymentRequests.requestNo, status: pay.paymentRequests.status, accountingNumbers: pay.paymentRequests.accountingNumbers });
  const requestLines = requestRows.flatMap((row) => row.accountingNumbers.map((accountingNo) => ({ row, line: lineRows.find((line) => line.accountingNo === accountingNo)! })));
  if (requestLines.length > 0) {
    await tx.insert(inv.paymentRequestLines).values(requestLines.map(({ row, line }) => ({ paymentRequestId: row.id, invoiceLineId: line.id, amount: line.amount })));
  }
  for (const { row, line } of requestLines) {
    if (row.status === 'pending' || row.status === 'on_processing') await tx.update(inv.invoiceLines).set({ paymentRequestId: row.id }).where(eq(inv.invoiceLines.id, line.id));
  }
}
