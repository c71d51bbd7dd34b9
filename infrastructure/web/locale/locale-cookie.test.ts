import { describe, expect, it } from 'vitest';
import { LocalePreferenceCookie } from './locale-cookie';

describe('locale cookie', () => {
  it('reads the remembered locale among other cookies', () => {
    const document = { cookie: 'theme=dark; locale=id-id; other=1' };

    expect(new LocalePreferenceCookie(document, false).remembered()).toBe('id-id');
  });

  it('remembers nothing without the cookie', () => {
    expect(new LocalePreferenceCookie({ cookie: '' }, false).remembered()).toBeUndefined();
  });

  it('writes the locale for the whole site, SameSite lax', () => {
    const document = { cookie: '' };

    new LocalePreferenceCookie(document, false).remember('de');

    expect(document.cookie).toMatch(/^locale=de; Path=\/; Max-Age=\d+; SameSite=Lax$/);
  });

  it('writes a cross-site cookie when the portal is framed by another site', () => {
    const document = { cookie: '' };

    new LocalePreferenceCookie(document, true).remember('fr');

    expect(document.cookie).toContain('SameSite=None; Secure');
  });
});
