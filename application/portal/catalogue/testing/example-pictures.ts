import { PRODUCT_IMAGE_WIDTHS } from '../../../../domain/catalogue/product-image';
import type { ProductCategory, ProductImage } from '../ports';

/** A hue of its own for each article code, so the examples' pictures look apart. */
function hueOf(text: string): number {
  let hash = 0;
  for (const character of text) hash = (hash * 31 + character.codePointAt(0)!) % 360;
  return hash;
}

/**
 * A picture for stories and tests that needs no service: a bike (two wheels and a frame) or a part (a ring) in the
 * article's own colour, as an SVG inside the address, 4:3 like the service's pictures.
 */
export function examplePicture(articleCode: string, category: ProductCategory): ProductImage {
  const colour = `hsl(${hueOf(articleCode)}, 60%, 42%)`;
  const drawing =
    category === 'bike'
      ? `<circle cx="70" cy="100" r="40" fill="none" stroke="#222" stroke-width="8"/><circle cx="250" cy="100" r="40" fill="none" stroke="#222" stroke-width="8"/><path d="M70 100 L140 104 L120 50 L225 48 L250 100 M140 104 L225 48" fill="none" stroke="${colour}" stroke-width="9"/>`
      : `<circle cx="160" cy="120" r="80" fill="none" stroke="${colour}" stroke-width="30"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240"><rect width="320" height="240" fill="#f4f5f7"/>${drawing}</svg>`;
  const url = `data:image/svg+xml,${encodeURIComponent(svg)}`;
  return { sources: PRODUCT_IMAGE_WIDTHS.map((width) => ({ width, url })) };
}
