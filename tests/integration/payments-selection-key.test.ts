import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectionKey } from '../../domain/invoices/selection-key';
import { openDatabase, type OpenedDatabase } from '../../infrastructure/db/database';
import { encodedSelectionKey, selectionKeySql } from '../../infrastructure/db/payments/selection-key-sql';

/** Lines per drawn batch: one query judges them all. */
const MAX_LINES = 40;
/** Amounts up to a million either way, with two decimals, zero and minus zero included. */
const MAX_CENTS = 100_000_000;
/** Assignments short enough that blank and padded ones are drawn often. */
const MAX_ASSIGNMENT_LENGTH = 6;
/** Runs of the property: each is one round trip to the database. */
const RUNS = 60;
/** Every character String.prototype.trim removes, beside a few that it keeps. */
const ASSIGNMENT_CHARACTERS = [...'\t\n\v\f\r \u00a0\u1680\u2000\u200a\u2028\u2029\u202f\u205f\u3000\ufeff', '\u200b', 'A', '7', '-', 'é'];

const amount = fc
  .integer({ min: -MAX_CENTS, max: MAX_CENTS })
  .chain((cents) => fc.constantFrom(cents, -cents))
  .map((cents) => `${Object.is(cents, -0) || cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`);
const line = fc.record({
  invoiceNo: fc.stringMatching(/^9\d{9}$/),
  assignment: fc.string({ unit: fc.constantFrom(...ASSIGNMENT_CHARACTERS), maxLength: MAX_ASSIGNMENT_LENGTH }),
  accountingAmount: amount,
});

describe('the payment ledger selection key in SQL', () => {
  let database: OpenedDatabase;
  beforeAll(async () => {
    database = await openDatabase({ engine: 'pglite' });
  });
  afterAll(async () => {
    await database.close();
  });

  it('is the domain selection key of every line', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: MAX_LINES }), async (lines) => {
        const rows = sql.join(
          lines.map((drawn, index) => sql`(${index}::int, ${drawn.accountingAmount}::numeric, ${drawn.assignment}::text, ${drawn.invoiceNo}::text)`),
          sql`, `,
        );
        const answer = (await database.db.execute(sql`
          select ${selectionKeySql(sql`t.amount`, sql`t.assignment`, sql`t.invoice_no`)} as selection_key
          from (values ${rows}) as t(position, amount, assignment, invoice_no) order by t.position`)) as unknown as { rows: { selection_key: string }[] };
        expect(answer.rows.map((row) => row.selection_key)).toEqual(lines.map((drawn) => encodedSelectionKey(selectionKey(drawn))));
      }),
      { numRuns: RUNS },
    );
  });
});
