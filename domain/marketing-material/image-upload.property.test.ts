import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkImageUpload, imageFormatOf, MARKETING_IMAGE_FORMATS, originalFileName } from './image-upload';

/** Short byte strings: the signatures are at most twelve bytes long. */
const bytes = fc.uint8Array({ maxLength: 64 });

describe('image upload properties', () => {
  it('bytes are accepted only when they start with the signature of the format found', () => {
    fc.assert(
      fc.property(bytes, (candidate) => {
        const result = checkImageUpload(candidate);
        if (!result.ok) return;
        const first = result.value.signature[0]!;
        expect([...candidate.slice(0, first.length)]).toEqual([...first]);
      }),
    );
  });

  it('any accepted format’s signature followed by anything is recognised as that format', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MARKETING_IMAGE_FORMATS), fc.uint8Array({ minLength: 4, maxLength: 32 }), (format, tail) => {
        const head = format.signature.flatMap((part) => (part.length === 0 ? [1, 2, 3, 4] : [...part]));
        expect(imageFormatOf(new Uint8Array([...head, ...tail]))?.format).toBe(format.format);
      }),
    );
  });

  it('a download name never carries a path and always ends in the real format’s extension', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...MARKETING_IMAGE_FORMATS), (name, format) => {
        const fileName = originalFileName(name, format);
        expect(fileName).not.toMatch(/[/\\]/);
        expect(fileName.startsWith('.')).toBe(false);
        expect(fileName.endsWith(`.${format.format === 'jpeg' ? 'jpg' : format.format}`)).toBe(true);
      }),
    );
  });
});
