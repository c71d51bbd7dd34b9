export const SALES_OVERVIEW_TOKENS = {
  SalesOverviewRepository: Symbol('SalesOverviewRepository'),
} as const;
