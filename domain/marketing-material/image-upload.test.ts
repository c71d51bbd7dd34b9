import { describe, expect, it } from 'vitest';
import { checkImageUpload, MARKETING_IMAGE_MAX_BYTES, originalFileName } from './image-upload';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const webp = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50, 0]);

describe('image upload', () => {
  it('given PNG and WebP bytes, when checked, then their formats are recognised', () => {
    expect(checkImageUpload(png)).toMatchObject({ ok: true, value: { format: 'png' } });
    expect(checkImageUpload(webp)).toMatchObject({ ok: true, value: { format: 'webp' } });
  });

  it('given text bytes, when checked, then they are not an image', () => {
    expect(checkImageUpload(new TextEncoder().encode('<script>alert(1)</script>'))).toMatchObject({ ok: false, error: [{ message: 'file_not_an_image' }] });
  });

  it('given nothing or too much, when checked, then the size is refused', () => {
    expect(checkImageUpload(new Uint8Array())).toMatchObject({ ok: false, error: [{ message: 'file_empty' }] });
    const large = new Uint8Array(MARKETING_IMAGE_MAX_BYTES + 1);
    large.set(png);
    expect(checkImageUpload(large)).toMatchObject({ ok: false, error: [{ message: 'file_too_large' }] });
  });

  it('given a name with a false extension and path parts, when named for download, then the real format’s extension is used', () => {
    expect(originalFileName('../../logo dark.exe', { format: 'jpeg' } as never)).toBe('logo dark.jpg');
    expect(originalFileName('.png', { format: 'png' } as never)).toBe('image.png');
  });
});
