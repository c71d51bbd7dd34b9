export const DEALER_BONUS_TOKENS = {
  DealerBonusRepository: Symbol('DealerBonusRepository'),
} as const;
