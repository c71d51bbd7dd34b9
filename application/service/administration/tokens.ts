export const ADMINISTRATION_TOKENS = {
  AdministrativeAuditLog: Symbol('AdministrativeAuditLog'),
} as const;
