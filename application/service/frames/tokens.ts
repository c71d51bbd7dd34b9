export const FRAMES_TOKENS = {
  FramesRepository: Symbol('FramesRepository'),
  RetailSalesRepository: Symbol('RetailSalesRepository'),
} as const;
