import { describe, expect, it } from 'vitest';
import { isNewsImageFile, newsImageExtension, newsImageWidth } from './news-image';

describe('news pictures', () => {
  it('given the first bytes of a PNG, a JPEG and a WebP, then each is recognised, and a GIF is not', () => {
    expect(newsImageExtension(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(newsImageExtension(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg');
    expect(newsImageExtension(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('webp');
    expect(newsImageExtension(new TextEncoder().encode('GIF89a'))).toBeNull();
  });

  it('given a stored name, then only a random id with a picture extension is one', () => {
    expect(isNewsImageFile('0b6f3c1e-8d7a-4c55-9a21-3f0e2d1c4b5a.png')).toBe(true);
    expect(isNewsImageFile('../secrets.png')).toBe(false);
    expect(isNewsImageFile('0b6f3c1e-8d7a-4c55-9a21-3f0e2d1c4b5a.svg')).toBe(false);
  });

  it('given a resolution name, then its width is served, and an unknown one is not', () => {
    expect(newsImageWidth('medium')).toBe(960);
    expect(newsImageWidth('huge')).toBeUndefined();
  });
});
