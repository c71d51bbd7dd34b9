/** Identifiers under which the browser's composition root binds the session's ports. */
export const SESSION_TOKENS = {
  sessionGateway: Symbol.for('portal.SessionGateway'),
  tokenStore: Symbol.for('portal.TokenStore'),
  tokenDecoder: Symbol.for('portal.TokenDecoder'),
  sessionNotices: Symbol.for('portal.SessionNotices'),
} as const;
