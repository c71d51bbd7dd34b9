import { describe, expect, it } from 'vitest';
import { attachmentTypeOf, checkAttachment, SALES_DOCUMENT_ATTACHMENT_MAX_BYTES, SALES_DOCUMENT_ATTACHMENTS_MAX } from './attachment';

const PDF = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const EXE = new TextEncoder().encode('MZ\x90\x00 a program');

describe('sales document attachments', () => {
  it('recognises a PDF and a PNG by their first bytes', () => {
    expect(attachmentTypeOf(PDF)?.contentType).toBe('application/pdf');
    expect(attachmentTypeOf(PNG)?.contentType).toBe('image/png');
  });

  it('given a program named like a PDF, when it is checked, then it is refused', () => {
    const result = checkAttachment({ name: 'price-list.pdf', bytes: EXE }, 0);
    expect(result).toEqual({ ok: false, error: [{ field: ['file'], message: 'sales_document_attachment_type', values: {} }] });
  });

  it('given a PDF uploaded as .exe, when it is checked, then it downloads as .pdf', () => {
    expect(checkAttachment({ name: 'C:\\prices\\list 2027.exe', bytes: PDF }, 0)).toEqual({ ok: true, value: { contentType: 'application/pdf', fileName: 'list 2027.pdf' } });
  });

  it('refuses an empty file, one over the size limit and one more than a document may carry', () => {
    expect(checkAttachment({ name: 'a.pdf', bytes: new Uint8Array() }, 0).ok).toBe(false);
    const large = new Uint8Array(SALES_DOCUMENT_ATTACHMENT_MAX_BYTES + 1);
    large.set(PDF);
    expect(checkAttachment({ name: 'a.pdf', bytes: large }, 0)).toMatchObject({ ok: false, error: [{ message: 'file_too_large' }] });
    expect(checkAttachment({ name: 'a.pdf', bytes: PDF }, SALES_DOCUMENT_ATTACHMENTS_MAX)).toMatchObject({ ok: false, error: [{ message: 'sales_document_attachments_full' }] });
    expect(checkAttachment({ name: 'a.pdf', bytes: PDF }, SALES_DOCUMENT_ATTACHMENTS_MAX - 1).ok).toBe(true);
  });
});
