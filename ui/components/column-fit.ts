/**
 * How much a column matters when a table is too narrow for all of its columns: essential columns always show, the
 * others give way lowest priority first, and what gives way moves to the row's details.
 */
export const COLUMN_PRIORITIES = ['essential', 'high', 'medium', 'low'] as const;
export type ColumnPriority = (typeof COLUMN_PRIORITIES)[number];

/** A column as the fitting rule sees it: the narrowest width (CSS pixels, padding included) its content reads well at. */
export interface ColumnSpace {
  id: string;
  priority: ColumnPriority;
  minWidth: number;
}

export interface ColumnFitSpace {
  /** The width the table may take, in CSS pixels. */
  available: number;
  /** Width taken beside the data columns whatever is hidden: a row-selection column, a details column the table has anyway. */
  fixed?: number;
  /** Width of the details-button column a table gains once it hides a column. */
  details?: number;
}

/** The ids of the columns the table shows and of those it moves to the row details, each in the columns' order. */
export interface ColumnFit {
  shown: string[];
  hidden: string[];
}

function rankOf(priority: ColumnPriority): number {
  return COLUMN_PRIORITIES.indexOf(priority);
}

/**
 * The columns a table of the given width shows. Every column shows when all fit. Otherwise the table gains the
 * details column, keeps its essential columns whatever their width, and then takes the other columns by priority
 * (left to right within a priority) for as long as the next one fits; the first that does not fit and every column
 * ranked after it move to the details. Stopping at the first misfit, rather than skipping to a narrower column, means
 * a wider table never hides a column a narrower one shows, so columns do not come and go as a window is resized.
 */
export function fitColumns(columns: readonly ColumnSpace[], space: ColumnFitSpace): ColumnFit {
  const fixed = space.fixed ?? 0;
  const everything = columns.reduce((sum, column) => sum + column.minWidth, fixed);
  if (!(everything > space.available)) return { shown: columns.map((column) => column.id), hidden: [] };

  const ranked = columns
    .map((column, position) => ({ column, position }))
    .sort((a, b) => rankOf(a.column.priority) - rankOf(b.column.priority) || a.position - b.position);
  const budget = space.available - fixed - (space.details ?? 0);
  const taken = new Set<string>();
  let used = 0;
  for (const { column } of ranked) {
    const essential = column.priority === 'essential';
    if (!essential && used + column.minWidth > budget) break;
    taken.add(column.id);
    used += column.minWidth;
  }
  return {
    shown: columns.filter((column) => taken.has(column.id)).map((column) => column.id),
    hidden: columns.filter((column) => !taken.has(column.id)).map((column) => column.id),
  };
}
