export type SortDirection = 'ascending' | 'descending';

/** What a column sorts by: text, a number, a decimal amount, a point in time, or nothing. */
export type SortValue = string | number | boolean | { decimal: string } | null | undefined;

function isMissing(value: SortValue): value is null | undefined {
  return value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value));
}

/** Compares two decimal strings exactly, without turning them into floating-point numbers. */
export function compareDecimalStrings(a: string, b: string): number {
  const negativeA = a.startsWith('-');
  const negativeB = b.startsWith('-');
  const magnitude = compareMagnitudes(negativeA ? a.slice(1) : a, negativeB ? b.slice(1) : b);
  if (magnitude === 0 && /^-?0*\.?0*$/.test(a) && /^-?0*\.?0*$/.test(b)) return 0;
  if (negativeA !== negativeB) return negativeA ? -1 : 1;
  return negativeA ? -magnitude : magnitude;
}

function compareMagnitudes(a: string, b: string): number {
  const [wholeA = '', fractionA = ''] = a.split('.');
  const [wholeB = '', fractionB = ''] = b.split('.');
  const intA = wholeA.replace(/^0+/, '');
  const intB = wholeB.replace(/^0+/, '');
  if (intA.length !== intB.length) return intA.length < intB.length ? -1 : 1;
  if (intA !== intB) return intA < intB ? -1 : 1;
  const width = Math.max(fractionA.length, fractionB.length);
  const fracA = fractionA.padEnd(width, '0');
  const fracB = fractionB.padEnd(width, '0');
  return fracA === fracB ? 0 : fracA < fracB ? -1 : 1;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * Orders two values of one column ascending: numbers and decimal amounts by value, text in natural order ignoring
 * case and accents ("Item 2" before "Item 10"), false before true. Missing values compare equal to each other.
 */
export function compareSortValues(a: SortValue, b: SortValue): number {
  if (isMissing(a) || isMissing(b)) return isMissing(a) === isMissing(b) ? 0 : isMissing(a) ? 1 : -1;
  if (typeof a === 'object' && typeof b === 'object') return compareDecimalStrings(a.decimal, b.decimal);
  if (typeof a === 'number' && typeof b === 'number') return a === b ? 0 : a < b ? -1 : 1;
  if (typeof a === 'boolean' && typeof b === 'boolean') return a === b ? 0 : a ? 1 : -1;
  return collator.compare(String(typeof a === 'object' ? a.decimal : a), String(typeof b === 'object' ? b.decimal : b));
}

/**
 * The rows ordered by one column. Stable: rows with equal values keep their order. Rows without a value go last
 * in both directions, so flipping the direction never buries the rows that have one.
 */
export function sortRows<T>(rows: readonly T[], valueOf: (row: T) => SortValue, direction: SortDirection): T[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row) }))
    .sort((a, b) => {
      const missingA = isMissing(a.value);
      const missingB = isMissing(b.value);
      if (missingA || missingB) return missingA === missingB ? a.index - b.index : missingA ? 1 : -1;
      return sign * compareSortValues(a.value, b.value) || a.index - b.index;
    })
    .map(({ row }) => row);
}
