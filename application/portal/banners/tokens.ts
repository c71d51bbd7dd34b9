export const BANNERS_TOKENS = {
  bannerGateway: Symbol.for('portal.BannerGateway'),
} as const;
