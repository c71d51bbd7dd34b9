import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_SCOPES } from '../access/scope-catalogue';
import { isKnownScope, validateRole } from './role-fields';

const name = fc.string({ minLength: 1, maxLength: 40 }).filter((value) => value.trim() !== '');
const scope = fc.oneof(fc.constantFrom(...ALL_SCOPES), fc.string({ maxLength: 20 }));

describe('role field properties', () => {
  it('a saved role grants only catalogue scopes, each once', () => {
    fc.assert(
      fc.property(name, fc.array(scope, { maxLength: 10 }), (roleName, scopes) => {
        const result = validateRole({ name: roleName, description: '', scopes });
        if (!result.ok) return;
        expect(result.value.scopes.every(isKnownScope)).toBe(true);
        expect(new Set(result.value.scopes).size).toBe(result.value.scopes.length);
      }),
    );
  });

  it('a role of catalogue scopes and a name is always accepted, with the same scopes', () => {
    fc.assert(
      fc.property(name, fc.subarray(ALL_SCOPES), (roleName, scopes) => {
        const result = validateRole({ name: roleName, description: '', scopes });
        expect(result.ok && result.value.scopes).toEqual(scopes);
      }),
    );
  });
});
