import type { Result } from '../../../domain/shared/result';

/** A banner of the pop-up carousel: its image and where a click on it leads, if anywhere. */
export interface PopupBanner {
  id: string;
  /** The image's full URL: the service's base URL, /bnrs/image/ and the file name. */
  imageUrl: string;
  link: string | null;
}

/** What the portal asks the service about banners. */
export interface BannerGateway {
  /** The banners of the sales organisations of the user's areas that are valid now, in their order. */
  activeUserAreaBanners(): Promise<PopupBanner[]>;
}

/** A banner as its administrators see it in their list and form. */
export interface AdministeredBanner {
  id: string;
  sorg: string;
  link: string | null;
  sortOrder: number;
  /** Full URLs of the picture and of its thumbnail. */
  imageUrl: string;
  thumbnailUrl: string;
  from: string;
  to: string;
}

/** What an administrator writes into a banner; the picture is needed to create one. */
export interface BannerDraft {
  sorg: string;
  link: string | null;
  sortOrder: number;
  from: string;
  to: string;
  picture: Blob | null;
}

export interface BannerListFilter {
  page: number;
  limit: number;
  search: string;
}

/** What the administration of banners asks the service. */
export interface BannerAdministrationGateway {
  list(filter: BannerListFilter): Promise<{ items: AdministeredBanner[]; total: number }>;
  byId(id: string): Promise<AdministeredBanner | null>;
  save(id: string | null, draft: BannerDraft): Promise<Result<string>>;
  remove(id: string): Promise<Result<void>>;
}
