import { Fragment, useId, useMemo, useState, type ReactNode } from 'react';
import {
  Cell,
  Checkbox,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  type Key,
  type Selection,
  type SortDescriptor,
} from 'react-aria-components';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { fitColumns, type ColumnPriority } from './column-fit';
import { clampPage, DEFAULT_PAGE_SIZE, pageOf, type PageSize } from '../../domain/tables/paging';
import { sortRows, type SortValue } from '../../domain/tables/sorting';
import { commonMessages } from '../i18n/common-messages';
import { EmptyState } from './EmptyState';
import { Pagination } from './Pagination';
import { RowDetails, RowDetailsButton } from './RowDetails';
import { Spinner } from './Spinner';
import { useElementWidth } from './use-element-width';
import { useMediaQuery } from './use-media-query';
import './components.css';
import './data-table.css';

const messages = defineMessages<{
  select: { row: string };
  selectAll: NoMessageValues;
  expand: { row: string };
  more: { row: string };
  details: NoMessageValues;
}>({
  select: { id: 'table_select_row', defaultMessage: 'Select {row}' },
  selectAll: { id: 'table_select_all', defaultMessage: 'Select all rows' },
  expand: { id: 'table_show_details', defaultMessage: 'Details of {row}' },
  more: { id: 'table_show_more', defaultMessage: 'More about {row}' },
  details: { id: 'table_details_column', defaultMessage: 'Details' },
});

export interface DataTableColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** What the column sorts by in client paging; a column with it (or `sortable`) has a sortable header. */
  sortValue?: (row: T) => SortValue;
  /** Sortable by the service (server paging): the table reports the order through `onSortChange`. */
  sortable?: boolean;
  /** The cell names its row for screen readers (one column per table should, an essential one). */
  isRowHeader?: boolean;
  align?: 'start' | 'end';
  /** Whether the column stays when the table is too narrow for all of its columns; those that give way show in the row's details. */
  priority: ColumnPriority;
  /** The narrowest the column reads well at, in CSS pixels with the cell's padding; 120 when not given. */
  minWidth?: number;
}

/** client: the table holds every row and pages them itself; server: the rows are one page the service answered. */
export type DataTablePaging = { mode: 'client' } | { mode: 'server'; total: number; page: number; onPageChange: (page: number) => void };

export interface DataTableProps<T> {
  /** The table's accessible name. */
  label: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** A short name of a row for its checkbox and details button, e.g. the invoice number. */
  rowLabel?: (row: T) => string;
  paging?: DataTablePaging;
  pageSize?: PageSize;
  onPageSizeChange?: (size: PageSize) => void;
  /** The sort order, when the page holds it (server sorting); otherwise the table keeps its own. */
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  selectionMode?: 'none' | 'single' | 'multiple';
  selectedKeys?: Selection;
  onSelectionChange?: (keys: Selection) => void;
  /** Content shown under a row when it is expanded; rows get a details button when given. */
  renderExpanded?: (row: T) => ReactNode;
  /** A search or filter is applied: an empty table says "no results" instead of "no data". */
  isFiltered?: boolean;
  /** What to show instead of the standard empty state. */
  emptyState?: ReactNode;
  isLoading?: boolean;
  /** The name of the table's page buttons when a page holds several tables; "Pages" otherwise. */
  paginationLabel?: string;
}

const DETAILS_SUFFIX = '::details';
/** Below this width (in CSS pixels) a data table shows each row as a card. */
const MOBILE_BREAKPOINT_PX = 600;
const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;
const DEFAULT_COLUMN_WIDTH_PX = 120;
/** The widths data-table.css gives the row-selection and details-button columns. */
const SELECTION_COLUMN_PX = 44;
const DETAILS_COLUMN_PX = 56;

/**
 * The portal's data table (spec 000 §2.11) on react-aria's Table: sortable headers (aria-sort), optional row
 * selection and expandable details, 10 or 20 rows per page with at most ten page buttons, client or server
 * paging, and the no-data / no-results empty states. It fits the width it is given: the columns it has no room for,
 * lowest priority first, move to each row's details (domain/tables/column-fit.ts). Under 600px wide each row becomes
 * a card showing every column.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { label, columns, rows, rowKey, paging = { mode: 'client' }, selectionMode = 'none', renderExpanded, isLoading = false } = props;
  const intl = useIntl();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const rowLabel = props.rowLabel ?? rowKey;
  const detailsIdPrefix = useId();
  const [frameRef, frameWidth] = useElementWidth<HTMLDivElement>();

  const [ownPageSize, setOwnPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const [ownPage, setOwnPage] = useState(1);
  const [ownSort, setOwnSort] = useState<SortDescriptor | undefined>(undefined);
  const [ownSelection, setOwnSelection] = useState<Selection>(new Set());
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  const fit = useMemo(() => {
    if (frameWidth === null || mobile) return null;
    const spaces = columns.map((column) => ({ id: column.id, priority: column.priority, minWidth: column.minWidth ?? DEFAULT_COLUMN_WIDTH_PX }));
    const fixed = (selectionMode !== 'none' ? SELECTION_COLUMN_PX : 0) + (renderExpanded ? DETAILS_COLUMN_PX : 0);
    return fitColumns(spaces, { available: frameWidth, fixed, details: renderExpanded ? 0 : DETAILS_COLUMN_PX });
  }, [columns, frameWidth, mobile, selectionMode, renderExpanded]);
  const shownColumns = fit ? columns.filter((column) => fit.shown.includes(column.id)) : columns;
  const hiddenColumns = fit ? columns.filter((column) => fit.hidden.includes(column.id)) : [];
  const hasDetails = Boolean(renderExpanded) || hiddenColumns.length > 0;

  const pageSize = props.pageSize ?? ownPageSize;
  const sortDescriptor = props.sortDescriptor ?? ownSort;
  const selectedKeys = props.selectedKeys ?? ownSelection;

  const sorted = useMemo(() => {
    if (paging.mode === 'server' || !sortDescriptor) return rows;
    const column = columns.find((candidate) => candidate.id === sortDescriptor.column);
    return column?.sortValue ? sortRows(rows, column.sortValue, sortDescriptor.direction) : rows;
  }, [rows, columns, sortDescriptor, paging.mode]);

  const total = paging.mode === 'server' ? paging.total : rows.length;
  const page = paging.mode === 'server' ? paging.page : clampPage(ownPage, Math.ceil(total / pageSize));
  const shown = paging.mode === 'server' ? sorted : pageOf(sorted, page, pageSize);

  const changePage = (next: number) => (paging.mode === 'server' ? paging.onPageChange(next) : setOwnPage(next));
  const changePageSize = (size: PageSize) => {
    setOwnPageSize(size);
    props.onPageSizeChange?.(size);
    changePage(1);
  };
  const changeSort = (descriptor: SortDescriptor) => {
    setOwnSort(descriptor);
    props.onSortChange?.(descriptor);
  };
  const changeSelection = (keys: Selection) => {
    const withoutDetails = keys === 'all' ? keys : new Set([...keys].filter((key) => !String(key).endsWith(DETAILS_SUFFIX)));
    setOwnSelection(withoutDetails);
    props.onSelectionChange?.(withoutDetails);
  };
  const toggleExpanded = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const isSelected = (key: string) => selectedKeys === 'all' || selectedKeys.has(key);

  const empty = props.emptyState ?? <EmptyState type={props.isFiltered ? 'searchNoResult' : 'noData'} />;
  const loading = <Spinner label={intl.formatMessage(commonMessages.loading)} />;

  const detailsId = (key: string) => `${detailsIdPrefix}-details-${encodeURIComponent(key)}`;
  const expandButton = (row: T, key: string) => (
    <RowDetailsButton
      label={intl.formatMessage(renderExpanded ? messages.expand : messages.more, { row: rowLabel(row) })}
      expanded={expanded.has(key)}
      detailsId={detailsId(key)}
      onToggle={() => toggleExpanded(key)}
    />
  );

  const table = mobile ? (
    <div className="data-cards" aria-busy={isLoading || undefined}>
      {isLoading ? (
        loading
      ) : shown.length === 0 ? (
        empty
      ) : (
        <ul className="data-cards__list" aria-label={label}>
          {shown.map((row) => {
            const key = rowKey(row);
            return (
              <li key={key} className="data-card" data-selected={isSelected(key) || undefined}>
                {selectionMode !== 'none' && (
                  <Checkbox
                    className="checkbox data-card__select"
                    isSelected={isSelected(key)}
                    onChange={(selected) => {
                      const current = selectedKeys === 'all' ? new Set<Key>(rows.map(rowKey)) : new Set<Key>(selectedKeys);
                      if (selectionMode === 'single') current.clear();
                      if (selected) current.add(key);
                      else current.delete(key);
                      changeSelection(current);
                    }}
                  >
                    <span className="checkbox__box" aria-hidden="true" />
                    <span className="visually-hidden">{intl.formatMessage(messages.select, { row: rowLabel(row) })}</span>
                  </Checkbox>
                )}
                <dl className="data-card__fields">
                  {columns.map((column) => (
                    <div key={column.id} className="data-card__field">
                      <dt>{column.header}</dt>
                      <dd>{column.cell(row)}</dd>
                    </div>
                  ))}
                </dl>
                {renderExpanded && (
                  <>
                    {expandButton(row, key)}
                    {expanded.has(key) && (
                      <RowDetails id={detailsId(key)} className="data-card__details">
                        {renderExpanded(row)}
                      </RowDetails>
                    )}
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  ) : (
    <div className="data-table__scroll">
      <Table
        aria-label={label}
        className="data-table"
        sortDescriptor={sortDescriptor}
        onSortChange={changeSort}
        selectionMode={selectionMode}
        selectionBehavior="toggle"
        selectedKeys={selectedKeys}
        onSelectionChange={changeSelection}
        disabledKeys={shown.map((row) => `${rowKey(row)}${DETAILS_SUFFIX}`)}
        disabledBehavior="selection"
      >
        <TableHeader className="data-table__header">
          {selectionMode !== 'none' && (
            <Column className="data-table__column data-table__column--select" minWidth={44}>
              {selectionMode === 'multiple' && (
                <Checkbox slot="selection" className="checkbox" aria-label={intl.formatMessage(messages.selectAll)}>
                  <span className="checkbox__box" aria-hidden="true" />
                </Checkbox>
              )}
            </Column>
          )}
          {shownColumns.map((column) => (
            <Column
              key={column.id}
              id={column.id}
              isRowHeader={column.isRowHeader}
              allowsSorting={Boolean(column.sortValue || column.sortable)}
              className={`data-table__column data-table__column--${column.align ?? 'start'}`}
              style={{ minWidth: column.minWidth ?? DEFAULT_COLUMN_WIDTH_PX }}
            >
              {({ allowsSorting, sortDirection }) => (
                <span className="data-table__heading">
                  {column.header}
                  {allowsSorting && (
                    <span aria-hidden="true" className="data-table__sort">
                      {sortDirection === 'ascending' ? '▲' : sortDirection === 'descending' ? '▼' : '↕'}
                    </span>
                  )}
                </span>
              )}
            </Column>
          ))}
          {hasDetails && (
            <Column className="data-table__column data-table__column--expand">
              <span className="visually-hidden">{intl.formatMessage(messages.details)}</span>
            </Column>
          )}
        </TableHeader>
        <TableBody className="data-table__body" renderEmptyState={() => (isLoading ? loading : empty)}>
          {(isLoading ? [] : shown).map((row) => {
            const key = rowKey(row);
            const span = shownColumns.length + (selectionMode !== 'none' ? 1 : 0) + 1;
            return (
              <Fragment key={key}>
                <Row id={key} className="data-table__row">
                  {selectionMode !== 'none' && (
                    <Cell className="data-table__cell data-table__cell--select">
                      <Checkbox slot="selection" className="checkbox" aria-label={intl.formatMessage(messages.select, { row: rowLabel(row) })}>
                        <span className="checkbox__box" aria-hidden="true" />
                      </Checkbox>
                    </Cell>
                  )}
                  {shownColumns.map((column) => (
                    <Cell key={column.id} className={`data-table__cell data-table__cell--${column.align ?? 'start'}`}>
                      {column.cell(row)}
                    </Cell>
                  ))}
                  {hasDetails && <Cell className="data-table__cell data-table__cell--expand">{expandButton(row, key)}</Cell>}
                </Row>
                {hasDetails && expanded.has(key) && (
                  <Row id={`${key}${DETAILS_SUFFIX}`} className="data-table__row data-table__row--details">
                    <Cell className="data-table__cell data-table__details" colSpan={span}>
                      <RowDetails id={detailsId(key)} className="data-table__details-content" hiddenFields={hiddenColumns.map((column) => [column.header, column.cell(row)])}>
                        {renderExpanded?.(row)}
                      </RowDetails>
                    </Cell>
                  </Row>
                )}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );

  return (
    <div className="data-table-frame" ref={frameRef}>
      {table}
      {total > 0 && !isLoading && (
        <Pagination page={page} pageSize={pageSize} total={total} onPageChange={changePage} onPageSizeChange={changePageSize} of={label} label={props.paginationLabel} />
      )}
    </div>
  );
}
