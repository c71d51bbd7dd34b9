import { Link } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { GroupRole, Permission, Role } from '../../application/portal/roles/ports';
import type { DataTableColumn } from '../components/DataTable';
import { SelectField } from '../components/SelectField';
import { useLocalePath } from '../i18n/portal-locale';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { AdministrationList, useListState } from './AdministrationList';
import { useGroupRolesQuery, usePermissionsQuery, useRolesQuery } from './roles-api';
import { rolesMessages } from './roles-messages';

/** The most group roles the roles list offers as filters. */
const GROUP_ROLE_FILTER_LIMIT = 100;

function useNameColumn<T extends { id: string; name: string }>(editPath: (id: string) => string): DataTableColumn<T> {
  const intl = useIntl();
  const localePath = useLocalePath();
  return {
    id: 'name',
    header: intl.formatMessage(rolesMessages.name),
    isRowHeader: true,
    priority: 'essential',
    cell: (row) => (
      <Link href={localePath(editPath(row.id))} aria-label={intl.formatMessage(rolesMessages.edit, { name: row.name })}>
        {row.name}
      </Link>
    ),
  };
}

export function RolesPage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const [state, change] = useListState();
  const answer = useRolesQuery({ search: state.search, page: state.page, limit: state.limit, groupRoleIds: state.groupRoleIds });
  const groups = useGroupRolesQuery({ search: '', page: 1, limit: GROUP_ROLE_FILTER_LIMIT });
  const columns: DataTableColumn<Role>[] = [
    useNameColumn<Role>((id) => `/admin/roles/edit/${id}`),
    { id: 'description', header: intl.formatMessage(rolesMessages.description), priority: 'medium', cell: (role) => role.description },
    { id: 'groupRoles', header: intl.formatMessage(rolesMessages.groupRoles), priority: 'medium', cell: (role) => role.groupRoles.map((group) => group.description).join(', ') },
    { id: 'permissions', header: intl.formatMessage(rolesMessages.permissions), priority: 'medium', align: 'end', minWidth: 110, cell: (role) => role.permissions.length },
  ];
  return (
    <AdministrationList
      title={intl.formatMessage(routeTitleMessages['route_title_admin-roles'])}
      createHref={localePath('/admin/roles/create')}
      state={state}
      onChange={change}
      answer={answer}
      columns={columns}
      rowKey={(role) => role.id}
      rowLabel={(role) => role.name}
      filters={
        <SelectField
          selectionMode="multiple"
          label={intl.formatMessage(rolesMessages.filterGroupRoles)}
          options={(groups.data?.data ?? []).map((group) => ({ id: group.id, label: group.name }))}
          value={state.groupRoleIds}
          onChange={(groupRoleIds) => change({ groupRoleIds })}
        />
      }
    />
  );
}

export function GroupRolesPage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const [state, change] = useListState();
  const answer = useGroupRolesQuery({ search: state.search, page: state.page, limit: state.limit });
  const columns: DataTableColumn<GroupRole>[] = [
    useNameColumn<GroupRole>((id) => `/admin/group-roles/edit/${id}`),
    { id: 'description', header: intl.formatMessage(rolesMessages.description), priority: 'medium', cell: (group) => group.description },
    { id: 'roles', header: intl.formatMessage(rolesMessages.roles), priority: 'medium', cell: (group) => group.roles.map((role) => role.description).join(', ') },
  ];
  return (
    <AdministrationList
      title={intl.formatMessage(routeTitleMessages['route_title_admin-group-roles'])}
      createHref={localePath('/admin/group-roles/create')}
      state={state}
      onChange={change}
      answer={answer}
      columns={columns}
      rowKey={(group) => group.id}
      rowLabel={(group) => group.name}
    />
  );
}

export function PermissionsPage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const [state, change] = useListState();
  const answer = usePermissionsQuery({ search: state.search, page: state.page, limit: state.limit });
  const columns: DataTableColumn<Permission>[] = [
    useNameColumn<Permission>((id) => `/admin/permissions/edit/${id}`),
    { id: 'description', header: intl.formatMessage(rolesMessages.description), priority: 'essential', cell: (permission) => permission.description },
  ];
  return (
    <AdministrationList
      title={intl.formatMessage(routeTitleMessages['route_title_admin-permissions'])}
      createHref={localePath('/admin/permissions/create')}
      state={state}
      onChange={change}
      answer={answer}
      columns={columns}
      rowKey={(permission) => permission.id}
      rowLabel={(permission) => permission.name}
    />
  );
}
