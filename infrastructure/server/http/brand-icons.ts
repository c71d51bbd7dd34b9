import { crc32, deflateSync } from 'node:zlib';
import type { HostConfig } from '../../../domain/config/host-config';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A square SVG icon in the brand colour with the brand's initial, for the browser tab and the manifest. */
export function shortcutIconSvg(config: Pick<HostConfig, 'brandName' | 'primaryColor'>): string {
  const initial = escapeXml(config.brandName.trim().charAt(0).toUpperCase() || '?');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img">',
    `<title>${escapeXml(config.brandName)}</title>`,
    `<rect width="64" height="64" rx="12" fill="${escapeXml(config.primaryColor)}"/>`,
    `<text x="32" y="44" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="36" font-weight="700" fill="#ffffff">${initial}</text>`,
    '</svg>',
  ].join('');
}

/** The side of an Apple touch icon in pixels. */
export const TOUCH_ICON_SIZE = 180;

function rgbOf(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  return match ? [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)] : [29, 78, 216];
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, checksum]);
}

/**
 * An Apple touch icon (PNG; Safari takes no SVG here): the brand colour with a white wheel, drawn pixel by
 * pixel so no image library is needed.
 */
export function touchIconPng(config: Pick<HostConfig, 'primaryColor'>): Buffer {
  const size = TOUCH_ICON_SIZE;
  const [r, g, b] = rgbOf(config.primaryColor);
  const centre = (size - 1) / 2;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      const distance = Math.hypot(x - centre, y - centre);
      const white = (distance > 54 && distance < 66) || distance < 12;
      row.set(white ? [255, 255, 255] : [r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
