import { describe, expect, it } from 'vitest';
import { changedFields, isChange } from './audit-change';

describe('audit change', () => {
  it('names the fields whose values differ, sorted', () => {
    expect(changedFields({ name: 'Ann', email: 'a@x.io', roles: ['admin'] }, { name: 'Anne', email: 'a@x.io', roles: ['admin', 'sales'] })).toEqual(['name', 'roles']);
  });

  it('counts a field missing on one side as null', () => {
    expect(changedFields({ phone: null }, {})).toEqual([]);
    expect(changedFields({}, { phone: '+62811' })).toEqual(['phone']);
  });

  it('treats a creation and a deletion as touching every field', () => {
    expect(changedFields(null, { name: 'Ann', email: null })).toEqual(['email', 'name']);
    expect(isChange(null, { name: 'Ann' })).toBe(true);
    expect(isChange({ name: 'Ann' }, null)).toBe(true);
  });

  it('is no change when nothing differs', () => {
    expect(isChange({ name: 'Ann' }, { name: 'Ann' })).toBe(false);
    expect(isChange(null, null)).toBe(false);
  });
});
