import type { BannerRepository, BannerView } from '../ports';

export class BannerRepositoryInMemory implements BannerRepository {
  constructor(
    private readonly banners: (BannerView & { sortOrder: number })[],
    private readonly userAreas: Record<string, string[]>,
  ) {}
  async activeForUserAreas(userId: string, at: Date) {
    const sorgs = this.userAreas[userId] ?? [];
    return this.banners
      .filter((banner) => sorgs.includes(banner.sorg) && new Date(banner.from) <= at && at < new Date(banner.to))
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map(({ sortOrder: _sortOrder, ...banner }) => banner);
  }
}
