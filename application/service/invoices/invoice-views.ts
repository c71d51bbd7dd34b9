import { toDecimalString } from '../../../domain/money/money';
import { dueState, invoiceStatusGroup, type AgeingBucketTotal, type DueState, type InvoiceStatusGroup } from '../../../domain/invoices/due-state';
import type { CalendarDay } from '../../../domain/dates/calendar-day';
import type { InvoiceLineRecord } from './ports';

/**
 * An invoice line as the invoice screens show it: the line with its due state seen today and its status group. The
 * line is kept as it is rather than copied, since a large customer's list holds thousands of them.
 */
export interface InvoiceView {
  line: InvoiceLineRecord;
  /** Days until due; negative once overdue (the spec's `overdue`). */
  overdue: number;
  dueState: DueState;
  statusGroup: InvoiceStatusGroup;
}

export function toInvoiceView(line: InvoiceLineRecord, today: CalendarDay): InvoiceView {
  const state = dueState(line.dueDate, today);
  return { line, overdue: state.daysUntilDue, dueState: state, statusGroup: invoiceStatusGroup(line.status) };
}

/** An ageing bucket with its value as a two-decimal string. */
export interface AgeingBucketView {
  key: string;
  from: number | null;
  to: number | null;
  count: number;
  value: string;
}

export function toAgeingView(bucket: AgeingBucketTotal): AgeingBucketView {
  return { key: bucket.key, from: bucket.from, to: bucket.to, count: bucket.count, value: toDecimalString(bucket.value, 2) };
}
