import { useIntl } from 'react-intl';
import type { PageSize } from '../../domain/tables/paging';
import { commonMessages } from '../i18n/common-messages';
import { Button } from './Button';
import { DataTable, type DataTableColumn } from './DataTable';
import { EmptyState } from './EmptyState';

/** A read of one page of a list as the service answers it; the result of a paged RTK Query hook fits it. */
export interface ServerPagedList<T> {
  data?: { items: readonly T[]; total: number };
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface ServerPagedTableProps<T> {
  /** The table's accessible name. */
  label: string;
  columns: readonly DataTableColumn<T>[];
  rowKey: (row: T) => string;
  /** A short name of a row for its details button, e.g. the frame number. */
  rowLabel: (row: T) => string;
  list: ServerPagedList<T>;
  page: number;
  onPageChange: (page: number) => void;
  pageSize: PageSize;
  /** A new page size; the table then asks for page 1 through `onPageChange`, as the old page may no longer exist. */
  onPageSizeChange: (size: PageSize) => void;
  /** A search or filter is applied: an empty answer says "no results" instead of `emptyTitle`. */
  isFiltered: boolean;
  /** What an empty list says when nothing filters it. */
  emptyTitle: string;
  /** What the page says when the service did not answer; a Refresh button asks again. */
  failedTitle: string;
}

/**
 * A list the service searches, filters and pages (claims, retail sales, inspections): the page shown, the page
 * buttons and rows-per-page choice, no-data or no-results when empty, and a Refresh when the read failed.
 */
export function ServerPagedTable<T>({ label, columns, rowKey, rowLabel, list, page, onPageChange, pageSize, onPageSizeChange, isFiltered, emptyTitle, failedTitle }: ServerPagedTableProps<T>) {
  const intl = useIntl();
  if (list.isError) {
    return <EmptyState type="custom" title={failedTitle} action={<Button onPress={() => void list.refetch()}>{intl.formatMessage(commonMessages.refresh)}</Button>} />;
  }
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={list.data?.items ?? []}
      rowKey={rowKey}
      rowLabel={rowLabel}
      paging={{ mode: 'server', total: list.data?.total ?? 0, page, onPageChange }}
      pageSize={pageSize}
      onPageSizeChange={onPageSizeChange}
      isFiltered={isFiltered}
      isLoading={list.isFetching}
      emptyState={isFiltered ? undefined : <EmptyState type="noData" title={emptyTitle} />}
    />
  );
}
