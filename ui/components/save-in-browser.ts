import type { DownloadedFile } from '../../application/portal/files/ports';

/** Hands a downloaded file to the browser, which saves it under its name. */
export function saveInBrowser(file: DownloadedFile): void {
  const url = URL.createObjectURL(file.content);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; revoking later lets slow browsers finish reading it.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
