export const SALES_AREA_TOKENS = {
  SalesAreaRepository: Symbol('SalesAreaRepository'),
} as const;
