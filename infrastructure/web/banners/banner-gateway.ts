import type { BannerGateway, PopupBanner } from '../../../application/portal/banners/ports';
import { bannerImageUrl } from '../../../domain/shell/banner-popup';
import { ActiveUserAreaBannersDocument } from '../../graphql/generated/client/graphql';
import type { GraphqlClient } from '../graphql-client';

/** The BannerGateway over the activeUserAreaBanners query; images are served by the service at its base URL. */
export class BannerGatewayGraphql implements BannerGateway {
  constructor(
    private readonly graphql: GraphqlClient,
    private readonly apiBaseUrl: string,
  ) {}

  async activeUserAreaBanners(): Promise<PopupBanner[]> {
    const { activeUserAreaBanners } = await this.graphql.request(ActiveUserAreaBannersDocument);
    return activeUserAreaBanners.map(({ id, bannerFile, link }) => ({
      id,
      imageUrl: bannerImageUrl(this.apiBaseUrl, bannerFile),
      link: link ?? null,
    }));
  }
}
