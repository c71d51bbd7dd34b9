export const CLICK_COLLECT_TOKENS = {
  ClickCollectGateway: Symbol.for('portal.ClickCollectGateway'),
} as const;
