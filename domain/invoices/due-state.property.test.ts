import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayFromNumber } from '../dates/calendar-day';
import { equals, money, sum } from '../money/money';
import {
  AGEING_BUCKETS,
  ageingBucketOf,
  ageingBuckets,
  ageingOfDueDateSums,
  daysUntilDue,
  DUE_SOON_DAYS,
  dueDatesOfAgeingBucket,
  dueDateStandingForAgeingBucket,
  dueState,
  groupOpenInvoices,
  INVOICE_STATUS_GROUPS,
  overdueOfAgeing,
  statusesInGroups,
} from './due-state';

/** "Today" anywhere in 2024–2027 (day numbers of 2024-01-01 to 2027-12-31). */
const FIRST_TODAY = 19_723;
const LAST_TODAY = 21_183;
/** Due dates up to a year either side of today: past every ageing bucket and the due-soon horizon. */
const MAX_DUE_OFFSET_DAYS = 366;
/** Lines per drawn ledger: enough to fill every bucket. */
const MAX_LINES = 30;
/** Line amounts up to ten million either way, credit notes included. */
const MAX_AMOUNT = 10_000_000;
/** Few companies and payers, so groups have several lines. */
const COMPANIES = ['ID01', 'ID02', 'SG01'];
const PAYERS = ['P1', 'P2', 'P3'];

const todays = fc.integer({ min: FIRST_TODAY, max: LAST_TODAY }).map(dayFromNumber);
const offsets = fc.integer({ min: -MAX_DUE_OFFSET_DAYS, max: MAX_DUE_OFFSET_DAYS });
const ledger = (today: string) =>
  fc.array(
    fc.record({
      companyCode: fc.constantFrom(...COMPANIES),
      payerCode: fc.constantFrom(...PAYERS),
      offset: offsets,
      amount: fc.integer({ min: -MAX_AMOUNT, max: MAX_AMOUNT }),
    }),
    { maxLength: MAX_LINES },
  ).map((drawn) =>
    drawn.map((line, index) => ({
      companyCode: line.companyCode,
      payerCode: line.payerCode,
      payerName: `Payer ${line.payerCode}`,
      invoiceNo: `INV-${String(index).padStart(3, '0')}`,
      accountingNo: `AC-${index}`,
      dueDate: addDays(today, line.offset),
      accountingAmount: String(line.amount),
    })),
  );
const todayAndLedger = todays.chain((today) => fc.tuple(fc.constant(today), ledger(today)));

describe('due state properties', () => {
  it('is overdue exactly when the due date has passed, by that many days', () => {
    fc.assert(
      fc.property(todays, offsets, (today, offset) => {
        const state = dueState(addDays(today, offset), today);
        expect(state.key === 'overdue_days').toBe(offset < 0);
        if (offset < 0) expect(state.days).toBe(-offset);
      }),
    );
  });

  it('a not-overdue invoice is due now, due within the horizon or due later, by its days until due', () => {
    fc.assert(
      fc.property(todays, fc.integer({ min: 0, max: MAX_DUE_OFFSET_DAYS }), (today, offset) => {
        const expected = offset === 0 ? 'due_now' : offset <= DUE_SOON_DAYS ? 'due_within_days' : 'due_in_more_than_days';
        expect(dueState(addDays(today, offset), today).key).toBe(expected);
      }),
    );
  });

  it('each day that passes brings the due date one day nearer', () => {
    fc.assert(
      fc.property(todays, offsets, (today, offset) => {
        const due = addDays(today, offset);
        expect(daysUntilDue(due, addDays(today, 1))).toBe(daysUntilDue(due, today) - 1);
      }),
    );
  });

  it('every whole number of days overdue falls in the one bucket whose bounds hold it', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_DUE_OFFSET_DAYS, max: MAX_DUE_OFFSET_DAYS }), (days) => {
        const holding = AGEING_BUCKETS.filter((bucket) => (bucket.from === null || days >= bucket.from) && (bucket.to === null || days <= bucket.to));
        expect(holding.map((bucket) => bucket.key)).toEqual([ageingBucketOf(days)]);
      }),
    );
  });

  it('the buckets together hold every line and its amount', () => {
    fc.assert(
      fc.property(todayAndLedger, ([today, lines]) => {
        const buckets = ageingBuckets(lines, today, 'IDR');
        expect(buckets.reduce((count, bucket) => count + bucket.count, 0)).toBe(lines.length);
        const whole = sum('IDR', lines.map((line) => money(line.accountingAmount, 'IDR')));
        expect(equals(sum('IDR', buckets.map((bucket) => bucket.value)), whole)).toBe(true);
      }),
    );
  });

  it('the grouping does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(
        todayAndLedger.chain(([today, lines]) => fc.tuple(fc.constant(today), fc.constant(lines), fc.shuffledSubarray(lines, { minLength: lines.length }))),
        ([today, lines, shuffled]) => {
          expect(groupOpenInvoices(shuffled, today, 'IDR')).toEqual(groupOpenInvoices(lines, today, 'IDR'));
        },
      ),
    );
  });

  it('the grouping puts every line once, under its own company and payer', () => {
    fc.assert(
      fc.property(todayAndLedger, ([today, lines]) => {
        const placed = groupOpenInvoices(lines, today, 'IDR').flatMap((company) =>
          company.creditCustomers.flatMap((payer) => payer.invoices.map((invoice) => ({ invoice, company: company.companyCode, payer: payer.payerCode }))),
        );
        expect(placed).toHaveLength(lines.length);
        expect(new Set(placed.map((entry) => entry.invoice)).size).toBe(lines.length);
        for (const entry of placed) expect([entry.invoice.companyCode, entry.invoice.payerCode]).toEqual([entry.company, entry.payer]);
      }),
    );
  });

  it("a due date lies in a bucket's range of due dates exactly when the line ages into that bucket", () => {
    fc.assert(
      fc.property(todays, offsets, fc.constantFrom(...AGEING_BUCKETS.map((bucket) => bucket.key)), (today, offset, key) => {
        const due = addDays(today, offset);
        const { earliest, latest } = dueDatesOfAgeingBucket(key, today);
        const inRange = (earliest === null || due >= earliest) && (latest === null || due <= latest);
        expect(inRange).toBe(ageingBucketOf(-daysUntilDue(due, today)) === key);
      }),
    );
  });

  it('the due date standing for a bucket falls in that bucket', () => {
    fc.assert(
      fc.property(todays, fc.constantFrom(...AGEING_BUCKETS.map((bucket) => bucket.key)), (today, key) => {
        expect(ageingBucketOf(-daysUntilDue(dueDateStandingForAgeingBucket(key, today), today))).toBe(key);
      }),
    );
  });

  const sumsBy = (lines: readonly { dueDate: string; accountingAmount: string }[], dueDateOf: (dueDate: string) => string) => {
    const byDueDate = new Map<string, { count: number; amounts: ReturnType<typeof money>[] }>();
    for (const line of lines) {
      const entry = byDueDate.get(dueDateOf(line.dueDate)) ?? { count: 0, amounts: [] };
      byDueDate.set(dueDateOf(line.dueDate), entry);
      entry.count += 1;
      entry.amounts.push(money(line.accountingAmount, 'IDR'));
    }
    return [...byDueDate].map(([dueDate, entry]) => ({ dueDate, count: entry.count, amount: sum('IDR', entry.amounts).amount.toFixed() }));
  };

  it('ageing lines summed per due date, or per bucket under its standing date, gives the same buckets as ageing every line', () => {
    fc.assert(
      fc.property(todayAndLedger, ([today, lines]) => {
        const fromLines = ageingBuckets(lines, today, 'IDR');
        const perBucket = (dueDate: string) => dueDateStandingForAgeingBucket(ageingBucketOf(-daysUntilDue(dueDate, today)), today);
        for (const sums of [sumsBy(lines, (dueDate) => dueDate), sumsBy(lines, perBucket)]) {
          const fromSums = ageingOfDueDateSums(sums, today, 'IDR');
          expect(fromSums.map((bucket) => bucket.count)).toEqual(fromLines.map((bucket) => bucket.count));
          fromSums.forEach((bucket, index) => expect(equals(bucket.value, fromLines[index]!.value)).toBe(true));
        }
      }),
    );
  });

  it('the status groups share the statuses out: all groups keep every status, and each status is kept by one group alone', () => {
    const statuses = fc.array(fc.oneof(fc.constant(null), fc.constantFrom('Open', ' open ', 'Pending  Payment', 'Waiting For Payment', 'Cleared', ''), fc.string()), { maxLength: 12 });
    fc.assert(
      fc.property(statuses, (drawn) => {
        expect(statusesInGroups(drawn, INVOICE_STATUS_GROUPS)).toEqual(drawn);
        const keptBy = INVOICE_STATUS_GROUPS.map((group) => statusesInGroups(drawn, [group]));
        expect(keptBy.reduce((count, kept) => count + kept.length, 0)).toBe(drawn.length);
      }),
    );
  });

  it('what is overdue of an ageing is the sum of the lines due before today, whatever the buckets', () => {
    fc.assert(
      fc.property(todayAndLedger, ([today, lines]) => {
        const ageing = ageingBuckets(lines, today, 'IDR').map((bucket) => ({ key: bucket.key, value: bucket.value.amount.toFixed() }));
        const overdue = lines.filter((line) => daysUntilDue(line.dueDate, today) < 0).map((line) => money(line.accountingAmount, 'IDR'));
        expect(equals(money(overdueOfAgeing(ageing, 'IDR'), 'IDR'), sum('IDR', overdue))).toBe(true);
      }),
    );
  });
});
