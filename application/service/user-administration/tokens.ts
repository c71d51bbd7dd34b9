export const USER_ADMINISTRATION_TOKENS = {
  AdministrativeAuditLog: Symbol('AdministrativeAuditLog'),
  UserAdministrationRepository: Symbol('UserAdministrationRepository'),
  PasswordLinkRepository: Symbol('PasswordLinkRepository'),
} as const;
