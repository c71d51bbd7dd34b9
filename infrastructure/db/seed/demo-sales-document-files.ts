import { and, eq } from 'drizzle-orm';
import { SALES_DOCUMENT_ATTACHMENT_FOLDER } from '../../../application/service/sales-documents/sales-document-attachments';
import type { FileStore } from '../../../application/service/shared/ports';
import type { Database } from '../database';
import { salesDocumentAttachments } from '../sales-documents/schema';
import { DEMO_SALES_DOCUMENTS } from './demo-content-library.data';

/** The name the demo attachment of a document is stored under. */
export const demoAttachmentStoredName = (fileName: string) => `demo-sales-document-${fileName}`;

/** A one-page PDF (A4, Helvetica) that shows a title: a real file any viewer opens. */
export function demoPdf(title: string): Uint8Array {
  const text = title.replace(/[\\()]/g, (character) => `\\${character}`);
  const stream = `BT /F1 24 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/** Writes the demo documents' attached PDFs that are not there yet and records their sizes, as the marketing files do. */
export async function ensureDemoSalesDocumentFiles(db: Database, files: FileStore): Promise<void> {
  for (const document of DEMO_SALES_DOCUMENTS) {
    if (!document.attachment) continue;
    const storedName = demoAttachmentStoredName(document.attachment);
    if (await files.exists(SALES_DOCUMENT_ATTACHMENT_FOLDER, storedName)) continue;
    const pdf = demoPdf(document.title);
    await files.write(SALES_DOCUMENT_ATTACHMENT_FOLDER, storedName, pdf);
    await db.update(salesDocumentAttachments).set({ size: pdf.byteLength }).where(and(eq(salesDocumentAttachments.storedName, storedName), eq(salesDocumentAttachments.size, 1)));
  }
}
