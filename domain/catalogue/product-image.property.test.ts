import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isProductImageName, PRODUCT_IMAGE_WIDTHS, productImageName, productImageWidth, srcsetWidths } from './product-image';

/**
 * Article codes up to this length: longer than any the brand issues, and short enough that every code's name fits,
 * as each character takes at most 8 (`_10ffff_`).
 */
const MAX_ARTICLE_CODE_LENGTH = 30;
/** Shown sizes from a tiny icon to well past the widest rendering, in CSS pixels. */
const MAX_DISPLAY_WIDTH = 2_000;
/** Densities of real screens, in tenths: 1× to 4×. */
const MIN_DENSITY_TENTHS = 10;
const MAX_DENSITY_TENTHS = 40;

const leadingCharacter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789');
/** Article codes that start with a letter or digit, as the brand's all do, followed by anything. */
const articleCode = fc
  .tuple(leadingCharacter, fc.string({ unit: 'grapheme', maxLength: MAX_ARTICLE_CODE_LENGTH - 1 }))
  .map(([first, rest]) => `${first}${rest}`);
/** Article codes as the brand writes them: printable ASCII, whose upper and lower case map onto each other. */
const asciiArticleCode = fc.tuple(leadingCharacter, fc.string({ maxLength: MAX_ARTICLE_CODE_LENGTH - 1 })).map(([first, rest]) => `${first}${rest}`);
const displayWidth = fc.integer({ min: 1, max: MAX_DISPLAY_WIDTH });
const density = fc.integer({ min: MIN_DENSITY_TENTHS, max: MAX_DENSITY_TENTHS }).map((tenths) => tenths / 10);
const widest = PRODUCT_IMAGE_WIDTHS[PRODUCT_IMAGE_WIDTHS.length - 1]!;

describe('product image name properties', () => {
  it('every article code that starts with a letter or digit has a valid image name', () => {
    fc.assert(
      fc.property(articleCode, (code) => {
        expect(isProductImageName(productImageName(code) ?? '')).toBe(true);
      }),
    );
  });

  it('whatever the article code, its image name is valid or there is none', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: MAX_ARTICLE_CODE_LENGTH }), (code) => {
        const name = productImageName(code);
        if (name !== undefined) expect(isProductImageName(name)).toBe(true);
      }),
    );
  });

  it('two article codes share an image name only when they differ in case alone', () => {
    fc.assert(
      fc.property(articleCode, articleCode, (one, other) => {
        fc.pre(one.toLowerCase() !== other.toLowerCase());
        expect(productImageName(one)).not.toBe(productImageName(other));
      }),
    );
  });

  it('an article code names the same picture in any case', () => {
    fc.assert(
      fc.property(asciiArticleCode, (code) => {
        expect(productImageName(code.toUpperCase())).toBe(productImageName(code.toLowerCase()));
      }),
    );
  });

  it('a name with a path separator or a dot is never valid', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('/', '\\', '.', '\0'), fc.string(), (before, separator, after) => {
        expect(isProductImageName(`${before}${separator}${after}`)).toBe(false);
      }),
    );
  });
});

describe('product image width properties', () => {
  it('only the widths the service renders are read as widths', () => {
    fc.assert(
      fc.property(fc.string(), (requested) => {
        const width = productImageWidth(requested);
        if (width !== undefined) expect(String(width)).toBe(requested);
      }),
    );
  });
});

describe('srcset width properties', () => {
  it('offers at least one width, each one the service renders, narrowest first, with none skipped', () => {
    fc.assert(
      fc.property(displayWidth, density, (shown, maxDensity) => {
        const widths = srcsetWidths(shown, maxDensity);
        expect(widths.length).toBeGreaterThan(0);
        const first = PRODUCT_IMAGE_WIDTHS.indexOf(widths[0]!);
        expect(widths).toEqual(PRODUCT_IMAGE_WIDTHS.slice(first, first + widths.length));
      }),
    );
  });

  it('the narrowest offered fills the picture on a 1× screen, unless none is wide enough', () => {
    fc.assert(
      fc.property(displayWidth, density, (shown, maxDensity) => {
        const narrowest = srcsetWidths(shown, maxDensity)[0]!;
        expect(narrowest >= shown || narrowest === widest).toBe(true);
      }),
    );
  });

  it('the widest offered fills the picture at the highest density, unless none is wide enough', () => {
    fc.assert(
      fc.property(displayWidth, density, (shown, maxDensity) => {
        const offered = srcsetWidths(shown, maxDensity);
        const widestOffered = offered[offered.length - 1]!;
        expect(widestOffered >= shown * maxDensity || widestOffered === widest).toBe(true);
      }),
    );
  });

  it('no width is offered that a narrower offered width already fills at the highest density', () => {
    fc.assert(
      fc.property(displayWidth, density, (shown, maxDensity) => {
        const offered = srcsetWidths(shown, maxDensity);
        offered.slice(0, -1).forEach((width) => expect(width).toBeLessThan(shown * maxDensity));
      }),
    );
  });

  it('a larger picture is never offered a narrower picture', () => {
    fc.assert(
      fc.property(displayWidth, displayWidth, density, (one, other, maxDensity) => {
        const [smaller, larger] = one <= other ? [one, other] : [other, one];
        expect(srcsetWidths(larger, maxDensity)[0]!).toBeGreaterThanOrEqual(srcsetWidths(smaller, maxDensity)[0]!);
      }),
    );
  });
});
