export const CREDIT_TOKENS = {
  CreditAccountRepository: Symbol('CreditAccountRepository'),
} as const;
