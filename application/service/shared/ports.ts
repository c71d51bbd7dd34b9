import type { Locale } from '../../../domain/locales/locales';
import type { SheetCell } from '../../../domain/shared/sheet-cell';

/** The current instant; use-cases never read the system clock themselves. */
export interface Clock {
  now(): Date;
}

/** Binary files kept outside the database (banner images, later claim photos and receipts), by folder and name. */
export interface FileStore {
  /** The bytes of the file, or undefined when there is none. */
  read(folder: string, name: string): Promise<Uint8Array | undefined>;
  write(folder: string, name: string, bytes: Uint8Array): Promise<void>;
  exists(folder: string, name: string): Promise<boolean>;
  /** Removes the file; nothing happens when there is none. */
  remove(folder: string, name: string): Promise<void>;
}

/**
 * The service's message catalogues (locales/service/<locale>.json): for each locale, message id to ICU
 * MessageFormat text. en-us is the source; every other catalogue holds the same ids.
 */
export interface MessageCatalogues {
  /** The messages of the locale; empty when it has no catalogue. */
  messagesOf(locale: Locale): Readonly<Record<string, string>>;
}

/** A spreadsheet's first sheet: its header row's names and each non-empty row below it by column name. */
export interface ReadSheet {
  header: string[];
  rows: { row: number; cells: Record<string, SheetCell> }[];
}

/** Reads uploaded spreadsheets (the user administration's mass creation, the vendors' stock and product sheets). */
export interface SpreadsheetReader {
  /** The first sheet of an .xlsx file with its columns spelt as `columns` spells them; null when the bytes are not a workbook. */
  read(bytes: Uint8Array, columns: readonly string[]): Promise<ReadSheet | null>;
}
