import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales/locales';
import { monthNamesOf } from './month-names';

describe('month names of a locale', () => {
  it('are twelve different names, short and long, in every language of its own', () => {
    for (const locale of LOCALES.filter((each) => !each.startsWith('en'))) {
      const names = monthNamesOf(locale)!;
      expect(new Set(names.short).size).toBe(12);
      expect(new Set(names.long).size).toBe(12);
    }
  });

  it('are the language\'s own words', () => {
    expect(monthNamesOf('fr')?.long[2]).toBe('mars');
    expect(monthNamesOf('de')?.long[11]).toBe('Dezember');
    expect(monthNamesOf('ms-my')?.short[2]).toBe('Mac');
  });

  it('are left to the pattern in English', () => {
    expect(monthNamesOf('en-uk')).toBeUndefined();
    expect(monthNamesOf('en-us')).toBeUndefined();
  });
});
