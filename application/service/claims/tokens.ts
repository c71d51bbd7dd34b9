export const CLAIMS_TOKENS = {
  ClaimRepository: Symbol('ClaimRepository'),
} as const;
