import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../domain/locales/locales';
import { shortcutIconSvg, TOUCH_ICON_SIZE, touchIconPng } from './brand-icons';
import { languageFlagSvg } from './language-flags';

describe('language flags', () => {
  it.each(LOCALES)('draws a flag for %s', (locale) => {
    const svg = languageFlagSvg(locale);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" [^>]*viewBox="0 0 30 20"/);
    expect(svg).toContain(`<title>${locale}</title>`);
    expect(svg).not.toMatch(/<script|href=/i);
  });

  it.each(['xx', 'en', '../de', 'de.svg', ''])('draws nothing for %j', (code) => {
    expect(languageFlagSvg(code)).toBeUndefined();
  });
});

describe('brand icons', () => {
  it('draws the shortcut icon with the brand initial and colour, escaping what it writes', () => {
    expect(shortcutIconSvg({ brandName: 'Velocita', primaryColor: '#1d4ed8' })).toMatch(/fill="#1d4ed8".*>V<\/text>/);
    expect(shortcutIconSvg({ brandName: '<b>', primaryColor: '"/><script>' })).not.toMatch(/<script>|<b>/);
  });

  it('makes a valid PNG touch icon of the stated size in the brand colour', () => {
    const png = touchIconPng({ primaryColor: '#0f5f59' });
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.readUInt32BE(16)).toBe(TOUCH_ICON_SIZE);
    expect(png.readUInt32BE(20)).toBe(TOUCH_ICON_SIZE);
    const idatLength = png.readUInt32BE(33);
    const pixels = inflateSync(png.subarray(41, 41 + idatLength));
    expect(pixels.length).toBe(TOUCH_ICON_SIZE * (1 + TOUCH_ICON_SIZE * 3));
    expect([...pixels.subarray(1, 4)]).toEqual([0x0f, 0x5f, 0x59]);
  });
});
