/**
 * The sizes a news picture is served in, made on the server from the one picture stored: small for cards on
 * phones, medium for cards on wide screens and the detail page, large to download. Widths in pixels.
 */
export const NEWS_IMAGE_RESOLUTIONS = [
  { name: 'small', width: 480 },
  { name: 'medium', width: 960 },
  { name: 'large', width: 1920 },
] as const;
export type NewsImageResolution = (typeof NEWS_IMAGE_RESOLUTIONS)[number]['name'];

/** The largest picture accepted: 5 MiB, a camera picture saved for the web. */
export const NEWS_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/;

/** Whether a name is one the service gives a stored news picture: a random id and the picture's extension. */
export function isNewsImageFile(name: string): boolean {
  return STORED_NAME.test(name);
}

/** The width of a named resolution; undefined for a name the service does not serve. */
export function newsImageWidth(resolution: string | undefined): number | undefined {
  return NEWS_IMAGE_RESOLUTIONS.find((candidate) => candidate.name === resolution)?.width;
}

/** The picture types accepted, each recognised by the bytes it starts with rather than by its name. */
const NEWS_IMAGE_TYPES = [
  { extension: 'png', matches: (bytes: Uint8Array) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => bytes[index] === byte) },
  { extension: 'jpg', matches: (bytes: Uint8Array) => [0xff, 0xd8, 0xff].every((byte, index) => bytes[index] === byte) },
  {
    extension: 'webp',
    matches: (bytes: Uint8Array) => String.fromCharCode(...bytes.slice(0, 4)) === 'RIFF' && String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP',
  },
] as const;

/** The extension a picture is stored under, from its first bytes; null for anything but PNG, JPEG or WebP. */
export function newsImageExtension(bytes: Uint8Array): 'png' | 'jpg' | 'webp' | null {
  return NEWS_IMAGE_TYPES.find((type) => type.matches(bytes))?.extension ?? null;
}
