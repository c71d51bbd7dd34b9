import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDeduction } from './open-invoice';
import { selectionKey } from './selection-key';

/** Amounts up to a million either way, with up to two decimals. */
const MAX_CENTS = 100_000_000;
/** Assignments short enough that blank and padded ones are drawn often. */
const MAX_ASSIGNMENT_LENGTH = 6;

const amount = fc.integer({ min: -MAX_CENTS, max: MAX_CENTS }).map((cents) => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`);
const assignment = fc.string({ unit: fc.constantFrom(' ', '\t', '\u00a0', 'A', '7', '-'), maxLength: MAX_ASSIGNMENT_LENGTH });
const line = fc.record({ invoiceNo: fc.stringMatching(/^9\d{9}$/), assignment, accountingAmount: amount });

describe('selectionKey', () => {
  it('puts deductions, and only them, in the credit-note list', () => {
    fc.assert(
      fc.property(line, (drawn) => {
        expect(selectionKey(drawn).list === 'creditNoteNumbers').toBe(isDeduction(drawn));
      }),
    );
  });

  it('never answers a blank key', () => {
    fc.assert(
      fc.property(line, (drawn) => {
        expect(selectionKey(drawn).key.trim()).not.toBe('');
      }),
    );
  });

  it('does not depend on white space around the assignment', () => {
    fc.assert(
      fc.property(line, fc.constantFrom(' ', '\t', '\u00a0'), (drawn, padding) => {
        expect(selectionKey({ ...drawn, assignment: `${padding}${drawn.assignment}${padding}` })).toEqual(selectionKey(drawn));
      }),
    );
  });
});
