import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import type { WarrantyDocument, WarrantyDocumentWriter } from '../../application/service/retail-sales/ports';

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 56;
const LABEL_WIDTH = 150;

/** The text as the standard font can print it: a character it has no glyph for (the standard fonts are Latin-1) prints as ?. */
function printable(text: string, font: PDFFont): string {
  const glyphs = new Set(font.getCharacterSet());
  return Array.from(text, (character) => (glyphs.has(character.codePointAt(0)!) ? character : '?')).join('');
}

/** Breaks the text into lines no wider than `width` at the font size, at spaces. */
function wrapped(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes the warranty certificate as a one-page A4 PDF with pdf-lib and its built-in Helvetica. */
export class WarrantyDocumentPdfLib implements WarrantyDocumentWriter {
  async pdf(document: WarrantyDocument): Promise<Uint8Array> {
    const pdf = await PDFDocument.create();
    pdf.setTitle(document.title);
    const regular = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    let y = PAGE.height - MARGIN;
    page.drawText(printable(document.title, bold), { x: MARGIN, y, size: 20, font: bold, color: rgb(0.1, 0.1, 0.1) });
    y -= 40;
    for (const line of document.lines) {
      page.drawText(printable(line.label, bold), { x: MARGIN, y, size: 11, font: bold });
      page.drawText(printable(line.value, regular), { x: MARGIN + LABEL_WIDTH, y, size: 11, font: regular });
      y -= 22;
    }
    y -= 18;
    for (const line of wrapped(printable(document.terms, regular), regular, 10, PAGE.width - 2 * MARGIN)) {
      page.drawText(line, { x: MARGIN, y, size: 10, font: regular, color: rgb(0.25, 0.25, 0.25) });
      y -= 14;
    }
    return pdf.save();
  }
}
