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

/** A banner as its administrators maintain it. */
export interface BannerRecord extends BannerView {
  sortOrder: number;
}

export type BannerChanges = Omit<BannerRecord, 'id'>;

export interface BannerQuery {
  /** Only banners of these sales organisations. */
  sorgs: readonly string[];
  /** Case-insensitive part of the link or the file name. */
  search: string | undefined;
  /** Only banners of this sales organisation. */
  sorg: string | undefined;
  page: number;
  limit: number;
}

export interface BannerAdministrationRepository {
  page(query: BannerQuery): Promise<{ items: BannerRecord[]; total: number }>;
  byId(id: string): Promise<BannerRecord | undefined>;
  create(banner: BannerChanges): Promise<BannerRecord>;
  /** How many banners show the image file. */
  usesOf(bannerFile: string): Promise<number>;
  update(id: string, banner: BannerChanges): Promise<BannerRecord | undefined>;
  remove(id: string): Promise<void>;
}
