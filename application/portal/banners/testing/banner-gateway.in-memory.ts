import type { BannerGateway, PopupBanner } from '../ports';

export class BannerGatewayInMemory implements BannerGateway {
  calls = 0;

  constructor(
    private readonly banners: PopupBanner[] = [],
    private readonly failure?: Error,
  ) {}

  async activeUserAreaBanners(): Promise<PopupBanner[]> {
    this.calls += 1;
    if (this.failure) throw this.failure;
    return this.banners;
  }
}
