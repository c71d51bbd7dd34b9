/**
 * Product pictures: the name a product's picture is kept and served under, the widths the service renders it in,
 * and which of those widths a picture shown at a given size offers the browser.
 */

/** Widths in pixels the service renders a product picture in, narrowest first. */
export const PRODUCT_IMAGE_WIDTHS = [160, 480, 960] as const;
export type ProductImageWidth = (typeof PRODUCT_IMAGE_WIDTHS)[number];

/** Every product picture is drawn 4:3 (landscape), so a width alone fixes its height. */
const ASPECT_WIDTH = 4;
const ASPECT_HEIGHT = 3;

/**
 * Longest image name: file systems allow 255 bytes a file name, and the service stores a rendered size as the name,
 * a dot, the width and `.webp`.
 */
const MAX_PRODUCT_IMAGE_NAME_LENGTH = 240;

/** Screen densities a picture is offered for: 1× and 2× (high-density phones and laptops). */
const DEFAULT_MAX_DENSITY = 2;

const IMAGE_NAME = /^[a-z0-9][a-z0-9_-]*$/;
const KEPT_CHARACTER = /^[a-z0-9-]$/;

/**
 * The image name of a product, from its article code: lower case (article codes are matched in any case), with
 * every character other than a–z, 0–9 and `-` written as `_`, its code point in hex and `_`. Two article codes
 * that differ other than in case never share a name, and no name can reach outside the pictures' folder. A code
 * that does not start with a letter or digit names no picture (undefined), as no stored file name may start so.
 */
export function productImageName(articleCode: string): string | undefined {
  const name = [...articleCode.toLowerCase()].map((character) => (KEPT_CHARACTER.test(character) ? character : `_${character.codePointAt(0)!.toString(16)}_`)).join('');
  return isProductImageName(name) ? name : undefined;
}

/**
 * Whether a text may be an image name: 1 to 240 characters of a–z, 0–9, `-` and `_`, the first a letter or digit,
 * so never a path, a hidden file or an option.
 */
export function isProductImageName(name: string): boolean {
  return name.length <= MAX_PRODUCT_IMAGE_NAME_LENGTH && IMAGE_NAME.test(name);
}

/** The rendered width a request asks for (the `w` parameter), when it is written exactly as one of the widths. */
export function productImageWidth(requested: string | null | undefined): ProductImageWidth | undefined {
  return PRODUCT_IMAGE_WIDTHS.find((width) => String(width) === requested);
}

/** The height of a picture rendered or shown at a width, in whole pixels. */
export function productImageHeight(width: number): number {
  return Math.round((width * ASPECT_HEIGHT) / ASPECT_WIDTH);
}

/**
 * The widths a picture shown `displayWidth` CSS pixels wide offers the browser (its srcset): from the narrowest
 * width that fills it on a 1× screen up to the narrowest that fills it at `maxDensity`, so every screen finds a
 * sharp enough picture and none is offered one it would only scale down. Wider than every width, it offers the
 * widest.
 */
export function srcsetWidths(displayWidth: number, maxDensity: number = DEFAULT_MAX_DENSITY): ProductImageWidth[] {
  const widest = PRODUCT_IMAGE_WIDTHS.length - 1;
  const fills = (target: number) => {
    const index = PRODUCT_IMAGE_WIDTHS.findIndex((width) => width >= target);
    return index === -1 ? widest : index;
  };
  const from = fills(displayWidth);
  const to = Math.max(from, fills(displayWidth * maxDensity));
  return PRODUCT_IMAGE_WIDTHS.slice(from, to + 1);
}

/** Where the service serves a product picture at a width: /product-images/{name}.webp?w={width}. */
export function productImagePath(name: string, width: ProductImageWidth): string {
  return `/product-images/${encodeURIComponent(name)}.webp?w=${width}`;
}
