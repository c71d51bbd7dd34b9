import type { GroupRole, Permission, Role } from '../../application/portal/roles/ports';
import type { GroupRoleInput, PermissionInput, RoleInput } from '../../domain/roles/role-fields';
import type { Result } from '../../domain/shared/result';
import type { AnsweringThunk } from '../store/thunk';
import { ACCESS_ADMINISTRATION, rolesApi } from './roles-api';

/** Runs a save and, when it is accepted, reloads every list and form of the administration. */
function saveThunk<T>(run: (useCases: Parameters<AnsweringThunk<Promise<Result<T>>>>[2]) => Promise<Result<T>>): AnsweringThunk<Promise<Result<T>>> {
  return async (dispatch, _getState, useCases) => {
    const result = await run(useCases);
    if (result.ok) dispatch(rolesApi.util.invalidateTags([ACCESS_ADMINISTRATION]));
    return result;
  };
}

export const roleSaved = (id: string | null, role: RoleInput) => saveThunk<Role>((useCases) => useCases.saveRole(id, role));
export const groupRoleSaved = (id: string | null, group: GroupRoleInput) => saveThunk<GroupRole>((useCases) => useCases.saveGroupRole(id, group));
export const permissionSaved = (id: string | null, permission: PermissionInput) => saveThunk<Permission>((useCases) => useCases.savePermission(id, permission));
