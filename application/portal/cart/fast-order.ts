import type { CatalogueArticle } from '../catalogue/ports';
import type { CartGateway } from './ports';

/** A line of a fast order as typed or pasted: an article code and how many units. */
export interface FastOrderEntry {
  articleCode: string;
  qty: number;
  /** The sales organisation to order from, when known (repeat order); else the first offer is taken. */
  sorg?: string;
}

/** A pasted line that could not be read, with the line's number (from 1) and why. */
export interface FastOrderProblem {
  lineNo: number;
  text: string;
  key: 'invalid_quantity' | 'article_not_found';
}

/** The most lines one paste may hold; a bigger paste is cut here so the page never asks the service thousands of times. */
export const FAST_ORDER_MAX_LINES = 200;

const WHOLE_NUMBER = /^\d+$/;

/**
 * Reads pasted fast-order lines: one article per line, the article code and the quantity parted by tabs or spaces
 * ("VP-TUBE-700 25", or two cells copied from a spreadsheet). A line with only a code orders one unit. Blank lines
 * are skipped; a quantity that is not a whole number of at least 1 is reported with invalid_quantity. The same code
 * on several lines is one entry with the quantities added up, in the place of its first line. Codes are compared
 * without regard to case and sent upper-cased, as article codes are written.
 */
export function parseFastOrderText(text: string): { entries: FastOrderEntry[]; problems: FastOrderProblem[] } {
  const entries: FastOrderEntry[] = [];
  const problems: FastOrderProblem[] = [];
  const rows = text.split(/\r\n|\r|\n/).slice(0, FAST_ORDER_MAX_LINES);
  rows.forEach((row, index) => {
    const cells = row.trim().split(/[\t ]+/).filter(Boolean);
    if (cells.length === 0) return;
    const [code, quantity, ...rest] = cells;
    const qty = quantity === undefined ? 1 : WHOLE_NUMBER.test(quantity) ? Number(quantity) : Number.NaN;
    if (rest.length > 0 || !Number.isSafeInteger(qty) || qty < 1) {
      problems.push({ lineNo: index + 1, text: row.trim(), key: 'invalid_quantity' });
      return;
    }
    const articleCode = code!.toUpperCase();
    const held = entries.find((entry) => entry.articleCode === articleCode);
    if (held) held.qty += qty;
    else entries.push({ articleCode, qty });
  });
  return { entries, problems };
}

/** A fast-order entry matched to the article it names, or reported as not found. */
export type ResolvedEntry = { ok: true; article: CatalogueArticle; qty: number } | { ok: false; articleCode: string; qty: number; key: 'article_not_found' };

/**
 * Finds the articles fast-order entries name, by exact article code (any case). Where the customer buys the article
 * in several sales organisations, the entry's own sales organisation is taken, or else the first offer listed. A code the catalogue does not hold,
 * or a failed look-up, is reported with article_not_found.
 */
export type ResolveFastOrder = (entries: readonly FastOrderEntry[]) => Promise<ResolvedEntry[]>;

export function createResolveFastOrder(deps: { cart: CartGateway }): ResolveFastOrder {
  return (entries) =>
    Promise.all(
      entries.map(async (entry): Promise<ResolvedEntry> => {
        const code = entry.articleCode.trim().toUpperCase();
        const offers = code === '' ? [] : await deps.cart.findArticle(code).catch(() => []);
        const article = offers.find((offer) => offer.articleCode.toUpperCase() === code && (entry.sorg === undefined || offer.sorg === entry.sorg));
        return article ? { ok: true, article, qty: entry.qty } : { ok: false, articleCode: code, qty: entry.qty, key: 'article_not_found' };
      }),
    );
}
