/** Identifiers under which the browser's composition root binds the portal's ports and use-cases. */
export const PORTAL_TOKENS = {
  sessionGateway: Symbol.for('portal.SessionGateway'),
  tokenStore: Symbol.for('portal.TokenStore'),
  tokenDecoder: Symbol.for('portal.TokenDecoder'),
  sessionNotices: Symbol.for('portal.SessionNotices'),
  localePreference: Symbol.for('portal.LocalePreference'),
  useCases: Symbol.for('portal.PortalUseCases'),
} as const;
