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
