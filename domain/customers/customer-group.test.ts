import { describe, expect, it } from 'vitest';
import { customerGroupOf } from './customer-group';

describe('customerGroupOf', () => {
  it('takes the group of the first area', () => {
    expect(customerGroupOf([{ custGroup: 'Premium dealer' }, { custGroup: 'Dealer' }])).toBe('Premium dealer');
  });

  it('has none without areas or when the first area names none', () => {
    expect(customerGroupOf([])).toBeNull();
    expect(customerGroupOf([{ custGroup: null }, { custGroup: 'Dealer' }])).toBeNull();
  });
});
