import type { Scope } from '../../../domain/access/scopes';
import type { Layout } from '../../../domain/navigation/routes';
import { HOME_PAGE_SCOPE } from '../../../domain/shell/banner-popup';

/** What a layout puts around the page (spec 000 §2.3). */
export interface LayoutBehaviour {
  /** Top bar, side menu, mobile header and drawer; the full-container layout shows the page alone. */
  framed: boolean;
  /** The home announcement banner. */
  announcement: boolean;
  /** The banner pop-up carousel (still subject to {@link bannerPopupShown}). */
  bannerPopup: boolean;
  /** Whether the layout (re)loads the cart for users with a customer code. */
  loadsCart: boolean;
  /** Whether the layout mounts the consumer voice dialog only for users who may open it. */
  consumerVoiceOnlyWhenAllowed: boolean;
  /**
   * The catalogue's own bar, whose cart menu (figures and the way to checkout) is the page's one cart button, so
   * the top bar shows none beside it.
   */
  catalogueBar: boolean;
}

const BEHAVIOURS: Record<Layout, LayoutBehaviour> = {
  default: { framed: true, announcement: false, bannerPopup: false, loadsCart: true, consumerVoiceOnlyWhenAllowed: false, catalogueBar: false },
  defaultV2: { framed: true, announcement: true, bannerPopup: true, loadsCart: true, consumerVoiceOnlyWhenAllowed: false, catalogueBar: false },
  defaultV3: { framed: true, announcement: false, bannerPopup: false, loadsCart: false, consumerVoiceOnlyWhenAllowed: true, catalogueBar: true },
  'full-container': { framed: false, announcement: false, bannerPopup: false, loadsCart: false, consumerVoiceOnlyWhenAllowed: false, catalogueBar: false },
};

export function layoutBehaviour(layout: Layout): LayoutBehaviour {
  return BEHAVIOURS[layout];
}

/** The banner pop-up shows on layouts that have it, except to users of the catalogue home page. */
export function bannerPopupShown(layout: Layout, scopes: readonly Scope[]): boolean {
  return layoutBehaviour(layout).bannerPopup && !scopes.includes(HOME_PAGE_SCOPE);
}
