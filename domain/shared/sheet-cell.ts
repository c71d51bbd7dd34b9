/** A cell of an uploaded spreadsheet as the reader hands it over: text, a number, or empty. */
export type SheetCell = string | number | null;
