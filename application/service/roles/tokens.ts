export const ROLES_TOKENS = {
  RoleRepository: Symbol('RoleRepository'),
} as const;
