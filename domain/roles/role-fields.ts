import { SCOPE_CATALOGUE, type KnownScope } from '../access/scope-catalogue';
import { firstFailure, maxLength, notEmpty } from '../forms/field-rules';
import { ok, refused, type Result } from '../shared/result';
import { userError, type UserError } from '../shared/user-error';

/** The longest name of a role, group role or permission description the lists show whole. */
export const NAME_MAX_LENGTH = 80;
/** The longest description of a role or group role. */
export const DESCRIPTION_MAX_LENGTH = 255;

export interface RoleInput {
  name: string;
  description: string;
  /** The permissions the role grants, each a scope of the service's catalogue. */
  scopes: readonly string[];
}

export interface GroupRoleInput {
  name: string;
  description: string;
  roleIds: readonly string[];
}

export interface PermissionInput {
  scope: string;
  description: string;
}

/** Whether the service knows the scope: only those of its catalogue can be granted. */
export function isKnownScope(scope: string): scope is KnownScope {
  return Object.hasOwn(SCOPE_CATALOGUE, scope);
}

function fieldErrors(fields: Record<string, { value: string; max: number; required: boolean }>): UserError[] {
  return Object.entries(fields).flatMap(([field, { value, max, required }]) => {
    const failure = firstFailure(value, required ? [notEmpty, maxLength(max)] : [maxLength(max)]);
    return failure ? [userError(field, failure.key, failure.values ?? {})] : [];
  });
}

function cleaned<T extends { name?: string; description: string }>(input: T): T {
  return { ...input, ...(input.name === undefined ? {} : { name: input.name.trim() }), description: input.description.trim() };
}

/** A role as it may be saved: name required, scopes each once, every one from the catalogue. */
export function validateRole(input: RoleInput): Result<RoleInput> {
  const role = { ...cleaned(input), scopes: [...new Set(input.scopes)] };
  const errors = fieldErrors({
    name: { value: role.name, max: NAME_MAX_LENGTH, required: true },
    description: { value: role.description, max: DESCRIPTION_MAX_LENGTH, required: false },
  });
  role.scopes.forEach((scope, index) => {
    if (!isKnownScope(scope)) errors.push(userError(['scopes', String(index)], 'unknown_permission', { scope }));
  });
  return errors.length > 0 ? refused(...errors) : ok(role);
}

/** A group role as it may be saved: name required, roles each once. */
export function validateGroupRole(input: GroupRoleInput): Result<GroupRoleInput> {
  const group = { ...cleaned(input), roleIds: [...new Set(input.roleIds)] };
  const errors = fieldErrors({
    name: { value: group.name, max: NAME_MAX_LENGTH, required: true },
    description: { value: group.description, max: DESCRIPTION_MAX_LENGTH, required: false },
  });
  return errors.length > 0 ? refused(...errors) : ok(group);
}

/** A permission as it may be saved: a scope of the catalogue, described. */
export function validatePermission(input: PermissionInput): Result<PermissionInput> {
  const permission = { scope: input.scope.trim(), description: input.description.trim() };
  const errors = fieldErrors({ description: { value: permission.description, max: DESCRIPTION_MAX_LENGTH, required: true } });
  if (!isKnownScope(permission.scope)) errors.unshift(userError('scope', 'unknown_permission', { scope: permission.scope }));
  return errors.length > 0 ? refused(...errors) : ok(permission);
}
