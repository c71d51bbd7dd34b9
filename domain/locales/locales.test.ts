import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestLocale, FALLBACK_LOCALE, isLocale, localeName, LOCALES, matchLocale, messageSources, splitLocalePath } from './locales';

describe('bestLocale', () => {
  it('prefers a remembered locale, then browser languages by exact match, alias and language', () => {
    expect(bestLocale('fr', ['de-DE'])).toBe('fr');
    expect(bestLocale(undefined, ['en-GB', 'de'])).toBe('en-uk');
    expect(bestLocale(undefined, ['ID-id'])).toBe('id-id');
    expect(bestLocale(undefined, ['de-AT'])).toBe('de');
    expect(bestLocale(undefined, ['ms'])).toBe('ms-my');
    expect(bestLocale('klingon', ['ja-JP'])).toBe(FALLBACK_LOCALE);
    expect(bestLocale(undefined, ['constructor', '__proto__'])).toBe(FALLBACK_LOCALE);
  });

  it('always answers a supported locale', () => {
    fc.assert(fc.property(fc.option(fc.string(), { nil: undefined }), fc.array(fc.string()), (remembered, languages) => isLocale(bestLocale(remembered, languages))));
  });

  it('keeps any supported locale the browser names first', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.array(fc.string()), (locale, rest) => {
        expect(bestLocale(undefined, [locale, ...rest])).toBe(locale);
      }),
    );
  });
});

describe('matchLocale', () => {
  it('answers the locale of the first tag that names one, by language only when no tag names one exactly', () => {
    expect(matchLocale(['fr-CH', 'de'])).toBe('de');
    expect(matchLocale(['ja', 'fr-CH'])).toBe('fr');
    expect(matchLocale(['en-AU'])).toBe('en-us');
  });

  it('answers nothing when no tag is a language the portal speaks', () => {
    expect(matchLocale([])).toBeUndefined();
    expect(matchLocale(['*', 'ja-JP', ''])).toBeUndefined();
  });
});

describe('splitLocalePath', () => {
  it('splits the prefix from the rest of the path', () => {
    expect(splitLocalePath('/en-us/catalog/bike')).toEqual({ locale: 'en-us', rest: '/catalog/bike' });
    expect(splitLocalePath('/de')).toEqual({ locale: 'de', rest: '/' });
    expect(splitLocalePath('/catalog')).toEqual({ locale: undefined, rest: '/catalog' });
  });

  it('puts any locale-prefixed path back together', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.array(segment, { maxLength: 4 }), (locale, segments) => {
        const rest = `/${segments.join('/')}`;
        expect(splitLocalePath(`/${locale}${rest}`)).toEqual({ locale, rest });
      }),
    );
  });
});

describe('locale names', () => {
  it('names every locale, each differently, and leaves an unknown code as it is', () => {
    expect(new Set(LOCALES.map(localeName)).size).toBe(LOCALES.length);
    expect(localeName('fr')).toBe('Français');
    expect(localeName('en-uk')).toBe('English (UK)');
    expect(localeName('xx-yy')).toBe('xx-yy');
  });
});

describe('messageSources', () => {
  it('starts every locale at the fallback, ends at the locale itself and names no catalogue twice', () => {
    for (const locale of LOCALES) {
      const sources = messageSources(locale);
      expect(sources[0]).toBe(FALLBACK_LOCALE);
      expect(sources.at(-1)).toBe(locale);
      expect(new Set(sources).size).toBe(sources.length);
    }
  });

  it('lets the British-spelling variants share en-uk, and the Canadian one only en-us', () => {
    expect(messageSources('en-sg')).toEqual(['en-us', 'en-uk', 'en-sg']);
    expect(messageSources('en-ca')).toEqual(['en-us', 'en-ca']);
    expect(messageSources('de')).toEqual(['en-us', 'de']);
  });
});
