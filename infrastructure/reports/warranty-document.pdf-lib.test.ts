import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { WarrantyDocumentPdfLib } from './warranty-document.pdf-lib';

describe('the warranty certificate as PDF', () => {
  it('writes a one-page PDF that opens again, titled as the document', async () => {
    const bytes = await new WarrantyDocumentPdfLib().pdf({
      title: 'Garantiezertifikat Polygon',
      lines: [{ label: 'Rahmennummer', value: 'PLG24A00001' }, { label: 'Käufer', value: 'Dewi Lestari 日本' }],
      terms: 'Die Garantie gilt für den Rahmen ab dem Verkaufsdatum. '.repeat(12),
    });
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const reopened = await PDFDocument.load(bytes);
    expect(reopened.getPageCount()).toBe(1);
    expect(reopened.getTitle()).toBe('Garantiezertifikat Polygon');
  });
});
