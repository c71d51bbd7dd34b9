export const AUTH_TOKENS = {
  UserAccountRepository: Symbol('UserAccountRepository'),
  PasswordHasher: Symbol('PasswordHasher'),
  LoginFailureRepository: Symbol('LoginFailureRepository'),
  RefreshTokenRepository: Symbol('RefreshTokenRepository'),
  AccessTokenIssuer: Symbol('AccessTokenIssuer'),
  TokenSecrets: Symbol('TokenSecrets'),
  PrincipalRepository: Symbol('PrincipalRepository'),
  CustomerAccessRepository: Symbol('CustomerAccessRepository'),
  UserProfileRepository: Symbol('UserProfileRepository'),
  /** A hash sign-in checks unknown e-mails against, so they take as long as known ones. */
  DecoyPasswordHash: Symbol('DecoyPasswordHash'),
} as const;
