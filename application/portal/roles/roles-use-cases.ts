import { validateGroupRole, validatePermission, validateRole, type GroupRoleInput, type PermissionInput, type RoleInput } from '../../../domain/roles/role-fields';
import { refused, type Result } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import type { GroupRole, Permission, Role, RolesGateway } from './ports';

/** The dictionary key of a save the service did not answer. */
export const FAILED_SAVE = 'failed_save_access';

/** Saves a role: the form's fields are checked by the rule the service applies before anything is sent. */
export type SaveRole = (id: string | null, role: RoleInput) => Promise<Result<Role>>;
export type SaveGroupRole = (id: string | null, group: GroupRoleInput) => Promise<Result<GroupRole>>;
export type SavePermission = (id: string | null, permission: PermissionInput) => Promise<Result<Permission>>;

export interface RolesUseCases {
  saveRole: SaveRole;
  saveGroupRole: SaveGroupRole;
  savePermission: SavePermission;
}

async function sent<T>(send: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    const outcome = await send();
    return outcome.ok || outcome.error.length > 0 ? outcome : refused(userError([], FAILED_SAVE));
  } catch {
    return refused(userError([], FAILED_SAVE));
  }
}

export function createRolesUseCases(ports: { roles: RolesGateway }): RolesUseCases {
  return {
    saveRole: async (id, role) => {
      const valid = validateRole(role);
      return valid.ok ? sent(() => ports.roles.saveRole(id, valid.value)) : valid;
    },
    saveGroupRole: async (id, group) => {
      const valid = validateGroupRole(group);
      return valid.ok ? sent(() => ports.roles.saveGroupRole(id, valid.value)) : valid;
    },
    savePermission: async (id, permission) => {
      const valid = validatePermission(permission);
      return valid.ok ? sent(() => ports.roles.savePermission(id, valid.value)) : valid;
    },
  };
}
