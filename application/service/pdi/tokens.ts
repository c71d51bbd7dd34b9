export const PDI_TOKENS = {
  PdiRepository: Symbol('PdiRepository'),
} as const;
