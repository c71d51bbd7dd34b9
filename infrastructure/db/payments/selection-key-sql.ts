import { sql, type SQL } from 'drizzle-orm';
import type { SelectionKey } from '../../../domain/invoices/selection-key';

/** What String.prototype.trim removes, so that SQL trims an assignment as the domain does. */
const TRIMMED_WHITE_SPACE = '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

/** A selection key as one text, the form the SQL below compares. */
export function encodedSelectionKey(key: SelectionKey): string {
  return `${key.list}:${key.key}`;
}

/**
 * The encoded selection key of a line (domain/invoices/selection-key.ts) computed in SQL, so that the database
 * filters a payer's lines by it; tests/integration/payments-selection-key.test.ts holds it to the domain's.
 */
export function selectionKeySql(amount: SQL, assignment: SQL, invoiceNo: SQL): SQL {
  return sql`case when ${amount} < 0 then 'creditNoteNumbers:' || ${invoiceNo} else 'assignments:' || coalesce(nullif(btrim(${assignment}, ${TRIMMED_WHITE_SPACE}), ''), ${invoiceNo}) end`;
}
