import { Button } from 'react-aria-components';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { PAGE_SIZES, pageCount, pageRange, visiblePages, type PageSize } from '../../domain/tables/paging';
import { SelectField } from './SelectField';
import './components.css';
import './data-table.css';

const messages = defineMessages<{
  label: NoMessageValues;
  labelOf: { table: string };
  previous: NoMessageValues;
  next: NoMessageValues;
  page: { page: number };
  rowsPerPage: NoMessageValues;
  range: { first: number; last: number; total: number };
}>({
  label: { id: 'pagination_label', defaultMessage: 'Pages' },
  labelOf: { id: 'pagination_label_of', defaultMessage: 'Pages of {table}' },
  previous: { id: 'pagination_previous', defaultMessage: 'Previous page' },
  next: { id: 'pagination_next', defaultMessage: 'Next page' },
  page: { id: 'pagination_page', defaultMessage: 'Page {page}' },
  rowsPerPage: { id: 'pagination_rows_per_page', defaultMessage: 'Rows per page' },
  range: { id: 'pagination_range', defaultMessage: '{first}–{last} of {total}' },
});

export interface PaginationProps {
  page: number;
  pageSize: PageSize;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (size: PageSize) => void;
  /** The paged list's name: the page buttons are then "Pages of" it, so several paged lists on a page stay apart. */
  of?: string;
  /** The page buttons' own accessible name, where "Pages of" the list's name would not fit. */
  label?: string;
}

/** Page buttons (at most ten at once, the current one marked), previous and next, and the rows-per-page choice. */
export function Pagination({ page, pageSize, total, onPageChange, onPageSizeChange, of, label }: PaginationProps) {
  const intl = useIntl();
  const pages = pageCount(total, pageSize);
  const { first, last } = pageRange(page, pageSize, total);
  return (
    <div className="pagination">
      {onPageSizeChange && (
        <div className="pagination__size">
          <SelectField
            label={intl.formatMessage(messages.rowsPerPage)}
            options={PAGE_SIZES.map((size) => ({ id: String(size), label: String(size) }))}
            value={String(pageSize)}
            onChange={(value) => value && onPageSizeChange(Number(value) as PageSize)}
          />
        </div>
      )}
      <p className="pagination__range">{intl.formatMessage(messages.range, { first, last, total })}</p>
      <nav aria-label={label ?? (of === undefined ? intl.formatMessage(messages.label) : intl.formatMessage(messages.labelOf, { table: of }))}>
        <ul className="pagination__pages">
          <li>
            <Button className="pagination__button" aria-label={intl.formatMessage(messages.previous)} isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
              ‹
            </Button>
          </li>
          {visiblePages(page, pages).map((number) => (
            <li key={number}>
              <Button
                className="pagination__button"
                aria-label={intl.formatMessage(messages.page, { page: number })}
                aria-current={number === page ? 'page' : undefined}
                onPress={() => onPageChange(number)}
              >
                {number}
              </Button>
            </li>
          ))}
          <li>
            <Button className="pagination__button" aria-label={intl.formatMessage(messages.next)} isDisabled={page >= pages} onPress={() => onPageChange(page + 1)}>
              ›
            </Button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
