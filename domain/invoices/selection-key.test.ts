import { describe, expect, it } from 'vitest';
import { selectionKey } from './selection-key';

describe('selectionKey', () => {
  it('given a payable line, then it is selected by its assignment', () => {
    expect(selectionKey({ invoiceNo: '9000100001', assignment: 'A-77', accountingAmount: '1500.00' })).toEqual({ list: 'assignments', key: 'A-77' });
  });

  it('given a payable line with a blank assignment, then it is selected by its invoice number', () => {
    expect(selectionKey({ invoiceNo: '9000100001', assignment: '  ', accountingAmount: '1500.00' })).toEqual({ list: 'assignments', key: '9000100001' });
  });

  it('given an assignment typed with spaces around it, then the spaces are not part of the key', () => {
    expect(selectionKey({ invoiceNo: '9000100001', assignment: ' A-77\t', accountingAmount: '1500.00' })).toEqual({ list: 'assignments', key: 'A-77' });
  });

  it('given a credit note, then it is selected by its invoice number, whatever its assignment', () => {
    expect(selectionKey({ invoiceNo: '9100000001', assignment: 'A-77', accountingAmount: '-200.00' })).toEqual({ list: 'creditNoteNumbers', key: '9100000001' });
  });

  it('given a line of zero, then it is payable, not a deduction', () => {
    expect(selectionKey({ invoiceNo: '9000100003', assignment: 'A-78', accountingAmount: '-0.00' })).toEqual({ list: 'assignments', key: 'A-78' });
  });
});
