import sharp from 'sharp';
import type { ImageEncoder } from '../../application/service/catalogue/ports';

/** The density librsvg draws an SVG at when none is given: its own width and height in pixels. */
const SVG_BASE_DENSITY = 72;
/** Highest density an SVG is drawn at, so a tiny drawing cannot ask for an enormous raster. */
const MAX_SVG_DENSITY = 72 * 16;
/** WebP quality: pictures of products keep their edges clean at a third of the bytes of a PNG. */
const WEBP_QUALITY = 80;
/** Largest source accepted, in pixels: a 60-megapixel camera picture, far beyond any catalogue picture. */
const MAX_INPUT_PIXELS = 60_000_000;

/** Renders pictures with sharp (libvips). */
export class ImageEncoderSharp implements ImageEncoder {
  async toWebp(source: Uint8Array, width: number): Promise<Uint8Array> {
    const input = Buffer.from(source.buffer, source.byteOffset, source.byteLength);
    const metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    // An SVG drawn smaller than asked would be scaled up blurred; drawn at a higher density it stays sharp.
    const density =
      metadata.format === 'svg' && metadata.width < width ? Math.min(MAX_SVG_DENSITY, Math.ceil((SVG_BASE_DENSITY * width) / metadata.width)) : undefined;
    const output = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true, ...(density ? { density } : {}) })
      .resize({ width })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
    return new Uint8Array(output.buffer, output.byteOffset, output.byteLength);
  }
}
