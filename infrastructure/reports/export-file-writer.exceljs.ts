import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportFileWriter, ExportRow } from '../../application/service/download-area/ports';
import type { FileStore } from '../../application/service/shared/ports';

/** The file store folder the download area's spreadsheets are kept in. */
export const DOWNLOAD_AREA_FOLDER = 'download-area';

/**
 * Writes exports with exceljs's streaming writer: each row is committed as it comes, so a large export holds only
 * the compressed file in memory, not a workbook of every row. The file is stored once complete.
 */
export class ExportFileWriterExcelJs implements ExportFileWriter {
  constructor(private readonly files: FileStore) {}

  async write(requestId: string, columns: string[], pages: AsyncIterable<ExportRow[]>, onRows: (written: number) => Promise<void>): Promise<void> {
    const stream = new PassThrough();
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    const finished = new Promise<void>((resolve, reject) => {
      stream.on('end', resolve);
      stream.on('error', reject);
    });
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false, useStyles: false });
    const sheet = workbook.addWorksheet('Export');
    sheet.columns = columns.map((key) => ({ header: key, key }));
    let written = 0;
    for await (const page of pages) {
      for (const row of page) sheet.addRow(row).commit();
      written += page.length;
      await onRows(written);
    }
    sheet.commit();
    await workbook.commit();
    await finished;
    await this.files.write(DOWNLOAD_AREA_FOLDER, `${requestId}.xlsx`, new Uint8Array(Buffer.concat(chunks)));
  }

  read(requestId: string): Promise<Uint8Array | undefined> {
    return this.files.read(DOWNLOAD_AREA_FOLDER, `${requestId}.xlsx`);
  }
}
