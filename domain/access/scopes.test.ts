import { describe, expect, it } from 'vitest';
import { meetsScopeRequirement, unmetScopeEntries } from './scopes';

describe('meetsScopeRequirement', () => {
  it('needs every single scope entry', () => {
    expect(meetsScopeRequirement(['page.catalog', 'page.home-page'], ['page.catalog', 'page.home-page'])).toBe(true);
    expect(meetsScopeRequirement(['page.catalog'], ['page.catalog', 'page.home-page'])).toBe(false);
  });

  it('treats an array entry as any-of', () => {
    expect(meetsScopeRequirement(['page.user-management-us'], [['page.user-management', 'page.user-management-us']])).toBe(true);
    expect(meetsScopeRequirement(['page.catalog'], [['page.user-management', 'page.user-management-us']])).toBe(false);
  });

  it('lets any signed-in user through an empty requirement and nobody through an empty any-of', () => {
    expect(meetsScopeRequirement([], [])).toBe(true);
    expect(meetsScopeRequirement(['page.catalog'], [[]])).toBe(false);
  });

  it('names the entries that are not met', () => {
    expect(unmetScopeEntries(['a'], ['a', 'b', ['c', 'a'], ['d', 'e']])).toEqual(['b', ['d', 'e']]);
  });
});
