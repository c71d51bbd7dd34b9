export const NAVIGATION_TOKENS = {
  menuGateway: Symbol.for('portal.MenuGateway'),
} as const;
