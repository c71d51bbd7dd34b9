import { ok, refused, type Result } from '../../../../domain/shared/result';
import { userError } from '../../../../domain/shared/user-error';
import type { AdministeredBanner, BannerAdministrationGateway, BannerDraft, BannerListFilter } from '../ports';

const PICTURE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="320" height="100"><rect width="320" height="100" fill="#1d4ed8"/></svg>')}`;

export function exampleAdministeredBanner(index: number): AdministeredBanner {
  return {
    id: `banner-${index}`,
    sorg: index % 2 === 0 ? 'SG01' : 'ID01',
    link: index % 2 === 0 ? null : 'https://velocita.example/sale',
    sortOrder: index,
    imageUrl: PICTURE,
    thumbnailUrl: PICTURE,
    from: new Date(Date.UTC(2026, 10, index)).toISOString(),
    to: new Date(Date.UTC(2026, 11, index)).toISOString(),
  };
}

/** Banners kept in memory; creating one without a picture is refused, as the service refuses it. */
export class BannerAdministrationGatewayInMemory implements BannerAdministrationGateway {
  private readonly banners: AdministeredBanner[];

  constructor(banners: AdministeredBanner[] = Array.from({ length: 4 }, (_, index) => exampleAdministeredBanner(index + 1))) {
    this.banners = [...banners];
  }

  async list(filter: BannerListFilter) {
    const found = this.banners.filter((item) => `${item.sorg} ${item.link ?? ''}`.toLowerCase().includes(filter.search.toLowerCase()));
    return { items: found.slice((filter.page - 1) * filter.limit, filter.page * filter.limit), total: found.length };
  }

  async byId(id: string) {
    return this.banners.find((item) => item.id === id) ?? null;
  }

  async save(id: string | null, draft: BannerDraft): Promise<Result<string>> {
    if (id === null && !draft.picture) return refused(userError('bannerFile', 'required'));
    const current = this.banners.find((item) => item.id === id);
    const saved: AdministeredBanner = {
      id: id ?? `banner-${this.banners.length + 1}`,
      sorg: draft.sorg,
      link: draft.link,
      sortOrder: draft.sortOrder,
      imageUrl: current?.imageUrl ?? PICTURE,
      thumbnailUrl: current?.thumbnailUrl ?? PICTURE,
      from: draft.from,
      to: draft.to,
    };
    if (current) this.banners[this.banners.indexOf(current)] = saved;
    else this.banners.unshift(saved);
    return ok(saved.id);
  }

  async remove(id: string): Promise<Result<void>> {
    const index = this.banners.findIndex((item) => item.id === id);
    if (index < 0) return refused(userError('id', 'content_not_found'));
    this.banners.splice(index, 1);
    return ok(undefined);
  }
}
