import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldPath, userError } from './user-error';

/** A field name as the contract spells one: letters, digits, no dot. */
const fieldName = fc.stringMatching(/^[A-Za-z0-9]{1,12}$/);

describe('user error', () => {
  it('splits a dotted field path into its parts, and an empty path means the whole request', () => {
    expect(userError('products.2.qty', 'max_order_quantity').field).toEqual(['products', '2', 'qty']);
    expect(userError('', 'failed_checkout').field).toEqual([]);
    expect(userError(['paymentId'], 'required').field).toEqual(['paymentId']);
  });

  it('carries the message key and its values as text', () => {
    expect(userError('qty', 'max_order_quantity', { limit: 12, unit: 'EA' })).toEqual({
      field: ['qty'],
      message: 'max_order_quantity',
      values: { limit: '12', unit: 'EA' },
    });
    expect(userError('qty', 'required').values).toEqual({});
  });

  it('gives back the dotted path it was given, whether written dotted or as parts', () => {
    fc.assert(
      fc.property(fc.array(fieldName, { maxLength: 5 }), (parts) => {
        const dotted = parts.join('.');
        expect(fieldPath(userError(dotted, 'required'))).toBe(dotted);
        expect(fieldPath(userError(parts, 'required'))).toBe(dotted);
      }),
    );
  });

  it('does not share the array it was given, so a later change to the caller\'s array leaves the error as it was', () => {
    const parts = ['lines', '0'];
    const error = userError(parts, 'required');
    parts.push('qty');
    expect(error.field).toEqual(['lines', '0']);
  });
});
