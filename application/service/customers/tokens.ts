export const CUSTOMERS_TOKENS = {
  CustomerDirectory: Symbol('CustomerDirectory'),
  ActiveCustomerRepository: Symbol('ActiveCustomerRepository'),
} as const;
