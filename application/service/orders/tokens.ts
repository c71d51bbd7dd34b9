export const ORDERS_TOKENS = {
  OpenOrderRepository: Symbol('OpenOrderRepository'),
  OrderListRepository: Symbol('OrderListRepository'),
  ReportRepository: Symbol('ReportRepository'),
  SpreadsheetWriter: Symbol('SpreadsheetWriter'),
} as const;
