import { describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH, validateGroupRole, validatePermission, validateRole } from './role-fields';

describe('role fields', () => {
  it('accepts a named role with catalogue scopes, each once, trimmed', () => {
    expect(validateRole({ name: ' warehouse ', description: ' Stock ', scopes: ['page.catalog', 'page.catalog'] })).toEqual({
      ok: true,
      value: { name: 'warehouse', description: 'Stock', scopes: ['page.catalog'] },
    });
  });

  it('refuses a blank name and a scope the service does not know', () => {
    const result = validateRole({ name: '  ', description: '', scopes: ['page.catalog', 'page.unknown'] });
    expect(result.ok ? [] : result.error.map((error) => [error.field.join('.'), error.message])).toEqual([
      ['name', 'required'],
      ['scopes.1', 'unknown_permission'],
    ]);
  });

  it('refuses a name over the longest the lists show', () => {
    const result = validateGroupRole({ name: 'x'.repeat(NAME_MAX_LENGTH + 1), description: '', roleIds: [] });
    expect(result.ok ? [] : result.error.map((error) => error.message)).toEqual(['max_characters']);
  });

  it('needs a permission to name a catalogue scope and say what it opens', () => {
    const result = validatePermission({ scope: 'page.nothing', description: '' });
    expect(result.ok ? [] : result.error.map((error) => error.field.join('.'))).toEqual(['scope', 'description']);
    expect(validatePermission({ scope: 'page.claim', description: 'Claims' }).ok).toBe(true);
  });
});
