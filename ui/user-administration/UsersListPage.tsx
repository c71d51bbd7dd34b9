import { useEffect, useMemo, useRef, useState } from 'react';
import { Input, Label, Link, SearchField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { AdministeredUser, UserFormOptions, UserListRequest, UserSortField } from '../../application/portal/user-administration/ports';
import { attemptDownload } from '../../application/portal/files/file-download';
import { DEFAULT_PAGE_SIZE, type PageSize } from '../../domain/tables/paging';
import { AreaFrame } from '../components/AreaFrame';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { EmptyState } from '../components/EmptyState';
import { FileDownloadButton } from '../components/FileDownloadButton';
import { LinkButton } from '../components/LinkButton';
import { SelectField } from '../components/SelectField';
import { useLocalePath } from '../i18n/portal-locale';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { fileDownloadRequested } from '../store/file-download-thunk';
import { useAppDispatch } from '../store/hooks';
import { Button } from '../components/Button';
import { DeleteUserDialog } from './DeleteUserDialog';
import { useLazyAdministeredUsersQuery, useUserFormOptionsQuery } from './users-api';
import { usersMessages } from './users-messages';
import './user-administration.css';

const SORTS = ['name.asc', 'name.desc', 'username.asc', 'username.desc', 'email.asc', 'email.desc'] as const;
type Sort = (typeof SORTS)[number];
const SORT_LABELS = {
  'name.asc': usersMessages.sortNameAsc,
  'name.desc': usersMessages.sortNameDesc,
  'username.asc': usersMessages.sortUsernameAsc,
  'username.desc': usersMessages.sortUsernameDesc,
  'email.asc': usersMessages.sortEmailAsc,
  'email.desc': usersMessages.sortEmailDesc,
} satisfies Record<Sort, unknown>;

/** The paths of a user's forms: the reduced form's administrators use the -us routes. */
export function userFormPaths(variant: UserFormOptions['variant']) {
  const us = variant === 'us';
  return {
    create: us ? '/admin/users/create-us' : '/admin/users/create',
    edit: (id: string) => `/admin/users/${id}/${us ? 'edit-us' : 'edit'}`,
    copy: (id: string) => `/admin/users/${id}/copy-us`,
  };
}

/**
 * The user list asks anew whenever its request changes, aborting the request before it: a newer search cancels the
 * one in flight, so an older answer never replaces a newer one. The same request is not asked twice.
 */
function useUserList(request: UserListRequest) {
  const [load, answer] = useLazyAdministeredUsersQuery();
  const last = useRef<{ key: string; running: { abort: () => void } } | null>(null);
  const key = JSON.stringify(request);
  useEffect(() => {
    if (last.current?.key === key) return;
    last.current?.running.abort();
    last.current = { key, running: load(JSON.parse(key) as UserListRequest) };
  }, [load, key]);
  return answer;
}

function useColumns(variant: UserFormOptions['variant'], onDelete: (user: AdministeredUser) => void): DataTableColumn<AdministeredUser>[] {
  const intl = useIntl();
  const localePath = useLocalePath();
  // The same columns from render to render, so the table does not draw its rows again for nothing.
  return useMemo(() => {
    const paths = userFormPaths(variant);
    return [
      {
        id: 'name',
        header: intl.formatMessage(usersMessages.name),
        isRowHeader: true,
        priority: 'essential',
        cell: (user) => (
          <Link href={localePath(paths.edit(user.id))} aria-label={intl.formatMessage(usersMessages.edit, { name: user.name })}>
            {user.name}
          </Link>
        ),
      },
      { id: 'username', header: intl.formatMessage(usersMessages.username), priority: 'essential', cell: (user) => user.username },
      { id: 'email', header: intl.formatMessage(usersMessages.email), priority: 'medium', cell: (user) => <span className="user-admin__wrap">{user.email}</span> },
      { id: 'roles', header: intl.formatMessage(usersMessages.roles), priority: 'medium', cell: (user) => <span className="user-admin__wrap">{user.roles.map((role) => role.description).join(', ')}</span> },
      { id: 'groupRole', header: intl.formatMessage(usersMessages.groupRole), priority: 'medium', cell: (user) => user.groupRole?.description ?? '' },
      { id: 'sorgs', header: intl.formatMessage(usersMessages.salesOrganisations), priority: 'medium', cell: (user) => user.userAreas.map((area) => area.sorg).join(', ') },
      {
        id: 'actions',
        header: intl.formatMessage(usersMessages.actions),
        priority: 'essential',
        minWidth: 150,
        cell: (user) => (
          <span className="user-admin__row-actions">
            <Link className="user-admin__row-link" href={localePath(paths.copy(user.id))} aria-label={intl.formatMessage(usersMessages.copy, { name: user.name })}>
              {intl.formatMessage(usersMessages.copyShort)}
            </Link>
            <Button variant="secondary" aria-label={intl.formatMessage(usersMessages.remove, { name: user.name })} onPress={() => onDelete(user)}>
              {intl.formatMessage(usersMessages.deleteShort)}
            </Button>
          </span>
        ),
      },
    ] satisfies DataTableColumn<AdministeredUser>[];
  }, [intl, localePath, variant, onDelete]);
}

/** /admin/users: the users within the administrator's sales organisations, searched, filtered, sorted and paged. */
export function UsersListPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const localePath = useLocalePath();
  const options = useUserFormOptionsQuery(null);
  const variant = options.data?.variant ?? 'full';
  const [request, setRequest] = useState<UserListRequest & { limit: PageSize }>({ search: '', roleId: null, groupRoleIds: [], sortBy: 'name', order: 'asc', page: 1, limit: DEFAULT_PAGE_SIZE });
  // A new search, filter, sort or page size starts again at the first page.
  const change = (next: Partial<UserListRequest & { limit: PageSize }>) => setRequest((current) => ({ ...current, page: 1, ...next }));
  const answer = useUserList(request);
  const [deleting, setDeleting] = useState<AdministeredUser | null>(null);
  const columns = useColumns(variant, setDeleting);
  const exportFile = () => dispatch(fileDownloadRequested((useCases) => attemptDownload(() => useCases.ports.userAdministration.exportUsers(request))));
  const actions = (
    <span className="user-admin__actions">
      <LinkButton href={localePath(userFormPaths(variant).create)}>{intl.formatMessage(usersMessages.create)}</LinkButton>
      <LinkButton variant="secondary" href={localePath('/admin/users/create-users-mass')}>
        {intl.formatMessage(usersMessages.createMany)}
      </LinkButton>
      <FileDownloadButton fileName="users.xlsx" label={intl.formatMessage(usersMessages.exportFile)} onDownload={exportFile} />
    </span>
  );
  const title = intl.formatMessage(routeTitleMessages['route_title_admin-users']);
  return (
    <AreaFrame title={title} actions={actions}>
      <div className="user-admin__filters">
        <SearchField className="field" value={request.search} onChange={(search) => change({ search })}>
          <Label className="field__label">{intl.formatMessage(usersMessages.search)}</Label>
          <Input className="field__input" />
        </SearchField>
        <SelectField
          label={intl.formatMessage(usersMessages.filterRole)}
          options={[{ id: '', label: intl.formatMessage(usersMessages.anyRole) }, ...(options.data?.roles ?? []).map((role) => ({ id: role.id, label: role.description }))]}
          value={request.roleId ?? ''}
          onChange={(roleId) => change({ roleId: roleId || null })}
        />
        <SelectField
          selectionMode="multiple"
          label={intl.formatMessage(usersMessages.filterGroupRoles)}
          options={(options.data?.groupRoles ?? []).map((group) => ({ id: group.id, label: group.description }))}
          value={request.groupRoleIds}
          onChange={(groupRoleIds) => change({ groupRoleIds })}
        />
        <SelectField
          label={intl.formatMessage(usersMessages.sortBy)}
          options={SORTS.map((sort) => ({ id: sort, label: intl.formatMessage(SORT_LABELS[sort]) }))}
          value={`${request.sortBy}.${request.order}`}
          onChange={(sort) => {
            const [sortBy, order] = (sort ?? 'name.asc').split('.') as [UserSortField, 'asc' | 'desc'];
            change({ sortBy, order });
          }}
        />
      </div>
      {answer.isError && !answer.isFetching ? (
        <EmptyState type="custom" title={intl.formatMessage(usersMessages.listFailed)} />
      ) : (
        <>
          {answer.data && <p className="user-admin__count">{intl.formatMessage(usersMessages.count, { count: answer.data.count })}</p>}
          <DataTable
            label={title}
            columns={columns}
            rows={answer.data?.users ?? []}
            rowKey={(user) => user.id}
            rowLabel={(user) => user.name}
            isLoading={answer.isFetching && !answer.data}
            isFiltered={request.search !== '' || request.roleId !== null || request.groupRoleIds.length > 0}
            pageSize={request.limit}
            onPageSizeChange={(limit) => change({ limit })}
            paging={{ mode: 'server', total: answer.data?.count ?? 0, page: request.page, onPageChange: (page) => setRequest((current) => ({ ...current, page })) }}
          />
        </>
      )}
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </AreaFrame>
  );
}
