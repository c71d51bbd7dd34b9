export const BANNERS_TOKENS = {
  BannerRepository: Symbol('BannerRepository'),
  BannerAdministrationRepository: Symbol('BannerAdministrationRepository'),
} as const;
