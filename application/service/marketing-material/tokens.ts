export const MARKETING_MATERIAL_TOKENS = {
  MarketingMaterialRepository: Symbol('MarketingMaterialRepository'),
} as const;
