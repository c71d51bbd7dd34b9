import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { usesFullWidth, type RouteMatch } from '../../../domain/navigation/routes';
import { bannerPopupShown, layoutBehaviour } from './layout-behaviours';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../components/use-media-query';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { HomeAnnouncement } from '../announcements/HomeAnnouncement';
import { selectHomeAnnouncementsLoaded } from '../announcements/announcement-slice';
import { BannerPopup } from '../banners/BannerPopup';
import { ConsumerVoiceDialog } from '../consumer-voice/ConsumerVoiceDialog';
import { CustomerPicker } from '../customers/CustomerPicker';
import { useFrameActions, useFrameFacts } from '../frame-facts';
import { MobileDrawer } from '../mobile/MobileDrawer';
import { MobileHeader } from '../mobile/MobileHeader';
import { SideMenu } from '../navigation/SideMenu';
import { mobileSearchToggled, selectMobileSearchOpen } from '../shell-slice';
import { cartRequested } from '../shell-thunks';
import { TopBar } from '../top-bar/TopBar';
import { SKIP_TARGETS } from '../skip-targets';
import { cartButtonShown } from '../../../domain/shell/cart-badge';
import '../shell.css';
import '../shell-panels.css';
import '../shell-mobile.css';


const messages = defineMessages({
  skipToContent: { id: 'skip_to_content', defaultMessage: 'Skip to content' },
  skipLinks: { id: 'skip_links', defaultMessage: 'Skip links' },
  skipToSearch: { id: 'skip_to_search', defaultMessage: 'Skip to search' },
  skipToCart: { id: 'skip_to_cart', defaultMessage: 'Skip to cart' },
});

export interface FrameProps {
  match: RouteMatch;
  pickerForced: boolean;
  compact?: boolean;
  children: ReactNode;
}

/** The top bar or mobile header, side menu, announcement, customer picker and dialogs around a framed page. */
export function Frame({ match, pickerForced, compact, children }: FrameProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { route } = match;
  const behaviour = layoutBehaviour(route.layout);
  const facts = useFrameFacts(route);
  const actions = useFrameActions();
  const compactScreen = useMediaQuery(SMALL_SCREEN_QUERY);
  const mobile = compact ?? compactScreen;
  const searchOpen = useAppSelector(selectMobileSearchOpen);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const activeCode = facts.user?.salesActiveCustCode ?? null;
  // The announcement banner takes its place above the page once it is known: until then the page stays out of sight,
  // so that the banner never pushes down a page the dealer already sees.
  const awaitingAnnouncement = useAppSelector((state) => behaviour.announcement && !selectHomeAnnouncementsLoaded(state));

  const toggleSearch = useCallback(() => dispatch(mobileSearchToggled()), [dispatch]);
  const openDrawer = useCallback(() => setDrawerOpen(true), []);

  useEffect(() => {
    if (behaviour.loadsCart && activeCode) void dispatch(cartRequested());
  }, [dispatch, behaviour.loadsCart, activeCode]);

  return (
    <div className={`portal portal--${route.layout}`}>
      <nav aria-label={intl.formatMessage(messages.skipLinks)}>
        <a className="skip-link" href={`#${SKIP_TARGETS.content}`}>
          {intl.formatMessage(messages.skipToContent)}
        </a>
        {behaviour.catalogueBar && !mobile && (
          <a className="skip-link" href={`#${SKIP_TARGETS.search}`}>
            {intl.formatMessage(messages.skipToSearch)}
          </a>
        )}
        {behaviour.catalogueBar && activeCode && facts.user && cartButtonShown(facts.user) && (
          <a className="skip-link" href={`#${SKIP_TARGETS.cart}`}>
            {intl.formatMessage(messages.skipToCart)}
          </a>
        )}
      </nav>
      {/* Request progress bar: first in the frame, over every layout. */}
      {mobile ? (
        <MobileHeader
          facts={facts}
          actions={actions}
          match={match}
          searchOpen={searchOpen}
          onToggleSearch={toggleSearch}
          onOpenDrawer={openDrawer}
        />
      ) : (
        <TopBar facts={facts} actions={actions} />
      )}
      {/* Sticky under the header: 49px under the desktop top bar, else just under the mobile header (announcementTopOffset). */}
      {behaviour.announcement && <HomeAnnouncement topOffset={mobile ? facts.mobileHeaderHeight - 1 : 49} />}
      <div className={`portal__body${awaitingAnnouncement ? ' portal__body--awaiting-announcement' : ''}`} aria-busy={awaitingAnnouncement || undefined}>
        {!mobile && <SideMenu groups={facts.menu} />}
        <main id={SKIP_TARGETS.content} tabIndex={-1} className={`portal__main${usesFullWidth(route) ? ' portal__main--full-width' : ''}`}>
          {children}
        </main>
      </div>
      {mobile && <MobileDrawer facts={facts} actions={actions} isOpen={drawerOpen} onOpenChange={setDrawerOpen} />}
      <CustomerPicker route={route} forced={pickerForced} />
      {bannerPopupShown(route.layout, facts.user?.scopes ?? []) && <BannerPopup />}
      {facts.canSendConsumerVoice && <ConsumerVoiceDialog />}
    </div>
  );
}
