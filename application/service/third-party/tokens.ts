export const THIRD_PARTY_TOKENS = {
  ThirdPartyRepository: Symbol('ThirdPartyRepository'),
  ThirdPartyCheckoutStore: Symbol('ThirdPartyCheckoutStore'),
} as const;
