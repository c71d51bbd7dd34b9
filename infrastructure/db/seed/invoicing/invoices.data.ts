import { addDays, type CalendarDay } from '../../../../domain/dates/calendar-day';
import type * as inv from '../../invoices/schema';
import { amount, ARTICLES, US_ARTICLES, type ItemSpec } from './articles.data';

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
export function receivable(spec: InvoiceSpec, customerId: string, today: CalendarDay): ReceivableRows {
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
      invoiceNo: spec.invoiceNo,
      currency: spec.currency,
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
export function dealerInvoices(): InvoiceSpec[] {
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
export function multicoInvoices(): InvoiceSpec[] {
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

export function usDealerInvoices(): InvoiceSpec[] {
  const us = { sorg: 'US01', currency: 'USD', companyCode: 'US01-1000', companyName: 'Trailmark USA Inc.', payerCode: 'US20000001', payerName: 'Summit Cycles Denver', catalogue: US_ARTICLES };
  return [
    { ...us, invoiceNo: '9000300001', invoiceDays: -50, dueDays: [-20], items: [[0, 2]] },
    { ...us, invoiceNo: '9000300002', invoiceDays: -35, dueDays: [-5], items: [[1, 20], [2, 8]] },
    { ...us, invoiceNo: '9000300003', invoiceDays: -10, dueDays: [20], items: [[0, 1], [2, 4]] },
    { ...us, invoiceNo: '9100300001', invoiceDays: -15, dueDays: [-15], items: [[1, 4]], creditNote: true },
    { ...us, invoiceNo: '9000300101', invoiceDays: -60, dueDays: [-30], items: [[2, 10]], paidAfterDays: 27 },
  ];
}
