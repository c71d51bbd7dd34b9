export const BANNERS_TOKENS = {
  BannerRepository: Symbol('BannerRepository'),
} as const;
