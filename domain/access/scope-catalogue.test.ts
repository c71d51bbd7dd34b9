import { describe, expect, it } from 'vitest';
import { ALL_SCOPES, SCOPE_CATALOGUE } from './scope-catalogue';

/** A scope is an area and what it allows there, both lower-case words joined by hyphens: page.catalog, news.cu. */
const SCOPE_NAME = /^[a-z0-9]+(-[a-z0-9]+)*\.[a-z0-9]+(-[a-z0-9]+)*$/;

describe('the scope catalogue', () => {
  it('lists every scope once, under a well-formed name', () => {
    expect(new Set(ALL_SCOPES).size).toBe(ALL_SCOPES.length);
    for (const scope of ALL_SCOPES) expect(scope).toMatch(SCOPE_NAME);
  });

  it('tells the administrator what each scope opens, and no two scopes alike', () => {
    const descriptions = Object.values(SCOPE_CATALOGUE);
    for (const [scope, description] of Object.entries(SCOPE_CATALOGUE)) expect(description.trim(), scope).not.toBe('');
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});
