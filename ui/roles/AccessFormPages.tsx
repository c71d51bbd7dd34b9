import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import type { GroupRole, Permission, Role } from '../../application/portal/roles/ports';
import { ComboBoxField } from '../components/ComboBoxField';
import { TextField } from '../components/TextField';
import { useLocalePath } from '../i18n/portal-locale';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useAppDispatch } from '../store/hooks';
import { AccessForm, NameFields, useSave } from './AccessForm';
import { ChoiceGroupField } from './ChoiceGroupField';
import { useGroupRoleQuery, usePermissionQuery, usePermissionsQuery, useRoleQuery, useRolesQuery, useScopeCatalogueQuery } from './roles-api';
import { rolesMessages } from './roles-messages';
import { groupRoleSaved, permissionSaved, roleSaved } from './roles-thunks';

/** The most roles a group role's form and permissions a permission's form offer. */
const CHOICES_LIMIT = 100;

type Loaded<T> = { data?: T; isError: boolean };

function formState<T>(id: string | undefined, entry: Loaded<T>): 'loading' | 'missing' | 'ready' {
  if (!id) return 'ready';
  if (entry.isError) return 'missing';
  return entry.data ? 'ready' : 'loading';
}

/** After creating, the form becomes the new entry's edit form, so a second save changes it rather than adding another. */
function useOpenSaved(editPath: (id: string) => string, id: string | undefined) {
  const navigate = useNavigate();
  const localePath = useLocalePath();
  return (saved: { id: string }) => {
    if (saved.id !== id) void navigate(localePath(editPath(saved.id)), { replace: true });
  };
}

function RoleForm({ id, role }: { id: string | undefined; role: Role | undefined }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const localePath = useLocalePath();
  const catalogue = useScopeCatalogueQuery();
  const [name, setName] = useState(role?.name ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [scopes, setScopes] = useState<string[]>(role?.permissions.map((permission) => permission.name) ?? []);
  const save = useSave(() => dispatch(roleSaved(id ?? null, { name, description, scopes })), useOpenSaved((saved) => `/admin/roles/edit/${saved}`, id));
  const title = routeTitleMessages[id ? 'route_title_admin-roles-edit-id' : 'route_title_admin-roles-create'];
  return (
    <AccessForm title={intl.formatMessage(title)} listHref={localePath('/admin/roles')} state="ready" save={save} note={intl.formatMessage(rolesMessages.appliesNextRefresh)}>
      <NameFields name={name} description={description} onName={setName} onDescription={setDescription} errors={save.errors} />
      <ChoiceGroupField
        label={intl.formatMessage(rolesMessages.permissions)}
        choices={(catalogue.data ?? []).map((scope) => ({ id: scope.name, label: scope.name, description: scope.description }))}
        value={scopes}
        onChange={setScopes}
        errorMessage={save.errors.permissions ?? save.errors.scopes ?? null}
      />
    </AccessForm>
  );
}

/** Create a role, or edit one: /admin/roles/edit without an id creates. */
export function RoleFormPage() {
  const { id } = useParams();
  const intl = useIntl();
  const localePath = useLocalePath();
  const role = useRoleQuery(id ?? '', { skip: !id });
  const state = formState(id, role);
  if (state !== 'ready') {
    return <AccessForm title={intl.formatMessage(routeTitleMessages['route_title_admin-roles-edit-id'])} listHref={localePath('/admin/roles')} state={state} save={EMPTY_SAVE}>{null}</AccessForm>;
  }
  return <RoleForm key={role.data?.id ?? 'new'} id={id} role={role.data} />;
}

function GroupRoleForm({ id, group }: { id: string | undefined; group: GroupRole | undefined }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const localePath = useLocalePath();
  const roles = useRolesQuery({ search: '', page: 1, limit: CHOICES_LIMIT, groupRoleIds: [] });
  const [name, setName] = useState(group?.name ?? '');
  const [description, setDescription] = useState(group?.description ?? '');
  const [roleIds, setRoleIds] = useState<string[]>(group?.roles.map((role) => role.id) ?? []);
  const save = useSave(() => dispatch(groupRoleSaved(id ?? null, { name, description, roleIds })), useOpenSaved((saved) => `/admin/group-roles/edit/${saved}`, id));
  const title = routeTitleMessages[id ? 'route_title_admin-group-roles-edit-id' : 'route_title_admin-group-roles-create'];
  return (
    <AccessForm title={intl.formatMessage(title)} listHref={localePath('/admin/group-roles')} state="ready" save={save} note={intl.formatMessage(rolesMessages.appliesNextRefresh)}>
      <NameFields name={name} description={description} onName={setName} onDescription={setDescription} errors={save.errors} />
      <ChoiceGroupField
        label={intl.formatMessage(rolesMessages.roles)}
        choices={(roles.data?.data ?? []).map((role) => ({ id: role.id, label: role.name, description: role.description }))}
        value={roleIds}
        onChange={setRoleIds}
        errorMessage={save.errors.roleIds ?? null}
      />
    </AccessForm>
  );
}

export function GroupRoleFormPage() {
  const { id } = useParams();
  const intl = useIntl();
  const localePath = useLocalePath();
  const group = useGroupRoleQuery(id ?? '', { skip: !id });
  const state = formState(id, group);
  if (state !== 'ready') {
    return <AccessForm title={intl.formatMessage(routeTitleMessages['route_title_admin-group-roles-edit-id'])} listHref={localePath('/admin/group-roles')} state={state} save={EMPTY_SAVE}>{null}</AccessForm>;
  }
  return <GroupRoleForm key={group.data?.id ?? 'new'} id={id} group={group.data} />;
}

function PermissionForm({ id, permission }: { id: string | undefined; permission: Permission | undefined }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const localePath = useLocalePath();
  const catalogue = useScopeCatalogueQuery();
  const existing = usePermissionsQuery({ search: '', page: 1, limit: CHOICES_LIMIT });
  const [scope, setScope] = useState(permission?.name ?? '');
  const [description, setDescription] = useState(permission?.description ?? '');
  const save = useSave(() => dispatch(permissionSaved(id ?? null, { scope, description })), useOpenSaved((saved) => `/admin/permissions/edit/${saved}`, id));
  const taken = new Set((existing.data?.data ?? []).map((each) => each.name));
  const free = (catalogue.data ?? []).filter((each) => !taken.has(each.name));
  const title = routeTitleMessages[id ? 'route_title_admin-permissions-edit-id' : 'route_title_admin-permissions-create'];
  return (
    <AccessForm title={intl.formatMessage(title)} listHref={localePath('/admin/permissions')} state="ready" save={save}>
      {id ? (
        <TextField label={intl.formatMessage(rolesMessages.scope)} name="scope" value={scope} isReadOnly />
      ) : (
        <ComboBoxField
          label={intl.formatMessage(rolesMessages.scope)}
          name="scope"
          options={free.map((each) => ({ id: each.name, label: each.name }))}
          value={scope || null}
          onChange={(chosen) => {
            setScope(chosen ?? '');
            const described = free.find((each) => each.name === chosen);
            if (described && !description) setDescription(described.description);
          }}
          isRequired
          description={catalogue.data && free.length === 0 ? intl.formatMessage(rolesMessages.scopeTaken) : undefined}
          errorMessage={save.errors.scope ?? save.errors.name ?? null}
        />
      )}
      <TextField label={intl.formatMessage(rolesMessages.description)} name="description" value={description} onChange={setDescription} isRequired errorMessage={save.errors.description ?? null} />
    </AccessForm>
  );
}

export function PermissionFormPage() {
  const { id } = useParams();
  const intl = useIntl();
  const localePath = useLocalePath();
  const permission = usePermissionQuery(id ?? '', { skip: !id });
  const state = formState(id, permission);
  if (state !== 'ready') {
    return <AccessForm title={intl.formatMessage(routeTitleMessages['route_title_admin-permissions-edit-id'])} listHref={localePath('/admin/permissions')} state={state} save={EMPTY_SAVE}>{null}</AccessForm>;
  }
  return <PermissionForm key={permission.data?.id ?? 'new'} id={id} permission={permission.data} />;
}

/** The save of a form that is not shown yet (its entry loads or is missing). */
const EMPTY_SAVE: ReturnType<typeof useSave> = { errors: {}, saving: false, saved: false, dismissSaved: () => undefined, submit: async () => undefined };
