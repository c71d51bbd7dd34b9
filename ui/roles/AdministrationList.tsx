import { useState, type ReactNode } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { AdministrationPage } from '../../application/portal/roles/ports';
import { DEFAULT_PAGE_SIZE, type PageSize } from '../../domain/tables/paging';
import { AreaFrame } from '../components/AreaFrame';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { EmptyState } from '../components/EmptyState';
import { LinkButton } from '../components/LinkButton';
import { rolesMessages } from './roles-messages';
import './access-admin.css';

/** What a list asks the service for: the search, the page and its size. */
export interface ListState {
  search: string;
  page: number;
  limit: PageSize;
  /** The roles list only: the group roles the roles must belong to, any of them. */
  groupRoleIds: string[];
}

export function useListState(): [ListState, (change: Partial<ListState>) => void] {
  const [state, setState] = useState<ListState>({ search: '', page: 1, limit: DEFAULT_PAGE_SIZE, groupRoleIds: [] });
  // A new search or page size starts again at the first page.
  return [state, (change) => setState((current) => ({ ...current, page: 1, ...change }))];
}

/**
 * A list of the administration (roles, group roles, permissions): a search, the page the service answered with its
 * paging, and the way to create an entry.
 */
export function AdministrationList<T>(props: {
  title: string;
  createHref: string;
  state: ListState;
  onChange: (change: Partial<ListState>) => void;
  answer: { data?: AdministrationPage<T>; isFetching: boolean; isError: boolean };
  columns: readonly DataTableColumn<T>[];
  rowKey: (row: T) => string;
  rowLabel: (row: T) => string;
  filters?: ReactNode;
}) {
  const intl = useIntl();
  const { state, onChange, answer } = props;
  return (
    <AreaFrame title={props.title} actions={<LinkButton href={props.createHref}>{intl.formatMessage(rolesMessages.create)}</LinkButton>}>
      <div className="access-admin__filters">
        <SearchField className="field" value={state.search} onChange={(search) => onChange({ search })}>
          <Label className="field__label">{intl.formatMessage(rolesMessages.search)}</Label>
          <Input className="field__input" />
        </SearchField>
        {props.filters}
      </div>
      {answer.isError ? (
        <EmptyState type="custom" title={intl.formatMessage(rolesMessages.listFailed)} />
      ) : (
        <>
          {answer.data && <p className="access-admin__count">{intl.formatMessage(rolesMessages.count, { count: answer.data.count })}</p>}
          <DataTable
            label={props.title}
            columns={props.columns}
            rows={answer.data?.data ?? []}
            rowKey={props.rowKey}
            rowLabel={props.rowLabel}
            isLoading={answer.isFetching && !answer.data}
            isFiltered={state.search !== ''}
            pageSize={state.limit}
            onPageSizeChange={(limit) => onChange({ limit })}
            paging={{ mode: 'server', total: answer.data?.count ?? 0, page: state.page, onPageChange: (page) => onChange({ page }) }}
          />
        </>
      )}
    </AreaFrame>
  );
}
