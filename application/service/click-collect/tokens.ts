export const CLICK_COLLECT_TOKENS = {
  ClickCollectRepository: Symbol('ClickCollectRepository'),
} as const;
