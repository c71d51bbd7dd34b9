import type { DownloadedFile } from './ports';

/** The answer to a download: the file to save, or that it could not be had (no connection, refused, gone). */
export type FileDownload = { ok: true; file: DownloadedFile } | { ok: false };

/** Runs a download; any failure on the way reads as the download failing, so the page can say so in words. */
export async function attemptDownload(download: () => Promise<DownloadedFile>): Promise<FileDownload> {
  try {
    return { ok: true, file: await download() };
  } catch {
    return { ok: false };
  }
}
