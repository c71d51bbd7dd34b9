import type { ImageCompressor } from '../../../application/portal/claims/claim-filing-ports';

/** The longest side a claim photo keeps: enough to read a serial number or see a crack. */
const CLAIM_PHOTO_MAX_SIDE = 1920;
/** The size a claim photo is brought under, in megabytes. */
const CLAIM_PHOTO_MAX_MEGABYTES = 1;

/**
 * Compresses photos in the page with browser-image-compression, on the page's own thread: a worker would load the
 * library from a CDN, which the portal's content policy does not allow. A photo that comes out larger is sent
 * as it was. The library loads with the first photo, so that no other page downloads it.
 */
export class ImageCompressorBrowser implements ImageCompressor {
  async compress(file: File): Promise<File> {
    const { default: imageCompression } = await import('browser-image-compression');
    const compressed = await imageCompression(file, { maxSizeMB: CLAIM_PHOTO_MAX_MEGABYTES, maxWidthOrHeight: CLAIM_PHOTO_MAX_SIDE, useWebWorker: false, initialQuality: 0.8 });
    if (compressed.size >= file.size) return file;
    return new File([compressed], file.name, { type: compressed.type || file.type });
  }
}
