import type { ContentPageType } from '../../../domain/content/content-gate';

/** A market content is published for, as the portal lists it for one page type. */
export interface ContentTargetMarket {
  id: string;
  marketName: string;
}

/** The service's answers about content shared by every content page. */
export interface ContentGateway {
  /** The markets of a page type the signed-in user reads content of (all of them for its maintainers). */
  targetMarkets(type: ContentPageType): Promise<ContentTargetMarket[]>;
}
