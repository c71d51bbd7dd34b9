export interface BannerView {
  id: string;
  sorg: string;
  bannerFile: string;
  link: string | null;
  from: string;
  to: string;
}

export interface BannerRepository {
  /** Banners of the sales organisations of the user's areas valid at the instant, by sort order, then sales organisation. */
  activeForUserAreas(userId: string, at: Date): Promise<BannerView[]>;
}
