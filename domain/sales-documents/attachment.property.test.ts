import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAttachment, SALES_DOCUMENT_ATTACHMENT_TYPES, SALES_DOCUMENT_ATTACHMENTS_MAX } from './attachment';

/** Short byte strings: what matters is how they start, not how long they are. */
const MAX_BODY_BYTES = 64;
const body = fc.uint8Array({ maxLength: MAX_BODY_BYTES });
const attached = fc.integer({ min: 0, max: SALES_DOCUMENT_ATTACHMENTS_MAX + 3 });

describe('sales document attachment properties', () => {
  it('an accepted attachment is of an accepted type and its name ends in one of that type’s extensions', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SALES_DOCUMENT_ATTACHMENT_TYPES), body, fc.string(), attached, (type, rest, name, count) => {
        const result = checkAttachment({ name, bytes: new Uint8Array([...type.signature, ...rest]) }, count);
        if (!result.ok) return;
        expect(result.value.contentType).toBe(type.contentType);
        expect((type.extensions as readonly string[]).some((extension) => result.value.fileName.toLowerCase().endsWith(`.${extension}`))).toBe(true);
      }),
    );
  });

  it('the name never decides: the same bytes are accepted or refused whatever they are called', () => {
    fc.assert(
      fc.property(body, fc.string(), fc.string(), attached, (bytes, one, other, count) => {
        expect(checkAttachment({ name: one, bytes }, count).ok).toBe(checkAttachment({ name: other, bytes }, count).ok);
      }),
    );
  });

  it('a document that is full accepts nothing', () => {
    fc.assert(
      fc.property(body, fc.integer({ min: SALES_DOCUMENT_ATTACHMENTS_MAX, max: SALES_DOCUMENT_ATTACHMENTS_MAX * 3 }), (bytes, count) => {
        expect(checkAttachment({ name: 'a.pdf', bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, ...bytes]) }, count).ok).toBe(false);
      }),
    );
  });
});
