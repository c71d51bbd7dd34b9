import { addDays, daysBetween, type CalendarDay } from '../dates/calendar-day';
import { sum, type Money } from '../money/money';
import { byCode, lineAmount, type OpenInvoice } from './open-invoice';

/**
 * The horizon of "Due within N days": an invoice falling due within this many days from today is due soon, a
 * later one is "Due in more than N days". Thirty days, the step of the ageing buckets and of the credit rule
 * that blocks ordering once invoices are overdue more than 30 days (spec 001 §9), so the open-invoice screen
 * speaks of the same periods on either side of the due date.
 */
export const DUE_SOON_DAYS = 30;

/** Dictionary keys of the due states, each with the number of days its message shows. */
export const DUE_STATE_KEYS = ['due_now', 'due_within_days', 'due_in_more_than_days', 'overdue_days'] as const;
export type DueStateKey = (typeof DUE_STATE_KEYS)[number];

/**
 * Where an invoice stands against its due date, counted in whole calendar days from today:
 * - `overdue_days` ("Overdue N days"): the due date has passed; `days` is how many days ago (1 the day after);
 * - `due_now` ("Due Now"): it falls due today; `days` is 0;
 * - `due_within_days` ("Due within N days"): it falls due in 1 to N days, N = the horizon, which `days` holds;
 * - `due_in_more_than_days` ("Due in more than N days"): later than that; `days` is again the horizon.
 * `daysUntilDue` is the invoice's `overdue` figure: days to the due date, negative once overdue.
 */
export interface DueState {
  key: DueStateKey;
  days: number;
  daysUntilDue: number;
}

/** Days from today to the due date: 0 on the due date, negative once it has passed (the `overdue` field). */
export function daysUntilDue(dueDate: CalendarDay, today: CalendarDay): number {
  return daysBetween(today, dueDate);
}

/** An invoice is overdue from the day after its due date; on the due date itself it is due now. */
export function isOverdue(dueDate: CalendarDay, today: CalendarDay): boolean {
  return daysUntilDue(dueDate, today) < 0;
}

/** The due state of an invoice due on `dueDate`, seen on `today` (see {@link DueState}). */
export function dueState(dueDate: CalendarDay, today: CalendarDay, dueSoonDays: number = DUE_SOON_DAYS): DueState {
  if (!Number.isInteger(dueSoonDays) || dueSoonDays < 1) throw new RangeError(`Not a horizon in days: ${dueSoonDays}`);
  const until = daysUntilDue(dueDate, today);
  if (until < 0) return { key: 'overdue_days', days: -until, daysUntilDue: until };
  if (until === 0) return { key: 'due_now', days: 0, daysUntilDue: until };
  if (until <= dueSoonDays) return { key: 'due_within_days', days: dueSoonDays, daysUntilDue: until };
  return { key: 'due_in_more_than_days', days: dueSoonDays, daysUntilDue: until };
}

/**
 * The ageing buckets of receivables, by days overdue: `current` (not yet due, or due today), then 1–30,
 * 31–60, 61–90 and more than 90 days overdue. Thirty-day steps, as in the credit rule; `from` and `to` are the
 * days overdue each bucket holds, both included, null where the bucket is open-ended.
 */
export const AGEING_BUCKETS = [
  { key: 'current', from: null, to: 0 },
  { key: 'overdue_1_30', from: 1, to: 30 },
  { key: 'overdue_31_60', from: 31, to: 60 },
  { key: 'overdue_61_90', from: 61, to: 90 },
  { key: 'overdue_over_90', from: 91, to: null },
] as const satisfies readonly { key: string; from: number | null; to: number | null }[];
export type AgeingBucketKey = (typeof AGEING_BUCKETS)[number]['key'];

/** The bucket a line falls in, by how many days it is overdue (zero or less: not overdue). */
export function ageingBucketOf(daysOverdue: number): AgeingBucketKey {
  const bucket = AGEING_BUCKETS.find((candidate) => (candidate.from === null || daysOverdue >= candidate.from) && (candidate.to === null || daysOverdue <= candidate.to));
  // The buckets cover every whole number, so a miss means the input was not one.
  if (!bucket) throw new RangeError(`Not a whole number of days: ${daysOverdue}`);
  return bucket.key;
}

/** One ageing bucket's figures: its bounds (see {@link AGEING_BUCKETS}), its lines' count and their exact sum. */
export interface AgeingBucketTotal {
  key: AgeingBucketKey;
  from: number | null;
  to: number | null;
  count: number;
  value: Money;
}

/** Open lines that share a due date, counted and summed: what a ledger query hands over instead of every line. */
export interface DueDateSum {
  dueDate: CalendarDay;
  count: number;
  /** The exact sum of the lines' amounts, deductions included, as a decimal string. */
  amount: string;
}

/**
 * The ageing of open lines given as sums per due date: every bucket, in order and even when empty (a chart keeps
 * its axis), with the number of lines and the sum of their amounts, deductions included, as a ledger ages them.
 */
export function ageingOfDueDateSums(sums: readonly DueDateSum[], today: CalendarDay, currency: string): AgeingBucketTotal[] {
  const byBucket = new Map<AgeingBucketKey, { count: number; amounts: Money[] }>(AGEING_BUCKETS.map((bucket) => [bucket.key, { count: 0, amounts: [] }]));
  for (const dueDateSum of sums) {
    const bucket = byBucket.get(ageingBucketOf(-daysUntilDue(dueDateSum.dueDate, today)))!;
    bucket.count += dueDateSum.count;
    bucket.amounts.push(lineAmount({ accountingAmount: dueDateSum.amount }, currency));
  }
  return AGEING_BUCKETS.map((bucket) => {
    const { count, amounts } = byBucket.get(bucket.key)!;
    return { key: bucket.key, from: bucket.from, to: bucket.to, count, value: sum(currency, amounts) };
  });
}

/** The ageing of a set of open lines (see {@link ageingOfDueDateSums}), each line a sum of one. */
export function ageingBuckets(lines: readonly Pick<OpenInvoice, 'dueDate' | 'accountingAmount'>[], today: CalendarDay, currency: string): AgeingBucketTotal[] {
  return ageingOfDueDateSums(lines.map((line) => ({ dueDate: line.dueDate, count: 1, amount: line.accountingAmount })), today, currency);
}

/**
 * The due dates an ageing bucket holds when seen on `today`, both ends included; null where the bucket is
 * open-ended. A ledger query narrows lines to a bucket by this range, so the bucket bounds stay defined here.
 */
export function dueDatesOfAgeingBucket(key: AgeingBucketKey, today: CalendarDay): { earliest: CalendarDay | null; latest: CalendarDay | null } {
  const bucket = AGEING_BUCKETS.find((candidate) => candidate.key === key)!;
  return {
    earliest: bucket.to === null ? null : addDays(today, -bucket.to),
    latest: bucket.from === null ? null : addDays(today, -bucket.from),
  };
}

/**
 * One due date that stands for an ageing bucket seen on `today`: a ledger may sum its lines per bucket under this
 * date rather than per due date, a few sums instead of one per day, and {@link ageingOfDueDateSums} ages them alike.
 */
export function dueDateStandingForAgeingBucket(key: AgeingBucketKey, today: CalendarDay): CalendarDay {
  const { earliest, latest } = dueDatesOfAgeingBucket(key, today);
  // Every bucket has at least one end: the open-ended ones are the newest and the oldest.
  return (latest ?? earliest)!;
}

export function isAgeingBucketKey(value: string): value is AgeingBucketKey {
  return AGEING_BUCKETS.some((bucket) => bucket.key === value);
}

/**
 * How the invoice screens group an invoice by its status:
 * - `open`: status Open, or none at all: the invoice can be paid;
 * - `pending_payment` (Pending Payment) and `waiting_for_payment` (Waiting For Payment): a payment request
 *   already covers it; it is shown apart and cannot be selected again;
 * - `other`: a status the portal does not know; shown apart and not payable, because paying an invoice whose
 *   state is unknown could pay it twice.
 */
export const INVOICE_STATUS_GROUPS = ['open', 'pending_payment', 'waiting_for_payment', 'other'] as const;
export type InvoiceStatusGroup = (typeof INVOICE_STATUS_GROUPS)[number];

const STATUS_GROUP_BY_TEXT: Readonly<Record<string, InvoiceStatusGroup>> = {
  '': 'open',
  open: 'open',
  'pending payment': 'pending_payment',
  'waiting for payment': 'waiting_for_payment',
};

/** The longest search of the open-invoice list taken; a longer one is cut, as no document number comes near it. */
export const OPEN_INVOICE_SEARCH_MAX_LENGTH = 100;

/** The groups whose lines can be paid, and those a payment request covers or whose status is in doubt: listed apart. */
export const PAYABLE_STATUS_GROUPS: readonly InvoiceStatusGroup[] = ['open'];
export const NOT_PAYABLE_STATUS_GROUPS: readonly InvoiceStatusGroup[] = ['pending_payment', 'waiting_for_payment', 'other'];

/** The status group of an invoice status as the ledger writes it; case and spacing do not matter. */
export function invoiceStatusGroup(status: string | null | undefined): InvoiceStatusGroup {
  const text = (status ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  return Object.hasOwn(STATUS_GROUP_BY_TEXT, text) ? STATUS_GROUP_BY_TEXT[text]! : 'other';
}

/** Whether an invoice with this status may be selected for payment: only Open or none. */
export function isPayableStatus(status: string | null | undefined): boolean {
  return invoiceStatusGroup(status) === 'open';
}

/** The statuses among `statuses` whose group is one of `groups`: what a ledger query filters a status group by. */
export function statusesInGroups<S extends string | null>(statuses: readonly S[], groups: readonly InvoiceStatusGroup[]): S[] {
  return statuses.filter((status) => groups.includes(invoiceStatusGroup(status)));
}

/** Lines split by status group, each group keeping the lines' order. */
export function splitByStatusGroup<T extends Pick<OpenInvoice, 'status'>>(lines: readonly T[]): Record<InvoiceStatusGroup, T[]> {
  const groups: Record<InvoiceStatusGroup, T[]> = { open: [], pending_payment: [], waiting_for_payment: [], other: [] };
  for (const line of lines) groups[invoiceStatusGroup(line.status)].push(line);
  return groups;
}

/** The open lines of one credit customer (the payer) of a company, with their ageing. */
export interface CreditCustomerInvoices<T> {
  payerCode: string;
  payerName: string;
  invoices: T[];
  ageing: AgeingBucketTotal[];
}

/** A company's open lines, by credit customer. */
export interface CompanyInvoices<T> {
  companyCode: string;
  creditCustomers: CreditCustomerInvoices<T>[];
}

type GroupedLine = Pick<OpenInvoice, 'companyCode' | 'payerCode' | 'payerName' | 'dueDate' | 'invoiceNo' | 'accountingNo' | 'accountingAmount'>;

/** Oldest due date first; then by invoice and accounting number, so equal due dates keep one order. */
export function byDueDate(a: Pick<OpenInvoice, 'dueDate' | 'invoiceNo' | 'accountingNo'>, b: Pick<OpenInvoice, 'dueDate' | 'invoiceNo' | 'accountingNo'>): number {
  return byCode(a.dueDate, b.dueDate) || byCode(a.invoiceNo, b.invoiceNo) || byCode(a.accountingNo, b.accountingNo);
}

/**
 * The open-invoice screen's grouping: by company, then by credit customer (the payer who owes the lines), each
 * with its lines oldest due first and its ageing buckets. Companies and payers are sorted by code, so the
 * grouping does not depend on the order the lines came in.
 */
export function groupOpenInvoices<T extends GroupedLine>(lines: readonly T[], today: CalendarDay, currency: string): CompanyInvoices<T>[] {
  const companies = new Map<string, Map<string, T[]>>();
  for (const line of lines) {
    const payers = companies.get(line.companyCode) ?? new Map<string, T[]>();
    companies.set(line.companyCode, payers);
    const payerLines = payers.get(line.payerCode) ?? [];
    payers.set(line.payerCode, payerLines);
    payerLines.push(line);
  }
  return [...companies.entries()]
    .sort(([a], [b]) => byCode(a, b))
    .map(([companyCode, payers]) => ({
      companyCode,
      creditCustomers: [...payers.entries()]
        .sort(([a], [b]) => byCode(a, b))
        .map(([payerCode, payerLines]) => {
          const invoices = [...payerLines].sort(byDueDate);
          return { payerCode, payerName: invoices[0]!.payerName, invoices, ageing: ageingBuckets(invoices, today, currency) };
        }),
    }));
}

/** Whether a bucket of {@link AGEING_BUCKETS} holds lines past their due date. */
export function isOverdueBucket(key: string): boolean {
  return AGEING_BUCKETS.some((bucket) => bucket.key === key && bucket.from !== null);
}

/** What of an ageing is overdue: the exact sum of its overdue buckets' values, as a decimal string. */
export function overdueOfAgeing(ageing: readonly { key: string; value: string }[], currency: string): string {
  return sum(
    currency,
    ageing.filter((bucket) => isOverdueBucket(bucket.key)).map((bucket) => lineAmount({ accountingAmount: bucket.value }, currency)),
  ).amount.toFixed();
}
