import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageEncoderSharp } from './image-encoder.sharp';

const drawing = (width: number, height: number) =>
  new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#c0392b"/></svg>`);

describe('ImageEncoderSharp', () => {
  it('renders an SVG as WebP at the width asked, keeping its aspect ratio', async () => {
    const webp = await new ImageEncoderSharp().toWebp(drawing(960, 720), 160);
    const metadata = await sharp(webp).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 160, 120]);
  });

  it('draws a small SVG large enough for a wide rendering', async () => {
    const webp = await new ImageEncoderSharp().toWebp(drawing(40, 30), 960);
    const metadata = await sharp(webp).metadata();
    expect([metadata.width, metadata.height]).toEqual([960, 720]);
  });

  it('renders a PNG source too', async () => {
    const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#2266aa' } }).png().toBuffer();
    const metadata = await sharp(await new ImageEncoderSharp().toWebp(png, 480)).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 480, 360]);
  });
});
