import { describe, expect, it } from 'vitest';
import { sorgsOutOfReach, userWithinReach } from './sales-organisation-reach';

describe('sales-organisation reach', () => {
  it('names the sales organisations the administrator does not hold', () => {
    expect(sorgsOutOfReach(['ID01', 'US01'], ['SG01', 'ID01', 'SG01'])).toEqual(['SG01']);
  });

  it('reaches a user whose areas the administrator all holds, before and after the change', () => {
    expect(userWithinReach(['ID01', 'US01'], ['ID01'], ['US01'])).toBe(true);
    expect(userWithinReach(['ID01'], ['ID01', 'SG01'])).toBe(false);
    expect(userWithinReach(['ID01'], ['ID01'], ['SG01'])).toBe(false);
  });

  it('reaches a user without areas', () => {
    expect(userWithinReach(['ID01'], [])).toBe(true);
  });
});
