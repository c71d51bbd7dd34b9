import { describe, expect, it } from 'vitest';
import { acceptedLanguages, requestLocale } from './request-locale';

describe('accepted languages', () => {
  it('lists the tags by quality, then in the order written, leaving out refused ones and the wildcard', () => {
    expect(acceptedLanguages('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.9, *;q=0.5')).toEqual(['fr-CH', 'fr', 'de', 'en']);
    expect(acceptedLanguages('de;q=0, en-GB')).toEqual(['en-GB']);
    expect(acceptedLanguages('de;q=abc, ,;q=1')).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});

describe('the locale of a request', () => {
  it('is the locale the portal sends as Accept-Language, whatever the cookie remembers', () => {
    expect(requestLocale('de', 'fr')).toBe('de');
    expect(requestLocale('en-uk', undefined)).toBe('en-uk');
    expect(requestLocale('ms-my', 'id-id')).toBe('ms-my');
  });

  it('matches another client’s languages as the portal matches a browser’s', () => {
    expect(requestLocale('de-AT,de;q=0.9', undefined)).toBe('de');
    expect(requestLocale('ja, en-GB;q=0.7', undefined)).toBe('en-uk');
  });

  it('falls back on the remembered locale when the header names no language the service writes, then on en-us', () => {
    expect(requestLocale('*', 'fr')).toBe('fr');
    expect(requestLocale('ja-JP', 'id-id')).toBe('id-id');
    expect(requestLocale(undefined, 'klingon')).toBe('en-us');
    expect(requestLocale(undefined, undefined)).toBe('en-us');
  });
});
