import type { AdministeredBanner, BannerAdministrationGateway, BannerDraft, BannerListFilter } from '../../../application/portal/banners/ports';
import { ok, refused, type Result } from '../../../domain/shared/result';
import {
  AdministeredBannerDocument,
  AdministeredBannersDocument,
  CreateBannerDocument,
  DeleteBannerDocument,
  UpdateBannerDocument,
  type AdministeredBannerFieldsFragment,
} from '../../graphql/generated/client/graphql';
import { fromContractUserErrors, type ContractUserError } from '../contract-user-errors';
import type { GraphqlClient } from '../graphql-client';

function answered<T>(payload: { message: { status: boolean }; userErrors: readonly ContractUserError[] }, value: T): Result<T> {
  return payload.message.status && payload.userErrors.length === 0 ? ok(value) : refused(...fromContractUserErrors(payload.userErrors));
}

/** The BannerAdministrationGateway over the service's banner administration operations; pictures go as multipart uploads. */
export class BannerAdministrationGatewayGraphql implements BannerAdministrationGateway {
  constructor(
    private readonly graphql: GraphqlClient,
    private readonly apiBaseUrl: string,
  ) {}

  private toBanner(banner: AdministeredBannerFieldsFragment): AdministeredBanner {
    return {
      id: banner.id,
      sorg: banner.sorg,
      link: banner.link ?? null,
      sortOrder: banner.sortOrder,
      imageUrl: `${this.apiBaseUrl.replace(/\/+$/, '')}${banner.url}`,
      thumbnailUrl: `${this.apiBaseUrl.replace(/\/+$/, '')}${banner.thumbnailUrl}`,
      from: banner.from,
      to: banner.to,
    };
  }

  async list(filter: BannerListFilter) {
    const { banners } = await this.graphql.request(AdministeredBannersDocument, { page: filter.page, limit: filter.limit, search: filter.search || null });
    return { items: banners.items.map((banner) => this.toBanner(banner)), total: banners.total };
  }

  async byId(id: string) {
    const { banner } = await this.graphql.request(AdministeredBannerDocument, { id });
    return banner ? this.toBanner(banner) : null;
  }

  async save(id: string | null, draft: BannerDraft): Promise<Result<string>> {
    const fields = { sorg: draft.sorg, link: draft.link || null, sortOrder: draft.sortOrder, from: draft.from, to: draft.to };
    if (id === null) {
      // The service refuses a missing picture with a field error; an empty file stands in for it.
      const { createBanner } = await this.graphql.request(CreateBannerDocument, { ...fields, bannerFile: draft.picture ?? new Blob([]) });
      return answered(createBanner, createBanner.banner?.id ?? '');
    }
    const { updateBanner } = await this.graphql.request(UpdateBannerDocument, { ...fields, id, bannerFile: draft.picture });
    return answered(updateBanner, id);
  }

  async remove(id: string): Promise<Result<void>> {
    const { deleteBanner } = await this.graphql.request(DeleteBannerDocument, { id });
    return answered(deleteBanner, undefined);
  }
}
