import type { CalendarDay } from '../../domain/dates/calendar-day';
import type { DownloadedFile } from '../../application/portal/orders/ports';

/** Today in the browser's time zone, as a calendar day. */
export function browserToday(): CalendarDay {
  const now = new Date();
  const two = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

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
